/**
 * npm run seed: add whatever seed data is missing (idempotent; demo jobs too when SEED_DEMO=1, the
 * default with the embedded database). npm run seed:remove-demo: delete every demo job.
 */
import { removeDemoJobs, seedDatabase } from '../seed/seedDatabase'
import { ensureDatabaseUrl, ensurePayloadSecret, loadDotEnv } from './lib/environment'
import { prepare } from './lib/prepare'

const log = (line: string) => console.log(`[seed] ${line}`)

const main = async () => {
  loadDotEnv()
  const embedded = await ensureDatabaseUrl(log)
  await ensurePayloadSecret(Boolean(embedded))
  try {
    await prepare(async (payload) => {
      if (process.argv.includes('--remove-demo')) {
        log(`Removed ${await removeDemoJobs(payload)} demo jobs`)
        return
      }
      const report = await seedDatabase(payload, { demo: process.env.SEED_DEMO === '1' })
      log(`Added ${Object.entries(report).map(([name, count]) => `${count} ${name}`).join(', ')}`)
    })
  } finally {
    await embedded?.stop()
  }
}

main().catch((error: Error) => {
  console.error(`[seed] ${error.message}`)
  process.exit(1)
})
