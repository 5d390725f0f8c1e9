/**
 * npm run jobs:import -- FILE.csv: adds or updates each company of the CSV (the columns of
 * seed/companies.csv; atsKind and atsBoard optional), finds its hiring system, syncs them, and
 * prints one line per source. Works beside `npm start`; exits non-zero when nothing could be read.
 */
import { readFile } from 'node:fs/promises'

import { readCareersPage } from '../src/lib/ats/detect/careersPage'
import { importCompanies } from '../src/lib/ats/importCsv/importCompanies'
import { readImportCsv } from '../src/lib/ats/importCsv/readImportCsv'
import { siteSync } from '../src/lib/ats/sync/siteSync'
import { reportLine } from '../src/lib/ats/sync/reportLine'
import { syncSources } from '../src/lib/ats/sync/syncSources'
import { parseAllowList } from '../src/lib/linkCheck/engine/addressPolicy'
import { createLinkCheckDispatcher } from '../src/lib/linkCheck/engine/dispatcher'
import { linkCheckerUserAgent } from '../src/lib/linkCheck/runs/engineOptions'
import { siteUrl } from '../src/lib/site/siteUrl'
import { ensureDatabaseUrl, ensurePayloadSecret, loadDotEnv } from './lib/environment'
import { prepare } from './lib/prepare'

const log = (line: string) => console.log(`[jobs:import] ${line}`)

const main = async () => {
  const file = process.argv[2]
  if (!file) throw new Error('Name the CSV: npm run jobs:import -- companies.csv')
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`Cannot read ${file}`)
  })
  const { rows, problems } = readImportCsv(text)
  for (const problem of problems) log(problem)
  if (!rows.length) throw new Error(`${file} has no company this can import`)
  loadDotEnv()
  const embedded = await ensureDatabaseUrl(log)
  await ensurePayloadSecret(Boolean(embedded))
  let read = 0
  try {
    await prepare(async (payload) => {
      const dispatcher = createLinkCheckDispatcher({ allow: parseAllowList(process.env.LINK_CHECK_ALLOW) })
      const companies = await importCompanies(payload, rows, (link) => readCareersPage(link, { dispatcher, userAgent: linkCheckerUserAgent(siteUrl()) })).finally(() =>
        dispatcher.close(),
      )
      for (const { row, sourceId, note } of companies) if (!sourceId) log(`${row.name}: no hiring system to read (${note})`)
      const ids = [...new Set(companies.flatMap(({ sourceId }) => (sourceId ? [sourceId] : [])))]
      const sync = await siteSync(payload)
      try {
        const reports = await syncSources(sync, { ids, onReport: (report) => console.log(reportLine(report)) })
        read = reports.filter((report) => report.status === 'ok' || report.status === 'unchanged').length
      } finally {
        await sync.close()
      }
      log(`${rows.length} companies, ${ids.length} hiring systems, ${read} read`)
    })
  } finally {
    await embedded?.stop()
  }
  // Exit at once: a kept-alive connection (the database's, a hiring system's) must not hold the command open.
  process.exit(read ? 0 : 1)
}

main().catch((error: Error) => {
  console.error(`[jobs:import] ${error.message}`)
  process.exit(1)
})
