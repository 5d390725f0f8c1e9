/**
 * npm run load — autocannon against the production build serving 100,000 jobs: /jobs with a mix
 * of searches and filters, then the jobs REST API, each at 100 concurrent connections for 30 s.
 * Prints requests per second, latency percentiles and errors; writes bench/results.json ("load").
 */
import autocannon from 'autocannon'

import { startBenchSite } from './bench/benchSite'
import { saveResults } from './bench/results'

const PORT = Number(process.env.LOAD_PORT || 3410)
const SECONDS = Number(process.env.LOAD_SECONDS || 30)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 100)

const SCENARIOS = {
  '/jobs (filter mix)': [
    '/jobs',
    '/jobs?q=designer',
    '/jobs?category=Engineering&type=Full-Time',
    '/jobs?location=Worldwide&sort=company',
    '/jobs?q=engineer&schedule=Flexible&education=Bachelor%27s+Degree',
    '/jobs?salary=%2460k+-+%2480k&page=3',
    '/jobs?category=Design&category=Product&sort=title',
  ],
  'jobs REST API': ['/api/jobs?limit=20&depth=0', '/api/jobs?where[category][equals]=Data&limit=20&depth=0', '/api/jobs?sort=-posted_date&page=50&limit=20&depth=0'],
}

const run = (base: string, paths: string[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    let next = 0
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    process.once('SIGINT', () => instance.stop())
  })

const main = async () => {
  const site = await startBenchSite(PORT)
  const rows = []
  try {
    for (const [name, paths] of Object.entries(SCENARIOS)) {
      console.log(`${name}: ${CONNECTIONS} connections for ${SECONDS} s…`)
      const result = await run(site.base, paths)
      rows.push({
        scenario: name,
        requests: result.requests.total,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      })
    }
  } finally {
    await site.stop()
  }
  console.log('\nscenario              requests   req/s   p50 ms   p99 ms   max ms   errors   non-2xx')
  for (const row of rows) {
    console.log(
      `${row.scenario.padEnd(20)} ${String(row.requests).padStart(9)} ${row.perSecond.toFixed(0).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.max).padStart(8)} ${String(row.errors).padStart(8)} ${String(row.non2xx).padStart(9)}`,
    )
  }
  await saveResults('load', { connections: CONNECTIONS, seconds: SECONDS, scenarios: rows })
  if (rows.some((row) => row.errors || row.non2xx)) {
    console.error('Some requests failed.')
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
