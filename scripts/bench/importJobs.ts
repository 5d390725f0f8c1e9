/**
 * npm run bench:import — the hiring-system import at scale: a loopback server speaking the seven
 * APIs (its own process) with 1,000 boards of 50 roles, imported into a database of its own
 * (the bench:jobs one, .data/bench-postgres, or BENCH_DATABASE_URL, so bench:jobs can be run on
 * the board with the imported jobs afterwards), then re-synced after 5% of the roles changed.
 * Goals: the first import under 5 minutes, the re-sync under 1 minute. Writes bench/results.json ("import").
 */
import { fork } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { siteSync } from '../../src/lib/ats/sync/siteSync'
import { syncSources } from '../../src/lib/ats/sync/syncSources'
import type { SyncReport } from '../../src/lib/ats/sync/syncSource'
import { startEmbeddedPostgres } from '../../src/lib/db/embeddedPostgres'
import { root } from '../lib/environment'
import { prepare } from '../lib/prepare'
import { saveResults } from './results'

const FIRST_GOAL_S = 300
const RESYNC_GOAL_S = 60
const CONCURRENCY = Number(process.env.BENCH_IMPORT_CONCURRENCY || 6)

type Board = { kind: string; board: string; company: string }

const startAtsProcess = () =>
  new Promise<{ url: string; boards: Board[]; mutate: (share: number) => Promise<void>; stop: () => void }>((resolve, reject) => {
    const child = fork(path.join(root, 'scripts/bench/atsBenchServer.ts'), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    child.once('error', reject)
    child.once('exit', (code) => code && reject(new Error(`the ATS server exited with ${code}`)))
    child.once('message', (message: { url: string; boards: Board[] }) =>
      resolve({
        ...message,
        mutate: (share) =>
          new Promise((done) => {
            child.once('message', () => done())
            child.send({ mutate: share })
          }),
        stop: () => child.send({ stop: true }),
      }),
    )
  })

const totals = (reports: SyncReport[]) => ({
  sources: reports.length,
  failed: reports.filter((report) => report.status === 'failed').length,
  found: reports.reduce((sum, report) => sum + report.found, 0),
  imported: reports.reduce((sum, report) => sum + report.imported, 0),
  added: reports.reduce((sum, report) => sum + report.added, 0),
  updated: reports.reduce((sum, report) => sum + report.updated, 0),
  skipped: reports.reduce((sum, report) => sum + report.skipped, 0),
  closed: reports.reduce((sum, report) => sum + report.closed, 0),
})

const main = async () => {
  let url = process.env.BENCH_DATABASE_URL
  let stopDatabase = async () => {}
  if (!url) {
    const db = await startEmbeddedPostgres({ dataDir: path.join(root, '.data/bench-postgres'), port: Number(process.env.BENCH_PG_PORT || 54341), database: 'rp_bench' })
    url = db.url
    stopDatabase = db.stop
  }
  Object.assign(process.env, { DATABASE_URL: url, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'benchmark-secret-0123456789abcdef0123456789', SEED_DEMO: '0', DATA_DIR: '.data/bench' })
  console.log('Starting the loopback hiring systems (rendering the boards)…')
  const ats = await startAtsProcess()
  process.env.ATS_API_BASE = ats.url
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  try {
    await prepare(async (payload) => {
      // A fresh first import each run: the previous run's imported jobs, sources and companies go.
      await pool.query("DELETE FROM jobs WHERE source_id IS NOT NULL; DELETE FROM job_sources; DELETE FROM companies WHERE slug LIKE 'bench-import-%'")
      for (const [index, { kind, board, company }] of ats.boards.entries()) {
        const created = await payload.create({
          collection: 'companies',
          data: { name: `${company} ${index}`, slug: `bench-import-${index}`, hiringLink: `https://${board}.example.com/careers` },
          overrideAccess: true,
        })
        await payload.create({ collection: 'job-sources', data: { company: created.id, kind: kind as never, board }, overrideAccess: true })
      }
      const run = async (label: string) => {
        const sync = await siteSync(payload)
        const started = Date.now()
        let done = 0
        const reports = await syncSources(sync, {
          all: true,
          limit: 100_000,
          concurrency: CONCURRENCY,
          onReport: () => {
            if (++done % 100 === 0) console.log(`  ${label}: ${done} sources, ${((Date.now() - started) / 1000).toFixed(0)} s`)
          },
        })
        const seconds = (Date.now() - started) / 1000
        await sync.close()
        return { seconds, ...totals(reports), errors: [...new Set(reports.flatMap((report) => (report.error ? [report.error] : [])))].slice(0, 5) }
      }
      console.log(`First import of ${ats.boards.length} boards…`)
      const first = await run('first import')
      console.log('Changing 5% of the roles…')
      await ats.mutate(0.05)
      console.log('Re-sync…')
      const resync = await run('re-sync')
      const memory = Math.round(process.memoryUsage().rss / 1024 / 1024)
      for (const [name, figures, goal] of [
        ['first import', first, FIRST_GOAL_S],
        ['re-sync (5% changed)', resync, RESYNC_GOAL_S],
      ] as const) {
        console.log(
          `${name.padEnd(22)} ${figures.seconds.toFixed(1).padStart(7)} s  sources ${figures.sources} (failed ${figures.failed})  found ${figures.found}  imported ${figures.imported} (new ${figures.added}, updated ${figures.updated})  skipped ${figures.skipped}  closed ${figures.closed}  goal ${goal} s: ${figures.seconds <= goal ? 'met' : 'NOT met'}`,
        )
        if (figures.errors.length) console.log(`  errors: ${figures.errors.join('; ')}`)
      }
      console.log(`importer RSS at the end: ${memory} MB, concurrency ${CONCURRENCY}`)
      await saveResults('import', { boards: ats.boards.length, first, resync, concurrency: CONCURRENCY, rssMb: memory, goals: { firstS: FIRST_GOAL_S, resyncS: RESYNC_GOAL_S } })
    })
  } finally {
    ats.stop()
    await pool.end()
    await stopDatabase()
  }
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
