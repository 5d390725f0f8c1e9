/**
 * npm run bench — every benchmark of the project, one after another, then one table of their
 * headline figures (all figures are in bench/results.json).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '../lib/environment'

const BENCHES = ['bench:jobs', 'bench:feed', 'bench:pages', 'bench:links', 'bench:ai', 'bench:weight', 'lighthouse']

const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
const failed: string[] = []
for (const name of BENCHES.filter((bench) => scripts[bench])) {
  console.log(`\n=== npm run ${name}`)
  const { status } = spawnSync('npm', ['run', name], { cwd: root, stdio: 'inherit' })
  if (status !== 0) failed.push(name)
}

const file = path.join(root, 'bench/results.json')
const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
const rows: Array<[string, string, string]> = []
type Query = { query: string; p95: number }
if (results.jobs) {
  const worst = (results.jobs.queries as Query[]).reduce((a, b) => (a.p95 > b.p95 ? a : b))
  rows.push(['/jobs at 100,000 jobs, worst p95', `${worst.p95.toFixed(1)} ms (${worst.query})`, '≤ 60 ms'])
}
if (results.feed) {
  const feed = results.feed
  rows.push(['/feeds/indeed.xml, whole board', `${feed.jobs.toLocaleString('en-US')} jobs in ${feed.seconds.toFixed(1)} s, +${(feed.peakRssMb - feed.idleRssMb).toFixed(0)} MB`, `≤ ${feed.goal.seconds} s, ≤ +${feed.goal.extraRssMb} MB`])
}
if (results.pages) {
  type PageRow = { path: string; share: number; met: boolean }
  const pages = results.pages.pages as PageRow[]
  const worst = pages.reduce((a, b) => (a.share < b.share ? a : b))
  rows.push(['pages meeting their throughput goal', `${pages.filter((page) => page.met).length} of ${pages.length} (lowest ${worst.share.toFixed(3)}, ${worst.path})`, 'all'])
}
if (results.links) {
  const ours = results.links.remotePassport
  rows.push(['link checker, 2,000 links, vs the ideal', `${ours.ratio.toFixed(2)}× (${ours.seconds.toFixed(1)} s), ${ours.exact} right`, '≤ 1.5×'])
}
if (results.ai) {
  type Task = { task: string; p50: number; goal: number }
  const worst = (results.ai.tasks as Task[]).reduce((a, b) => (a.p50 / a.goal > b.p50 / b.goal ? a : b))
  rows.push(['AI tools, slowest p50 against its goal', `${worst.p50.toFixed(1)} ms (${worst.task})`, `< ${worst.goal} ms`])
  const heldOut = results.ai.resumeFieldsByGroup?.['real, held out'] as { accuracy: number; right: number; total: number; resumes: number } | undefined
  if (heldOut?.resumes) rows.push(['resume fields, real resumes held out', `${(heldOut.accuracy * 100).toFixed(1)}% (${heldOut.right}/${heldOut.total})`, '≥ 90%'])
}
if (results.weight) {
  const jobs = results.weight.pages.find((page: { page: string }) => page.page === '/jobs')
  rows.push(['/jobs first-load JavaScript', `${(jobs.jsGzipBytes / 1024).toFixed(1)} KB gzipped`, '< 150 KB'])
  rows.push(['every active job vs the /jobs page', `${Math.round(results.weight.jobsPageRatio)}×`, 'the spec sends them all'])
}
if (results.lighthouse) {
  for (const page of results.lighthouse.pages) rows.push([`Lighthouse ${page.page}`, `${page.performance} / ${page.accessibility} / ${page['best-practices']} / ${page.seo}`, '≥ 95 / 100 / 100 / 100'])
}
console.log('\nbenchmark                                    result                          goal')
for (const [name, result, goal] of rows) console.log(`${name.padEnd(44)} ${result.padEnd(31)} ${goal}`)
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`)
  process.exit(1)
}
