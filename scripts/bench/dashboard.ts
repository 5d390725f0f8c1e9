/**
 * npm run bench:dashboard — the admin dashboard at 100,000 jobs: each block's query with the cache
 * missed (p50/p95 of 30 runs), all of an admin's blocks together, and the rendered /admin page for
 * an admin on the production build. Its own embedded database (.data/bench-dashboard-postgres,
 * port 54520) and port 3520; prints a table and writes bench/results.json ("dashboard").
 */
import path from 'node:path'

import { type DashboardBlock } from '../../src/lib/dashboard/dashboardBlocks'
import { BLOCK_QUERIES, dashboardData } from '../../src/lib/dashboard/dashboardData'
import { startEmbeddedPostgres } from '../../src/lib/db/embeddedPostgres'
import { root } from '../lib/environment'
import { startBenchSite } from './benchSite'
import { loadDashboardBench } from './dashboardData'
import { timeGet } from './httpTiming'
import { saveResults } from './results'

const PORT = Number(process.env.BENCH_PORT || 3520)
const RUNS = 30
const GOAL_MS = 1000
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

const timeRuns = async (run: () => Promise<unknown>) => {
  await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

const main = async () => {
  const db = await startEmbeddedPostgres({
    dataDir: path.join(root, '.data/bench-dashboard-postgres'),
    port: Number(process.env.BENCH_DASHBOARD_PG_PORT || 54520),
    database: 'rp_bench_dashboard',
  })
  Object.assign(process.env, {
    BENCH_DATABASE_URL: db.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  })
  const site = await startBenchSite(PORT)
  const { pool, base } = site
  try {
    const { rows: loaded } = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM ai_tool_calls',
    )
    if (Number(loaded[0].n) === 0) {
      console.log('Loading subscribers, alerts, link checks and AI calls…')
      await loadDashboardBench(pool)
    }
    const { rows: counts } = await pool.query<{ jobs: string; pending: string }>(
      "SELECT count(*) AS jobs, count(*) FILTER (WHERE review_status = 'pending') AS pending FROM jobs",
    )
    const now = new Date()
    const rows: { what: string; p50: number; p95: number }[] = []
    for (const block of Object.keys(BLOCK_QUERIES) as DashboardBlock[]) {
      rows.push({ what: block, ...(await timeRuns(() => BLOCK_QUERIES[block](pool, now))) })
    }
    const admin = { collection: 'users', roles: ['admin'] }
    rows.push({
      what: 'all blocks (admin, cache missed)',
      ...(await timeRuns(() => dashboardData(pool, admin, now))),
    })

    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    // As a browser sends it: the session cookie with Sec-Fetch-Site (Payload refuses cross-site cookies).
    const signedIn = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }
    const page = await timeGet(`${base}/admin`, { runs: RUNS, warmup: 3, headers: signedIn })
    if (page.status !== 200) throw new Error(`/admin answered ${page.status}`)
    const html = await (await fetch(`${base}/admin`, { headers: signedIn })).text()
    if (!html.includes('staff-dashboard'))
      throw new Error('/admin did not render the dashboard: its figures would mean nothing')

    // A job changes: its commit's NOTIFY drops the cached job blocks, so the next /admin reads them again.
    const afterChange: number[] = []
    for (let i = 0; i < 10; i++) {
      await pool.query('UPDATE jobs SET updated_at = now() WHERE id = (SELECT min(id) FROM jobs)')
      await new Promise((resolve) => setTimeout(resolve, 500))
      const started = performance.now()
      await (await fetch(`${base}/admin`, { headers: signedIn })).text()
      afterChange.push(performance.now() - started)
    }
    afterChange.sort((a, b) => a - b)
    const changed = { p50: percentile(afterChange, 50), max: afterChange[afterChange.length - 1] }

    console.log(
      `\nAdmin dashboard at ${Number(counts[0].jobs).toLocaleString('en-US')} jobs (${Number(counts[0].pending).toLocaleString('en-US')} pending), 20,000 subscribers, 5,000 alerts, 10 link checks, 30 days of AI calls\n`,
    )
    console.log('query                              p50 ms   p95 ms')
    for (const row of rows)
      console.log(
        `${row.what.padEnd(34)} ${row.p50.toFixed(1).padStart(6)}  ${row.p95.toFixed(1).padStart(7)}`,
      )
    console.log(
      `/admin page (admin, production)    ${page.p50.toFixed(1).padStart(6)}  ${page.p95.toFixed(1).padStart(7)}   (first request after start ${page.first.toFixed(0)} ms)`,
    )
    console.log(
      `/admin after a job changed             ${changed.p50.toFixed(1).padStart(6)}  ${changed.max.toFixed(1).padStart(7)} (max of 10)`,
    )
    const worst = Math.max(page.p95, changed.max)
    console.log(
      `\ngoal: /admin under ${GOAL_MS} ms once the server is warm: ${worst < GOAL_MS ? 'met' : 'NOT met'} (worst ${worst.toFixed(0)} ms)`,
    )
    await saveResults('dashboard', {
      jobs: Number(counts[0].jobs),
      queries: rows,
      adminPage: page,
      adminPageAfterJobChange: changed,
      goalMs: GOAL_MS,
    })
  } finally {
    await site.stop()
    await db.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
