/**
 * Runs once when the server starts: the serving process boots Payload at once, so schedules and
 * the jobs queue run even before the first request, and starts keeping its cached pages in step
 * with the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.RP_SERVER !== '1') return
  const [{ getPayload }, { default: config }, { startCacheSync }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./lib/cache/startCacheSync'),
  ])
  // `cron: true` starts the jobs queue's autoRun now: Payload starts it only when its own admin or
  // REST handlers first run, so emails queued by the site's forms waited for someone to open those.
  const payload = await getPayload({ config, cron: true })
  const bound = process.env.HOSTNAME_BIND
  const host = !bound || bound === '0.0.0.0' || bound === '::' ? '127.0.0.1' : bound
  if (process.env.DATABASE_URL) {
    startCacheSync({
      connectionString: process.env.DATABASE_URL,
      origin: `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}`,
      log: (message) => payload.logger.warn(message),
    })
  }
}
