import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkLinks, type CheckLinksOptions } from '@/lib/linkCheck/engine/checkLinks'
import { retryAfterMs } from '@/lib/linkCheck/engine/retryTiming'
import type { LinkInput } from '@/lib/linkCheck/engine/types'

import { type LinkFixtureServer, startLinkFixtureServer } from '../helpers/linkFixtureServer'

let fixture: LinkFixtureServer
let other: LinkFixtureServer

beforeAll(async () => {
  fixture = await startLinkFixtureServer()
  other = await startLinkFixtureServer({ host: '127.0.0.3' })
})

afterAll(async () => {
  await fixture?.close()
  await other?.close()
})

const options = (extra: CheckLinksOptions = {}): CheckLinksOptions => ({
  allow: new Set([fixture.allow, other.allow]),
  hostSpacingMs: 0,
  backoffBaseMs: 10,
  requestTimeoutMs: 5_000,
  ...extra,
})

const links = (
  server: LinkFixtureServer,
  count: number,
  path: (n: number) => string,
): LinkInput[] =>
  Array.from({ length: count }, (_, n) => ({
    name: `link ${n}`,
    url: server.url(path(n)),
    type: 'company',
  }))

describe('per-host limits', () => {
  it('never has more than perHost requests in flight to one host, however high the overall limit', async () => {
    fixture.resetCounts()
    const report = await checkLinks(
      links(fixture, 12, (n) => `/count/${n}?ms=60`),
      options({ concurrency: 32, perHost: 2 }),
    )
    expect(report.summary.valid).toBe(12)
    expect(fixture.maxInFlight()).toBe(2)
  })

  it('spaces the starts of requests to one host', async () => {
    fixture.resetCounts()
    await checkLinks(
      links(fixture, 5, (n) => `/count/spaced-${n}?ms=1`),
      options({ perHost: 2, hostSpacingMs: 80 }),
    )
    const starts = fixture.requests.map((request) => request.at)
    const gaps = starts.slice(1).map((at, i) => at - starts[i])
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(70)
  })

  it('works on other hosts at the same time, up to the overall limit', async () => {
    fixture.resetCounts()
    other.resetCounts()
    const started = Date.now()
    await checkLinks(
      [
        ...links(fixture, 6, (n) => `/count/a${n}?ms=150`),
        ...links(other, 6, (n) => `/count/b${n}?ms=150`),
      ],
      options({ concurrency: 4, perHost: 2 }),
    )
    expect(fixture.maxInFlight()).toBe(2)
    expect(other.maxInFlight()).toBe(2)
    // 12 links, 4 at a time, 150 ms each: about 450 ms, not the 900 ms of one host at a time.
    expect(Date.now() - started).toBeLessThan(800)
  })
})

describe('429 and Retry-After', () => {
  it('waits as long as Retry-After says, then gets the page', async () => {
    fixture.resetCounts()
    const started = Date.now()
    const { results } = await checkLinks(
      [{ name: 'x', url: fixture.url('/rate-limited/a?after=1'), type: 'job' }],
      options(),
    )
    expect(results[0]).toMatchObject({ status: 'valid' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('slows the whole host: its other links wait out the pause too', async () => {
    fixture.resetCounts()
    await checkLinks(
      [
        { name: 'limited', url: fixture.url('/rate-limited/b?after=1'), type: 'job' },
        ...links(fixture, 3, (n) => `/count/after-429-${n}?ms=1`),
      ],
      options({ perHost: 1 }),
    )
    const limited = fixture.requests.find(
      (request) => request.path.startsWith('/rate-limited/b') && request.method === 'GET',
    )!
    const later = fixture.requests.filter((request) => request.at > limited.at)
    // After the 429 nothing reaches the host for about a second.
    expect(later[0].at - limited.at).toBeGreaterThanOrEqual(900)
  })

  it('a host still answering 429 after the waits is unknown, not broken', async () => {
    const { results } = await checkLinks(
      [{ name: 'x', url: fixture.url('/always-429?after=0'), type: 'job' }],
      options({ maxRateLimitWaits: 2 }),
    )
    expect(results[0]).toMatchObject({
      status: 'unknown',
      httpStatus: 429,
      reason: 'HTTP 429: still rate limited after waiting',
    })
  })

  it('stops asking a host that stayed rate limited for two links: its other links are unknown at once', async () => {
    fixture.resetCounts()
    const { results } = await checkLinks(
      [1, 2, 3, 4].map((n) => ({
        name: `x${n}`,
        url: fixture.url(`/always-429/${n}?after=0`),
        type: 'job' as const,
      })),
      options({ maxRateLimitWaits: 1, perHost: 1 }),
    )
    expect(results.map((result) => result.status)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ])
    expect(results[3].reason).toBe(
      'HTTP 429: the host keeps rate limiting; not asked again this run',
    )
    expect(
      fixture.requests.filter((request) => request.path.startsWith('/always-429/4')),
    ).toHaveLength(0)
  })

  it('caps Retry-After (60 s by default)', async () => {
    const started = Date.now()
    const { results } = await checkLinks(
      [{ name: 'x', url: fixture.url('/always-429?after=3600'), type: 'job' }],
      options({ retryAfterCapMs: 200, maxRateLimitWaits: 1 }),
    )
    expect(results[0].status).toBe('unknown')
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(retryAfterMs('3600', 0)).toBe(60_000)
    expect(retryAfterMs('2', 0)).toBe(2_000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 0)).toBe(10_000)
    expect(retryAfterMs('soon', 0)).toBeNull()
  })

  it('a paused host does not hold up the others', async () => {
    other.resetCounts()
    const started = Date.now()
    const report = await checkLinks(
      [
        { name: 'limited', url: fixture.url('/rate-limited/c?after=2'), type: 'job' },
        ...links(other, 4, (n) => `/count/free-${n}?ms=20`),
      ],
      options({ concurrency: 2, perHost: 1 }),
    )
    const lastOther = Math.max(...other.requests.map((request) => request.at))
    expect(lastOther - started).toBeLessThan(1_000)
    expect(report.summary.valid).toBe(5)
  })
})
