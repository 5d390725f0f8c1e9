import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkLinks, type CheckLinksOptions } from '@/lib/linkCheck/engine/checkLinks'
import type { Resolver } from '@/lib/linkCheck/engine/guardedConnector'
import type { LinkInput, LinkResult } from '@/lib/linkCheck/engine/types'

import {
  closedPort,
  type LinkFixtureServer,
  startLinkFixtureServer,
  startSelfSignedServer,
} from '../helpers/linkFixtureServer'

let fixture: LinkFixtureServer

beforeAll(async () => {
  fixture = await startLinkFixtureServer()
})

afterAll(async () => {
  await fixture?.close()
})

/** A resolver where the canaries exist and nothing else does (a healthy resolver on a test box). */
const healthyResolver: Resolver = async (name) => {
  if (name === 'example.com') return [{ address: '93.184.215.14', family: 4 }]
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
}

const fast = (extra: CheckLinksOptions = {}): CheckLinksOptions => ({
  allow: new Set([fixture.allow]),
  resolve: healthyResolver,
  hostSpacingMs: 0,
  backoffBaseMs: 10,
  requestTimeoutMs: 1_000,
  connectTimeoutMs: 1_000,
  ...extra,
})

const check = async (
  path: string,
  type: LinkInput['type'] = 'job',
  extra: CheckLinksOptions = {},
): Promise<LinkResult> => {
  const url = path.startsWith('/') ? fixture.url(path) : path
  const { results } = await checkLinks([{ name: path, url, type }], fast(extra))
  return results[0]
}

const methodsFor = (path: string) =>
  fixture.requests.filter((request) => request.path === path).map((request) => request.method)

describe('status rules', () => {
  it('200 is valid, with status, final URL, redirect count, time and reason', async () => {
    const result = await check('/ok')
    expect(result).toMatchObject({
      status: 'valid',
      httpStatus: 200,
      finalUrl: fixture.url('/ok'),
      redirects: 0,
      reason: 'HTTP 200',
      networkFailure: false,
    })
    expect(result.timeMs).toBeGreaterThanOrEqual(0)
  })

  it('404 and 410 are broken, confirmed by GET after HEAD', async () => {
    expect(await check('/not-found')).toMatchObject({
      status: 'broken',
      httpStatus: 404,
      reason: 'HTTP 404',
    })
    expect(await check('/gone')).toMatchObject({ status: 'broken', httpStatus: 410 })
    expect(methodsFor('/not-found')).toEqual(['HEAD', 'GET'])
  })

  it('401, 403 and 999 are blocked: the site refuses robots, the page may well be there', async () => {
    expect(await check('/unauthorized')).toMatchObject({ status: 'blocked', httpStatus: 401 })
    expect(await check('/forbidden')).toMatchObject({ status: 'blocked', httpStatus: 403 })
    expect(await check('/linkedin')).toMatchObject({ status: 'blocked', httpStatus: 999 })
  })

  it('a Cloudflare challenge is blocked, even as a 503, and is not retried', async () => {
    expect(await check('/cloudflare')).toMatchObject({
      status: 'blocked',
      reason: 'HTTP 403: Cloudflare challenge',
    })
    expect(await check('/cloudflare-503')).toMatchObject({
      status: 'blocked',
      httpStatus: 503,
      reason: 'HTTP 503: Cloudflare challenge',
    })
    expect(methodsFor('/cloudflare-503')).toEqual(['HEAD', 'GET'])
  })

  it('a host name that does not exist is broken (NXDOMAIN)', async () => {
    expect(await check('http://no-such-host.invalid/jobs/1')).toMatchObject({
      status: 'broken',
      reason: 'no such host (NXDOMAIN)',
      httpStatus: null,
    })
  })

  it('a resolver failing for known names too makes "no such host" unknown, not broken', async () => {
    const deadResolver: Resolver = async (name) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
    }
    const result = await check('http://no-such-host.invalid/', 'job', { resolve: deadResolver })
    expect(result).toMatchObject({ status: 'unknown', networkFailure: true })
    expect(result.reason).toMatch(/resolver/)
    const temporary: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' })
    }
    expect(
      await check('http://jobs.acme.test/', 'job', { resolve: temporary, maxAttempts: 1 }),
    ).toMatchObject({ status: 'unknown', reason: 'resolver failure (EAI_AGAIN)' })
  })

  it('a refused connection is broken', async () => {
    const port = await closedPort()
    const result = await check(`http://127.0.0.1:${port}/jobs/1`, 'job', {
      allow: new Set([`127.0.0.1:${port}`]),
    })
    expect(result).toMatchObject({
      status: 'broken',
      reason: 'connection refused',
      networkFailure: true,
    })
  })

  it('a bad certificate is tls_error', async () => {
    const tls = await startSelfSignedServer()
    try {
      const result = await check(tls.url, 'company', { allow: new Set([tls.allow]) })
      expect(result.status).toBe('tls_error')
      expect(result.reason).toMatch(/^TLS: /)
    } finally {
      await tls.close()
    }
  })

  it('links that are not http(s) or not URLs at all are broken without a request', async () => {
    expect(await check('mailto:jobs@acme.test')).toMatchObject({
      status: 'broken',
      reason: 'not an http(s) URL',
    })
    expect(await check('not a url')).toMatchObject({ status: 'broken', reason: 'not a valid URL' })
  })
})

describe('HEAD first, GET when HEAD is not a success', () => {
  it('a page that refuses HEAD (405) is valid by GET', async () => {
    expect(await check('/head-not-allowed')).toMatchObject({ status: 'valid', httpStatus: 200 })
    expect(methodsFor('/head-not-allowed')).toEqual(['HEAD', 'GET'])
  })

  it('a server that answers HEAD with 404 but serves the page is valid', async () => {
    expect(await check('/head-lies')).toMatchObject({ status: 'valid' })
  })

  it('a valid page costs one HEAD request and no body', async () => {
    fixture.resetCounts()
    await check('/ok', 'company')
    expect(methodsFor('/ok')).toEqual(['HEAD'])
  })

  it('sends a user agent naming the site and a contact URL', async () => {
    fixture.resetCounts()
    await check('/ok', 'company', {
      userAgent:
        'Mozilla/5.0 (compatible; RemotePassportLinkChecker/1.0; +https://remotepassport.example/)',
    })
    expect(fixture.requests[0].headers['user-agent']).toContain(
      'RemotePassportLinkChecker/1.0; +https://remotepassport.example/',
    )
  })
})

describe('redirects', () => {
  it('follows a chain hop by hop and reports the final URL and the number of redirects', async () => {
    expect(await check('/chain/4')).toMatchObject({
      status: 'valid',
      redirects: 4,
      finalUrl: fixture.url('/chain/0'),
    })
  })

  it('stops after 10 redirects', async () => {
    expect(await check('/chain/10')).toMatchObject({ status: 'valid', redirects: 10 })
    expect(await check('/chain/11')).toMatchObject({
      status: 'unknown',
      reason: 'more than 10 redirects',
    })
  })

  it('a redirect loop is unknown, not broken', async () => {
    expect(await check('/loop-a')).toMatchObject({ status: 'unknown', reason: 'redirect loop' })
  })

  it('keeps cookies through the run, so a cookie wall lets the checker in', async () => {
    expect(await check('/cookie-wall', 'company')).toMatchObject({ status: 'valid', redirects: 1 })
  })
})

describe('closed postings', () => {
  it('a job redirected to a page saying the job is gone is broken', async () => {
    const result = await check('/jobs/closed')
    expect(result).toMatchObject({
      status: 'broken',
      finalUrl: fixture.url('/closed-notice'),
      redirects: 1,
    })
    expect(result.reason).toBe('closed posting: the page says "no longer available"')
  })

  it('costs two requests: HEAD the posting, GET the page it was sent to; an error redirect settles it at once', async () => {
    fixture.resetCounts()
    await check('/jobs/closed')
    expect(fixture.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'HEAD /jobs/closed',
      'GET /closed-notice',
    ])
    fixture.resetCounts()
    await check('/jobs/ats-error')
    expect(fixture.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'HEAD /jobs/ats-error',
    ])
    fixture.resetCounts()
    // Sent to another page that is missing: its one GET (no HEAD, no second GET) is the verdict.
    const missing = await check(fixture.url(`/redirect?to=${encodeURIComponent('/nothing-here')}`))
    expect(missing).toMatchObject({ status: 'broken', httpStatus: 404, redirects: 1 })
    expect(
      fixture.requests
        .filter((request) => request.path === '/nothing-here')
        .map((request) => request.method),
    ).toEqual(['GET'])
  })

  it('reads compressed pages', async () => {
    expect((await check('/jobs/gzip')).reason).toBe(
      'closed posting: the page says "position has been filled"',
    )
  })

  it('an applicant-tracking error redirect (?error=true) is broken', async () => {
    expect(await check('/jobs/ats-error')).toMatchObject({
      status: 'broken',
      reason: 'closed posting: redirected to an error page (?error=true)',
    })
  })

  it('a posting redirected up to its job list is broken', async () => {
    expect(await check('/jobs/acme/123')).toMatchObject({
      status: 'broken',
      reason: 'closed posting: redirected to the job list',
    })
  })

  it("a posting's own page titled 'Job not found' is broken, a posting that merely mentions the words is not", async () => {
    fixture.resetCounts()
    expect(await check('/jobs/inline-closed')).toMatchObject({ status: 'valid' })
    expect(methodsFor('/jobs/inline-closed')).toEqual(['HEAD'])
    // HEAD succeeded at the same URL, so the body was not read; through GET (HEAD refused) it is,
    // and on the posting's own page only the title and top headings count.
    expect(await check('/jobs/inline-closed?head=405')).toMatchObject({
      status: 'broken',
      reason: 'closed posting: the page says "job not found"',
    })
    expect(await check('/jobs/mentions-closed?head=405')).toMatchObject({ status: 'valid' })
    // A page the posting was redirected to counts wherever it says so.
    expect(await check(fixture.url('/redirect?to=/jobs/mentions-closed'))).toMatchObject({
      status: 'broken',
    })
  })

  it('a job moved to another open posting is valid; company links may redirect anywhere', async () => {
    expect(await check('/jobs/moved')).toMatchObject({ status: 'valid', redirects: 1 })
    expect(await check('/jobs/closed', 'company')).toMatchObject({ status: 'valid' })
  })
})

describe('retries', () => {
  it('retries 5xx with backoff until the page answers', async () => {
    expect(await check('/flaky?fail=2')).toMatchObject({ status: 'valid' })
    expect(methodsFor('/flaky?fail=2')).toEqual(['HEAD', 'GET', 'GET'])
  })

  it('a page that keeps failing with 5xx is unknown after the last try', async () => {
    expect(await check('/always-500', 'job', { maxAttempts: 3 })).toMatchObject({
      status: 'unknown',
      reason: 'HTTP 500 after 3 tries',
    })
    // The HEAD was the first of the three tries.
    expect(methodsFor('/always-500')).toEqual(['HEAD', 'GET', 'GET'])
  })

  it('timeouts are retried, then unknown; a reset connection too', async () => {
    const hang = await check('/hang', 'job', { requestTimeoutMs: 200, maxAttempts: 2 })
    expect(hang).toMatchObject({ status: 'unknown', httpStatus: null })
    expect(hang.reason).toMatch(/^timed out/)
    expect(methodsFor('/hang')).toEqual(['HEAD', 'GET'])
    expect(await check('/reset', 'job', { maxAttempts: 2 })).toMatchObject({
      status: 'unknown',
      networkFailure: true,
    })
  })

  it('timeouts on a host that answers other links are not counted as network failures', async () => {
    const { results } = await checkLinks(
      [
        { name: 'fine', url: fixture.url('/ok'), type: 'job' },
        { name: 'stuck', url: fixture.url('/hang?x=2'), type: 'job' },
      ],
      fast({ requestTimeoutMs: 200, maxAttempts: 1 }),
    )
    expect(results[1]).toMatchObject({
      status: 'unknown',
      reason: 'timed out (the host answers other links)',
      networkFailure: false,
    })
  })
})

describe('a run', () => {
  it('keeps the order of its input, checks a shared URL once, and counts', async () => {
    fixture.resetCounts()
    const links: LinkInput[] = [
      { name: 'A', url: fixture.url('/ok'), type: 'company', id: 1 },
      { name: 'B', url: fixture.url('/not-found'), type: 'job', id: 2 },
      { name: 'C', url: fixture.url('/ok'), type: 'job', id: 3 },
    ]
    const progress: number[] = []
    const report = await checkLinks(
      links,
      fast({ onResult: (_result, done) => progress.push(done) }),
    )
    expect(report.results.map((result) => [result.name, result.id, result.status])).toEqual([
      ['A', 1, 'valid'],
      ['B', 2, 'broken'],
      ['C', 3, 'valid'],
    ])
    expect(report.summary).toMatchObject({
      total: 3,
      valid: 2,
      broken: 1,
      blocked: 0,
      unknown: 0,
      tls_error: 0,
    })
    expect(report.inconclusive).toBe(false)
    expect(progress).toEqual([1, 2, 3])
    expect(methodsFor('/ok')).toEqual(['HEAD'])
  })

  it('is inconclusive when most links get no answer at all (the safety valve)', async () => {
    const port = await closedPort()
    const links: LinkInput[] = [1, 2, 3, 4].map((n) => ({
      name: `dead ${n}`,
      url: `http://127.0.0.1:${port}/jobs/${n}`,
      type: 'job',
    }))
    links.push({ name: 'fine', url: fixture.url('/ok'), type: 'job' })
    const report = await checkLinks(
      links,
      fast({ allow: new Set([fixture.allow, `127.0.0.1:${port}`]) }),
    )
    expect(report.summary).toMatchObject({ broken: 4, networkFailures: 4 })
    expect(report.inconclusive).toBe(true)
  })

  it('an empty list is a run with nothing to report', async () => {
    expect(await checkLinks([], fast())).toMatchObject({
      results: [],
      summary: { total: 0 },
      inconclusive: false,
    })
  })
})
