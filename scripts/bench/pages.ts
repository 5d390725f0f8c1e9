/**
 * npm run bench:pages — how many visitors each kind of page serves: autocannon at 32 connections
 * against the production build (100,000 jobs), every content page, a company page, a
 * job page, /jobs and /jobs with a search, a filter and a sort. Each figure is a share of the same
 * server's /robots.txt throughput in the same run (a page that costs nothing to render), so the
 * ratios hold on any machine. Writes bench/results.json ("pages").
 */
import { readdirSync } from 'node:fs'

import autocannon from 'autocannon'
import { request } from 'undici'

import { SITEMAP_PAGES } from '../../src/lib/feeds/sitemap'

import { startBenchSite } from './benchSite'
import { saveResults } from './results'

const PORT = Number(process.env.BENCH_PAGES_PORT || 3430)
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS || 10)
const CONNECTIONS = 32
const P99_GOAL_MS = 300

/** The jobs board's own routes; every other page the sitemap lists is a content page. */
const BOARD = new Set(['/', '/jobs', '/companies', '/submit-job'])

/** Every guide page the bench site is seeded with (seed/guides/{slug}.json). */
const GUIDES = readdirSync('seed/guides')
  .filter((file) => file.endsWith('.json'))
  .map((file) => `/${file.replace(/\.json$/, '')}`)

/** The content pages: guides, directories, the employer page and the four AI tools. */
const CONTENT: string[] = [...SITEMAP_PAGES.filter((path) => !BOARD.has(path)), ...GUIDES]

/** Share of /robots.txt each kind of page must reach and the HTML it may weigh (docs/benchmarks.md, Fast pages). */
type Page = { path: string; kind: string; minShare: number; maxHtmlKb?: number; vary?: (n: number) => string }

const WORDS = ['engineer', 'designer', 'manager', 'data', 'senior', 'support', 'product', 'marketing', 'sales', 'remote', 'analyst', 'developer', 'lead', 'writer', 'ops', 'finance', 'react', 'python', 'cloud', 'security']
const CATEGORIES = ['Engineering', 'Design', 'Marketing', 'Sales', 'Customer Support', 'Data', 'Operations', 'Product', 'Finance', 'HR', 'Legal', 'Other']
const SORTS = ['date', 'company', 'title']

/** The n-th of 720 searches, each a word, a category and a sort: none repeats within a 10 s run. */
const nthSearch = (n: number) =>
  `/jobs?q=${WORDS[n % WORDS.length]}&category=${encodeURIComponent(CATEGORIES[Math.floor(n / WORDS.length) % CATEGORIES.length])}&sort=${SORTS[Math.floor(n / (WORDS.length * CATEGORIES.length)) % SORTS.length]}`

const pagesOf = (job: string, company: string | null): Page[] => [
  ...CONTENT.map((path) => ({ path, kind: 'content', minShare: 0.5, maxHtmlKb: path === '/nomad-visas' ? 150 : undefined })),
  ...(company ? [{ path: company, kind: 'company', minShare: 0.5 }] : []),
  { path: job, kind: 'job', minShare: 0.5 },
  { path: '/jobs', kind: '/jobs', minShare: 0.3, maxHtmlKb: 120 },
  { path: '/jobs?q=engineer&category=Engineering&sort=company', kind: 'search', minShare: 0.1 },
  // The same, but a search no one asked for before on every request: none is served from the cache.
  { path: '/jobs?q={word}&category={category}&sort={sort}', kind: 'new search', minShare: 0.1, vary: nthSearch },
]

const hammer = (url: string, vary?: (n: number) => string, duration = SECONDS) => {
  let n = 1
  const requests = vary ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: vary(n++) }) }] : undefined
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, requests }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

const htmlBytes = async (url: string) => {
  const response = await request(url, { headers: { 'accept-encoding': 'identity' } })
  const body = await response.body.text()
  return { status: response.statusCode, bytes: Buffer.byteLength(body) }
}

const main = async () => {
  const site = await startBenchSite(PORT)
  const rows = []
  try {
    const { rows: jobs } = await site.pool.query<{ slug: string }>("SELECT slug FROM jobs WHERE is_active AND slug LIKE 'bench-job-%' ORDER BY id LIMIT 1")
    // A company page at its canonical address (/company/{slug}), the one with the most listed jobs.
    const { rows: companies } = await site.pool.query<{ slug: string }>(
      `SELECT c.slug FROM companies c LEFT JOIN jobs j ON j.company_name = c.name AND j.is_active
        WHERE c.slug IS NOT NULL GROUP BY c.id, c.slug ORDER BY count(j.id) DESC, c.id LIMIT 1`,
    )
    const pages = pagesOf(`/jobs/${jobs[0].slug}`, companies[0] ? `/company/${companies[0].slug}` : null)
    // A freshly started server is still compiling its code paths: warm it before the baseline.
    for (const path of ['/robots.txt', ...pages.filter((page) => !page.vary).map((page) => page.path)]) await htmlBytes(`${site.base}${path}`)
    await hammer(`${site.base}/robots.txt`, undefined, 3)
    console.log(`/robots.txt: ${CONNECTIONS} connections for ${SECONDS} s…`)
    const baseline = await hammer(`${site.base}/robots.txt`)
    for (const page of pages) {
      // A varied page is weighed by its first search; the run starts at the second.
      const html = await htmlBytes(`${site.base}${page.vary ? page.vary(0) : page.path}`)
      console.log(`${page.path}: ${CONNECTIONS} connections for ${SECONDS} s…`)
      const result = await hammer(`${site.base}${page.vary ? page.vary(0) : page.path}`, page.vary)
      const share = result.requests.average / baseline.requests.average
      rows.push({
        ...page,
        status: html.status,
        perSecond: result.requests.average,
        share,
        p99: result.latency.p99,
        htmlKb: html.bytes / 1024,
        errors: result.errors + result.timeouts + result.non2xx,
        met: share >= page.minShare && result.latency.p99 < P99_GOAL_MS && (!page.maxHtmlKb || html.bytes / 1024 <= page.maxHtmlKb),
      })
    }
    console.log(`\n/robots.txt: ${baseline.requests.average.toFixed(0)} requests/s (p99 ${baseline.latency.p99} ms): the 1.0 every share is of\n`)
    console.log('page                                                   req/s   share    goal   p99 ms   HTML KB   errors   met')
    for (const row of rows) {
      const goal = `≥ ${row.minShare}`
      console.log(
        `${row.path.padEnd(52)} ${row.perSecond.toFixed(0).padStart(7)} ${row.share.toFixed(3).padStart(7)} ${goal.padStart(7)} ${String(row.p99).padStart(8)} ${row.htmlKb.toFixed(0).padStart(9)}${row.maxHtmlKb ? `/${row.maxHtmlKb}` : ''} ${String(row.errors).padStart(8)}   ${row.met ? 'yes' : 'no'}`,
      )
    }
    const met = rows.filter((row) => row.met).length
    console.log(`\n${met} of ${rows.length} pages meet their goal (share of /robots.txt, p99 under ${P99_GOAL_MS} ms, HTML size where one is set)`)
    await saveResults('pages', { connections: CONNECTIONS, seconds: SECONDS, robotsPerSecond: baseline.requests.average, pages: rows })
  } finally {
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
