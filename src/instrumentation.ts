/**
 * Runs once when the server starts: the serving process boots Payload at once, so schedules and
 * the jobs queue run even before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.RP_SERVER !== '1') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
}
