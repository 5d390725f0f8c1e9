/**
 * npm run bench:links — the link checker against 2,000 local links of every kind (200 ms latency
 * each), timed against the ideal (links × latency ÷ concurrency), and its verdicts beside those of
 * the open-source checker linkinator on the same URLs. The links are served by a child process on
 * 107 loopback addresses. Prints tables; writes bench/results.json ("links").
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { check as linkinatorCheck, LinkState } from 'linkinator'
import { request } from 'undici'

import { checkLinks } from '../../src/lib/linkCheck/engine/checkLinks'
import type { LinkStatus } from '../../src/lib/linkCheck/engine/types'
import { linkCheckerUserAgent } from '../../src/lib/linkCheck/runs/engineOptions'
import { root } from '../lib/environment'
import { BENCH_HOSTS, type BenchLink, buildBenchLinks } from './linkBenchLinks'
import { LINK_KINDS, TOTAL_LINKS } from './linkBenchMix'
import { saveResults } from './results'

const PORT = Number(process.env.BENCH_LINKS_PORT || 3480)
const LATENCY_MS = 200
const CONCURRENCY = 32
const GOAL_RATIO = 1.5
const control = `http://${BENCH_HOSTS.general[0]}:${PORT}/__bench`

const startServer = async () => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'scripts/bench/linkBenchServerProcess.ts'),
      String(PORT),
      String(LATENCY_MS),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)))
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
  })
  return child
}

const controlCall = async (what: 'reset' | 'requests') =>
  (await request(`${control}/${what}`)).body.text()

type Verdicts = Map<string, string>

const tally = (links: BenchLink[], verdicts: Verdicts, kind: string) => {
  const counts = new Map<string, number>()
  for (const link of links.filter((entry) => entry.kind === kind)) {
    const verdict = verdicts.get(link.url) ?? 'no verdict'
    counts.set(verdict, (counts.get(verdict) ?? 0) + 1)
  }
  return [...counts].map(([verdict, n]) => `${verdict} ${n}`).join(', ')
}

/** linkinator says OK, BROKEN or SKIPPED: read as valid, broken, or no verdict. */
const linkinatorAsStatus = (state: string) =>
  state === LinkState.OK ? 'valid' : state === LinkState.BROKEN ? 'broken' : 'skipped'

/** The two mistakes that matter on a job board: a live posting called broken, a dead one called valid. */
const mistakes = (links: BenchLink[], verdicts: Verdicts) => {
  const truth = new Map(LINK_KINDS.map((kind) => [kind.kind, kind.truth as LinkStatus]))
  const counts = { exact: 0, liveCalledBroken: 0, deadCalledValid: 0 }
  for (const link of links) {
    const verdict = verdicts.get(link.url)
    const expected = truth.get(link.kind)
    if (verdict === expected) counts.exact++
    if (verdict === 'broken' && expected !== 'broken') counts.liveCalledBroken++
    if (verdict === 'valid' && expected === 'broken') counts.deadCalledValid++
  }
  return counts
}

const runOurs = async (links: BenchLink[]) => {
  await controlCall('reset')
  const started = performance.now()
  const report = await checkLinks(links, {
    allow: new Set(
      Object.values(BENCH_HOSTS)
        .flat()
        .map((host) => `${host}:${PORT}`),
    ),
    concurrency: CONCURRENCY,
    userAgent: linkCheckerUserAgent('http://localhost:3000'),
  })
  const seconds = (performance.now() - started) / 1000
  return {
    seconds,
    requests: Number(await controlCall('requests')),
    report,
    verdicts: new Map(report.results.map((result) => [result.url, result.status])) as Verdicts,
  }
}

/**
 * linkinator with its retries on. It retries a 429 that carries Retry-After without limit, so the
 * links of a host that answers 429 for ever would keep it running for ever: those are skipped.
 */
const runLinkinator = async () => {
  await controlCall('reset')
  const started = performance.now()
  const indexUrl = `http://${BENCH_HOSTS.general[0]}:${PORT}/index.html`
  const result = await linkinatorCheck({
    path: indexUrl,
    recurse: false,
    concurrency: CONCURRENCY,
    timeout: 20_000,
    retry: true,
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 1_000,
    linksToSkip: ['/always-429/'],
  })
  const seconds = (performance.now() - started) / 1000
  const verdicts: Verdicts = new Map(
    result.links
      .filter((link) => link.url !== indexUrl && !link.url.includes('/always-429/'))
      .map((link) => [link.url, linkinatorAsStatus(link.state)]),
  )
  return { seconds, requests: Number(await controlCall('requests')), verdicts }
}

const main = async () => {
  const links = buildBenchLinks(PORT)
  if (links.length !== TOTAL_LINKS) throw new Error('the mix does not add up')
  const ideal = (links.length * LATENCY_MS) / CONCURRENCY / 1000
  const server = await startServer()
  try {
    console.log(
      `${links.length.toLocaleString('en-US')} links on ${Object.values(BENCH_HOSTS).flat().length} hosts, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}: ideal ${ideal.toFixed(1)} s`,
    )
    const ours = await runOurs(links)
    const theirs = await runLinkinator()
    const ourMistakes = mistakes(links, ours.verdicts)
    const theirMistakes = mistakes(links, theirs.verdicts)

    console.log(
      '\nchecker          wall s   × ideal   requests   right verdicts   live called broken   dead called valid',
    )
    for (const [name, run, wrong] of [
      ['Remote Passport', ours, ourMistakes],
      ['linkinator', theirs, theirMistakes],
    ] as const) {
      console.log(
        `${name.padEnd(15)} ${run.seconds.toFixed(1).padStart(7)}   ${(run.seconds / ideal).toFixed(2).padStart(7)}   ${String(run.requests).padStart(8)}   ${`${wrong.exact}/${links.length}`.padStart(14)}   ${String(wrong.liveCalledBroken).padStart(18)}   ${String(wrong.deadCalledValid).padStart(17)}`,
      )
    }
    const requestBound = (ours.requests * LATENCY_MS) / CONCURRENCY / 1000
    console.log(
      `goal ≤ ${GOAL_RATIO}× ideal: ${ours.seconds / ideal <= GOAL_RATIO ? 'met' : 'NOT met'} (its ${ours.requests} requests alone take ${requestBound.toFixed(1)} s at ${CONCURRENCY} in flight)`,
    )
    console.log('(linkinator skips the 10 always-429 links: it retries them without end)\n')

    const rows = LINK_KINDS.map((kind) => ({
      ...kind,
      ours: tally(links, ours.verdicts, kind.kind),
      linkinator: tally(links, theirs.verdicts, kind.kind),
    }))
    console.log('kind              links  truth    Remote Passport                linkinator')
    for (const row of rows)
      console.log(
        `${row.kind.padEnd(17)} ${String(row.count).padStart(5)}  ${row.truth.padEnd(8)} ${row.ours.padEnd(30)} ${row.linkinator}`,
      )

    await saveResults('links', {
      links: links.length,
      hosts: Object.values(BENCH_HOSTS).flat().length,
      latencyMs: LATENCY_MS,
      concurrency: CONCURRENCY,
      idealSeconds: ideal,
      goalRatio: GOAL_RATIO,
      remotePassport: {
        seconds: ours.seconds,
        ratio: ours.seconds / ideal,
        requests: ours.requests,
        requestBoundSeconds: requestBound,
        ...ourMistakes,
        summary: ours.report.summary,
        inconclusive: ours.report.inconclusive,
      },
      linkinator: {
        seconds: theirs.seconds,
        ratio: theirs.seconds / ideal,
        requests: theirs.requests,
        ...theirMistakes,
        skipped: ['always-429'],
      },
      byKind: rows,
    })
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
