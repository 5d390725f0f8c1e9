/**
 * npm run bench:feed — /feeds/indeed.xml at 100,000 jobs on the production build: the time to the
 * first byte and to the last, the bytes, and the site's resident memory while it streams, against
 * the goals in docs/feeds.md. The whole answer is parsed as it arrives (saxes) and every <job> is
 * checked for the format's required elements. Uses the bench database (scripts/bench/benchSite.ts)
 * and writes bench/results.json ("feed").
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import { SaxesParser } from 'saxes'

import { runSql } from '../../src/lib/db/runSql'
import { listedJobsSql } from '../../src/lib/jobs/listedRule'
import { jobs } from '../../src/payload-generated-schema'

import { startBenchSite } from './benchSite'
import { treeRssBytes } from './processMemory'
import { saveResults } from './results'

const PORT = Number(process.env.BENCH_PORT || 3400)
/** The goals (docs/feeds.md): the whole board within this time, and this much memory at most over the idle site's. */
const GOAL_SECONDS = 60
const GOAL_EXTRA_RSS_MB = 150

const REQUIRED = ['title', 'date', 'referencenumber', 'url', 'company', 'description'] as const

/** Streams the feed through a parser, checking each job as it closes; returns what it found. */
const readFeed = async (url: string, sampleMemory: () => void) => {
  const started = performance.now()
  const response = await fetch(url)
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`)
  const parser = new SaxesParser()
  const references = new Set<string>()
  const problems: string[] = []
  let root = ''
  let jobs = 0
  let current: Record<string, string> | null = null
  let field = ''
  parser.on('opentag', (tag) => {
    if (!root) root = tag.name
    if (tag.name === 'job') current = {}
    else if (current) field = tag.name
  })
  const text = (value: string) => {
    if (current && field) current[field] = (current[field] ?? '') + value
  }
  parser.on('text', text)
  parser.on('cdata', text)
  parser.on('closetag', (tag) => {
    if (tag.name === 'job' && current) {
      jobs++
      const missing = REQUIRED.filter((name) => !current![name]?.trim())
      if (!current.country && !current.remotetype) missing.push('country' as never)
      if (missing.length && problems.length < 5) problems.push(`job ${current.referencenumber ?? jobs}: missing ${missing.join(', ')}`)
      if (references.has(current.referencenumber)) problems.push(`reference ${current.referencenumber} twice`)
      references.add(current.referencenumber)
      current = null
    }
    field = ''
  })
  const decoder = new TextDecoder()
  let firstByteMs = 0
  let bytes = 0
  let chunks = 0
  const reader = response.body.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const chunk = next.value
    if (!firstByteMs) firstByteMs = performance.now() - started
    bytes += chunk.byteLength
    parser.write(decoder.decode(chunk, { stream: true }))
    if (++chunks % 50 === 0) sampleMemory()
  }
  parser.close()
  return { root, jobs, bytes, problems, firstByteMs, totalMs: performance.now() - started }
}

const main = async () => {
  const site = await startBenchSite(PORT)
  try {
    const { rows } = await runSql<{ n: string }>(site.pool, sql`SELECT count(*) AS n FROM ${jobs} WHERE ${listedJobsSql(new Date())}`)
    const listed = Number(rows[0].n)
    // Warm the route once on a narrow search, so the figure is the feed's, not the first compile's.
    await (await fetch(`${site.base}/feeds/indeed.xml?q=no-such-words-anywhere`)).text()
    const idleRss = treeRssBytes(site.serverPid)
    let peakRss = idleRss
    const sample = () => {
      peakRss = Math.max(peakRss, treeRssBytes(site.serverPid))
    }
    const timer = setInterval(sample, 200)
    const result = await readFeed(`${site.base}/feeds/indeed.xml`, sample).finally(() => clearInterval(timer))
    const extraMb = (peakRss - idleRss) / 1024 / 1024
    const seconds = result.totalMs / 1000
    const valid = result.root === 'source' && result.jobs === listed && result.problems.length === 0

    console.log(`\n/feeds/indeed.xml at ${listed.toLocaleString('en-US')} listed jobs (production build)\n`)
    console.log(`jobs in the feed           ${result.jobs.toLocaleString('en-US')}`)
    console.log(`bytes                      ${result.bytes.toLocaleString('en-US')}`)
    console.log(`first byte                 ${result.firstByteMs.toFixed(0)} ms`)
    console.log(`whole feed                 ${seconds.toFixed(1)} s`)
    console.log(`site memory, idle → peak   ${(idleRss / 1024 / 1024).toFixed(0)} MB → ${(peakRss / 1024 / 1024).toFixed(0)} MB (+${extraMb.toFixed(0)} MB)`)
    console.log(`required elements          ${valid ? 'present in every job, references unique' : `PROBLEMS: root <${result.root}>, ${result.problems.join('; ') || `${result.jobs} jobs for ${listed} listed`}`}`)
    const met = valid && seconds <= GOAL_SECONDS && extraMb <= GOAL_EXTRA_RSS_MB
    console.log(`goal ≤ ${GOAL_SECONDS} s and ≤ +${GOAL_EXTRA_RSS_MB} MB, every job valid: ${met ? 'met' : 'NOT met'}`)
    await saveResults('feed', {
      listedJobs: listed,
      jobs: result.jobs,
      bytes: result.bytes,
      firstByteMs: result.firstByteMs,
      seconds,
      idleRssMb: idleRss / 1024 / 1024,
      peakRssMb: peakRss / 1024 / 1024,
      valid,
      goal: { seconds: GOAL_SECONDS, extraRssMb: GOAL_EXTRA_RSS_MB },
      met,
    })
    if (!met) process.exitCode = 1
  } finally {
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
