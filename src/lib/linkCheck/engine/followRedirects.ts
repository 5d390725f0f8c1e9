import { header, type HttpAnswer, REDIRECT_STATUSES } from './httpAnswer'
import { type RequestContext, sendRequest } from './sendRequest'
import type { LinkType } from './types'

type Method = 'HEAD' | 'GET'

export type FollowOutcome =
  | { kind: 'answer'; answer: HttpAnswer; url: URL; redirects: number; method: Method }
  | {
      kind: 'error'
      error: unknown
      url: URL
      redirects: number
      answered: boolean
      method: Method
    }
  | { kind: 'stopped'; status: number; url: URL; redirects: number }
  | { kind: 'loop'; url: URL; redirects: number }
  | { kind: 'too-many-redirects'; url: URL; redirects: number }

export const MAX_REDIRECTS = 10

/**
 * What to do with a redirect: follow it, follow it with GET from here on (its page will have to be
 * read), or stop (the target alone settles the verdict).
 */
export type OnRedirect = (from: URL, to: URL) => 'follow' | 'get' | 'stop'

/**
 * Follows redirects by hand, so each hop goes through the host gates, the cookie jar and the SSRF
 * guard like the first. A URL seen twice already ends it as a loop (once more is allowed: sites
 * set a cookie and send the visitor back).
 */
export const followRedirects = async (
  ctx: RequestContext,
  start: URL,
  firstMethod: Method,
  linkType: LinkType,
  {
    maxRedirects = MAX_REDIRECTS,
    onRedirect = () => 'follow',
  }: { maxRedirects?: number; onRedirect?: OnRedirect } = {},
): Promise<FollowOutcome> => {
  const visits = new Map<string, number>()
  let url = start
  let method = firstMethod
  let redirects = 0
  const failed = (error: Error, at: URL, hops: number) =>
    ({ kind: 'error', error, url: at, redirects: hops, answered: true, method }) as const
  for (;;) {
    visits.set(url.href, (visits.get(url.href) ?? 0) + 1)
    let answer: HttpAnswer
    try {
      answer = await sendRequest(ctx, url, method, linkType)
    } catch (error) {
      return { kind: 'error', error, url, redirects, answered: redirects > 0, method }
    }
    const location = header(answer.headers, 'location')
    if (!REDIRECT_STATUSES.has(answer.status) || !location)
      return { kind: 'answer', answer, url, redirects, method }
    let next: URL
    try {
      next = new URL(location, url)
    } catch {
      return failed(
        new Error(`redirected to an invalid URL: ${location.slice(0, 100)}`),
        url,
        redirects,
      )
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      return failed(new Error(`redirected to a ${next.protocol} URL`), next, redirects + 1)
    }
    redirects++
    const action = onRedirect(url, next)
    if (action === 'stop') return { kind: 'stopped', status: answer.status, url: next, redirects }
    if (action === 'get') method = 'GET'
    if ((visits.get(next.href) ?? 0) >= 2) return { kind: 'loop', url: next, redirects }
    if (redirects > maxRedirects) return { kind: 'too-many-redirects', url: next, redirects }
    url = next
  }
}
