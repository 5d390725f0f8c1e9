/**
 * npm run jobs:sync: reads every enabled hiring system now, whether due or not, and prints one line
 * per source. Works beside `npm start` (it shares the database, the embedded one included); exits
 * non-zero when no board could be read.
 */
import { siteSync } from '../src/lib/ats/sync/siteSync'
import { reportLine } from '../src/lib/ats/sync/reportLine'
import { syncSources } from '../src/lib/ats/sync/syncSources'
import { ensureDatabaseUrl, ensurePayloadSecret, loadDotEnv } from './lib/environment'
import { prepare } from './lib/prepare'

const main = async () => {
  loadDotEnv()
  const embedded = await ensureDatabaseUrl((line) => console.log(`[jobs:sync] ${line}`))
  await ensurePayloadSecret(Boolean(embedded))
  let read = 0
  let total = 0
  try {
    await prepare(async (payload) => {
      const sync = await siteSync(payload)
      try {
        const reports = await syncSources(sync, { all: true, limit: 100_000, onReport: (report) => console.log(reportLine(report)) })
        total = reports.length
        read = reports.filter((report) => report.status === 'ok' || report.status === 'unchanged').length
      } finally {
        await sync.close()
      }
    })
  } finally {
    await embedded?.stop()
  }
  console.log(`[jobs:sync] ${read} of ${total} hiring systems read`)
  // Exit at once: a kept-alive connection (the database's, a hiring system's) must not hold the command open.
  process.exit(read ? 0 : 1)
}

main().catch((error: Error) => {
  console.error(`[jobs:sync] ${error.message}`)
  process.exit(1)
})
