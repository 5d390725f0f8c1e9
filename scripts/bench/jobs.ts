/**
 * npm run bench:jobs — /jobs at 100,000 jobs on the production build: p50 and p95 of the server
 * response and its bytes for typical queries, against the bytes of sending every active job to
 * the browser. Uses its own database (.data/bench-postgres, or
 * BENCH_DATABASE_URL) and port; prints a table and writes bench/results.json ("jobs").
 */
import { gzipSync } from 'node:zlib'

import { everyActiveJobJson, startBenchSite } from './benchSite'
import { timeGet } from './httpTiming'
import { saveResults } from './results'

const PORT = Number(process.env.BENCH_PORT || 3400)
const GOAL_P95_MS = 40

const main = async () => {
  const site = await startBenchSite(PORT)
  const { base, pool, memberToken: token } = site
  try {
    const { rows: active } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM jobs WHERE is_active')
    const lastPage = Math.ceil(Number(active[0].n) / 30)
    const queries: Array<[string, string, Record<string, string>?]> = [
      ['no filter', '/jobs'],
      ['text search', '/jobs?q=designer'],
      ['three filters', '/jobs?category=Engineering&type=Full-Time&location=Worldwide'],
      ['broad search + filter + sort', '/jobs?q=remote&schedule=Flexible&sort=company'],
      ['where you live + hours + pay', '/jobs?livesIn=PT&tz=Europe%2FLisbon&minSalary=80000'],
      ['highest salary', '/jobs?sort=salary'],
      // As a browser sends it: the session cookie with Sec-Fetch-Site (Payload refuses cross-site cookies).
      ['favorites', '/jobs?tab=favorites', { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }],
      ['last page', `/jobs?page=${lastPage}`],
    ]
    const signedIn = await (await fetch(`${base}/jobs?tab=favorites`, { headers: queries.find(([name]) => name === 'favorites')![2] })).text()
    if (!signedIn.includes('Showing 30 of 40 jobs')) throw new Error('the favorites query is not signed in: its figures would mean nothing')
    const rows = []
    for (const [name, pathAndQuery, headers] of queries) {
      const timing = await timeGet(`${base}${pathAndQuery}`, { headers })
      if (timing.status !== 200) throw new Error(`${pathAndQuery} answered ${timing.status}`)
      rows.push({ query: name, path: pathAndQuery, ...timing })
    }

    const allJson = await everyActiveJobJson(pool)
    const allBytes = Buffer.byteLength(allJson)
    const allCompressed = gzipSync(allJson).length

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
    await site.stop()
  }
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
