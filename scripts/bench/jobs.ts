/**
 * npm run bench:jobs — /jobs at 100,000 jobs on the production build: p50 and p95 of the server
 * response and its bytes for typical queries, against the bytes of the spec's approach (every
 * active job sent to the browser). Uses its own database (.data/bench-postgres, or
 * BENCH_DATABASE_URL) and port; prints a table and writes bench/results.json ("jobs").
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import pg from 'pg'

import { startEmbeddedPostgres } from '../../src/lib/db/embeddedPostgres'
import { root } from '../lib/environment'
import { prepare } from '../lib/prepare'
import { loadBenchJobs } from './loadBenchJobs'
import { saveResults } from './results'
import { timeGet } from './httpTiming'

const JOBS = Number(process.env.BENCH_JOBS || 100_000)
const PORT = Number(process.env.BENCH_PORT || 3400)
const GOAL_P95_MS = 60
const base = `http://localhost:${PORT}`

const waitForReady = async (child: ChildProcess) => {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the app exited before it was ready')
    if (await fetch(`${base}/api/ready`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the app did not become ready')
}

const main = async () => {
  let stopDatabase = async () => {}
  let url = process.env.BENCH_DATABASE_URL
  if (!url) {
    const db = await startEmbeddedPostgres({ dataDir: path.join(root, '.data/bench-postgres'), port: Number(process.env.BENCH_PG_PORT || 54341), database: 'rp_bench' })
    url = db.url
    stopDatabase = db.stop
  }
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'benchmark-secret-0123456789abcdef0123456789',
    SEED_DEMO: '0',
    DATA_DIR: '.data/bench',
    MAIL_DIR: '.data/bench/mail',
    PORT: String(PORT),
    SITE_URL: base,
    NEXT_TELEMETRY_DISABLED: '1',
  })
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  let token = ''
  let server: ChildProcess | null = null
  try {
    await prepare(async (payload) => {
      const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM jobs WHERE slug LIKE 'bench-job-%'")
      if (Number(rows[0].n) !== JOBS) {
        console.log(`Loading ${JOBS.toLocaleString('en-US')} jobs…`)
        await pool.query("DELETE FROM favorites; DELETE FROM jobs WHERE slug LIKE 'bench-job-%'")
        const started = Date.now()
        await loadBenchJobs(pool, JOBS)
        console.log(`Loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      }
      const email = 'bench-member@example.com'
      const { totalDocs } = await payload.count({ collection: 'members', where: { email: { equals: email } } })
      if (!totalDocs) await payload.create({ collection: 'members', data: { email, password: 'bench-password', _verified: true } as never })
      token = (await payload.login({ collection: 'members', data: { email, password: 'bench-password' } })).token ?? ''
      await pool.query(
        `INSERT INTO favorites (member_id, job_id, updated_at, created_at)
         SELECT m.id, j.id, now(), now() FROM members m, (SELECT id FROM jobs WHERE is_active ORDER BY id LIMIT 40) j
          WHERE m.email = $1 ON CONFLICT DO NOTHING`,
        [email],
      )
    })

    server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts', 'production'], { cwd: root, env: process.env, stdio: ['ignore', 'ignore', 'inherit'] })
    await waitForReady(server)

    const { rows: active } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM jobs WHERE is_active')
    const lastPage = Math.ceil(Number(active[0].n) / 30)
    const queries: Array<[string, string, Record<string, string>?]> = [
      ['no filter', '/jobs'],
      ['text search', '/jobs?q=designer'],
      ['three filters', '/jobs?category=Engineering&type=Full-Time&location=Worldwide'],
      ['broad search + filter + sort', '/jobs?q=remote&schedule=Flexible&sort=company'],
      ['favorites', '/jobs?tab=favorites', { cookie: `payload-token=${token}` }],
      ['last page', `/jobs?page=${lastPage}`],
    ]
    const rows = []
    for (const [name, pathAndQuery, headers] of queries) {
      const timing = await timeGet(`${base}${pathAndQuery}`, { headers })
      if (timing.status !== 200) throw new Error(`${pathAndQuery} answered ${timing.status}`)
      rows.push({ query: name, path: pathAndQuery, ...timing })
    }

    const { rows: all } = await pool.query<{ body: string }>(
      `SELECT coalesce(json_agg(j), '[]')::text AS body FROM (
         SELECT j.id, j.job_title, j.company_name, j.company_logo, j.job_description, j.job_type, j.schedule_type,
                ARRAY(SELECT t.text FROM jobs_texts t WHERE t.parent_id = j.id AND t.path = 'hiring_locations' ORDER BY t."order") AS hiring_locations,
                j.education_level, j.category, j.experience_level, j.salary_range, j.posted_date, j.job_url, j.user_id_id AS user_id, j.is_active
           FROM jobs j WHERE j.is_active ORDER BY j.posted_date DESC) j`,
    )
    const allBytes = Buffer.byteLength(all[0].body)
    const allCompressed = gzipSync(all[0].body).length

    console.log(`\n/jobs at ${Number(active[0].n).toLocaleString('en-US')} active jobs (production build, 100 sequential requests each)\n`)
    console.log('query                        first ms   p50 ms   p95 ms   HTML bytes   gzip bytes')
    for (const row of rows) {
      console.log(`${row.query.padEnd(28)} ${row.first.toFixed(1).padStart(8)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p95.toFixed(1).padStart(7)}  ${row.bytes.toLocaleString('en-US').padStart(11)}  ${row.compressedBytes.toLocaleString('en-US').padStart(11)}`)
    }
    console.log('(first: the first request of that URL, its counts not yet cached; p50/p95: the next 100)')
    console.log(`\nevery active job sent to the browser (the spec's approach): ${allBytes.toLocaleString('en-US')} bytes, ${allCompressed.toLocaleString('en-US')} gzipped`)
    const worst = Math.max(...rows.map((row) => row.p95))
    console.log(`goal p95 ≤ ${GOAL_P95_MS} ms: ${worst <= GOAL_P95_MS ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(1)} ms)`)
    await saveResults('jobs', { jobs: Number(active[0].n), queries: rows, allActiveJobs: { bytes: allBytes, gzipBytes: allCompressed }, goalP95Ms: GOAL_P95_MS })
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await pool.end()
    await stopDatabase()
  }
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
