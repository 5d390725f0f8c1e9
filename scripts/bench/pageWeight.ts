/**
 * npm run bench:weight — what a first visit downloads: the HTML and the JavaScript of /, /jobs and
 * /nomad-visas on the production build (gzip, as browsers ask for it), against sending every
 * active job to the browser. Writes bench/results.json ("weight").
 */
import { request } from 'undici'

import { everyActiveJobJson, startBenchSite } from './benchSite'
import { saveResults } from './results'

const PORT = Number(process.env.BENCH_WEIGHT_PORT || 3420)
const PAGES = ['/', '/jobs', '/nomad-visas']
const GOAL_JOBS_JS_KB = 150

const download = async (url: string) => {
  const response = await request(url, { headers: { 'accept-encoding': 'gzip' } })
  const body = Buffer.from(await response.body.arrayBuffer())
  return { body, bytes: body.length, status: response.statusCode }
}

const plainText = async (url: string) => {
  const response = await request(url, { headers: { 'accept-encoding': 'identity' } })
  return response.body.text()
}

const main = async () => {
  const site = await startBenchSite(PORT)
  const rows = []
  try {
    for (const page of PAGES) {
      const html = await plainText(`${site.base}${page}`)
      const compressedHtml = (await download(`${site.base}${page}`)).bytes
      // Modern browsers skip noModule scripts (the legacy polyfills): they are not downloaded.
      const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/nomodule/i.test(match[0]))
      const scripts = [...new Set(tags.map((match) => match[1]))]
      let jsBytes = 0
      for (const src of scripts) jsBytes += (await download(new URL(src, site.base).toString())).bytes
      rows.push({ page, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: compressedHtml, scripts: scripts.length, jsGzipBytes: jsBytes })
    }
    const everyJob = Buffer.byteLength(await everyActiveJobJson(site.pool))
    const jobs = rows.find((row) => row.page === '/jobs')!
    console.log('\npage            HTML bytes   HTML gzip   scripts   JS gzip')
    for (const row of rows) {
      console.log(`${row.page.padEnd(14)} ${row.htmlBytes.toLocaleString('en-US').padStart(11)} ${row.htmlGzipBytes.toLocaleString('en-US').padStart(11)} ${String(row.scripts).padStart(9)} ${row.jsGzipBytes.toLocaleString('en-US').padStart(9)}`)
    }
    const ratio = everyJob / jobs.htmlBytes
    console.log(`\n/jobs first-load JavaScript: ${(jobs.jsGzipBytes / 1024).toFixed(1)} KB gzipped (goal under ${GOAL_JOBS_JS_KB} KB: ${jobs.jsGzipBytes / 1024 < GOAL_JOBS_JS_KB ? 'met' : 'NOT met'})`)
    console.log(`every active job as JSON (the spec's approach): ${everyJob.toLocaleString('en-US')} bytes, ${ratio.toFixed(0)}× the /jobs page's HTML`)
    await saveResults('weight', { pages: rows, everyActiveJobBytes: everyJob, jobsPageRatio: ratio, goalJobsJsKb: GOAL_JOBS_JS_KB })
  } finally {
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
