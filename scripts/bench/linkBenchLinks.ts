import type { LinkInput } from '../../src/lib/linkCheck/engine/types'
import { LINK_KINDS } from './linkBenchMix'

const range = (prefix: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}.${from + i}`)

/** 100 ordinary hosts, 5 that rate-limit, 2 that answer 429 forever, 10 addresses nobody serves. */
export const BENCH_HOSTS = {
  general: range('127.0.1', 1, 100),
  rateLimited: range('127.0.1', 101, 5),
  always429: range('127.0.1', 106, 2),
  nothingListens: range('127.0.2', 1, 10),
}

export const servedAddresses = () => [
  ...BENCH_HOSTS.general,
  ...BENCH_HOSTS.rateLimited,
  ...BENCH_HOSTS.always429,
]

export type BenchLink = LinkInput & { kind: string }

/** The 2,000 links, spread over the hosts and shuffled (seeded: every run checks the same list). */
export const buildBenchLinks = (port: number): BenchLink[] => {
  const links: BenchLink[] = []
  let spread = 0
  for (const { kind, count, hosts } of LINK_KINDS) {
    const pool =
      kind === 'refused'
        ? BENCH_HOSTS.nothingListens
        : hosts === 'rate-limited'
          ? BENCH_HOSTS.rateLimited
          : hosts === 'always-429'
            ? BENCH_HOSTS.always429
            : BENCH_HOSTS.general
    for (let i = 0; i < count; i++) {
      const host = pool[(pool === BENCH_HOSTS.general ? spread++ : i) % pool.length]
      links.push({
        name: `${kind} ${i}`,
        url: `http://${host}:${port}/${kind}/${i}`,
        type: 'job',
        kind,
      })
    }
  }
  // A board's links come in no particular order.
  let seed = 20261122
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let i = links.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[links[i], links[j]] = [links[j], links[i]]
  }
  return links
}

/** The page linkinator starts from: every link once. */
export const benchIndexHtml = (links: BenchLink[]) =>
  `<!doctype html><html><body>${links.map((link) => `<a href="${link.url}">${link.name}</a>`).join('\n')}</body></html>`
