import { header, type HttpAnswer, REDIRECT_STATUSES } from './httpAnswer'
import { type RequestContext, sendRequest } from './sendRequest'
import type { LinkType } from './types'

export type FollowOutcome =
  | { kind: 'answer'; answer: HttpAnswer; url: URL; redirects: number }
  | { kind: 'error'; error: unknown; url: URL; redirects: number; answered: boolean }
  | { kind: 'loop'; url: URL; redirects: number }
  | { kind: 'too-many-redirects'; url: URL; redirects: number }

export const MAX_REDIRECTS = 10

/**
 * Follows redirects by hand, so each hop goes through the host gates, the cookie jar and the SSRF
 * guard like the first. A URL seen twice already ends it as a loop (once more is allowed: sites
 * set a cookie and send the visitor back).
 */
export const followRedirects = async (
  ctx: RequestContext,
  start: URL,
  method: 'HEAD' | 'GET',
  linkType: LinkType,
  maxRedirects = MAX_REDIRECTS,
): Promise<FollowOutcome> => {
  const visits = new Map<string, number>()
  let url = start
  let redirects = 0
  for (;;) {
    visits.set(url.href, (visits.get(url.href) ?? 0) + 1)
    let answer: HttpAnswer
    try {
      answer = await sendRequest(ctx, url, method, linkType)
    } catch (error) {
      return { kind: 'error', error, url, redirects, answered: redirects > 0 }
    }
    const location = header(answer.headers, 'location')
    if (!REDIRECT_STATUSES.has(answer.status) || !location)
      return { kind: 'answer', answer, url, redirects }
    let next: URL
    try {
      next = new URL(location, url)
    } catch {
      return {
        kind: 'error',
        error: new Error(`redirected to an invalid URL: ${location.slice(0, 100)}`),
        url,
        redirects,
        answered: true,
      }
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      return {
        kind: 'error',
        error: new Error(`redirected to a ${next.protocol} URL`),
        url: next,
        redirects: redirects + 1,
        answered: true,
      }
    }
    redirects++
    if ((visits.get(next.href) ?? 0) >= 2) return { kind: 'loop', url: next, redirects }
    if (redirects > maxRedirects) return { kind: 'too-many-redirects', url: next, redirects }
    url = next
  }
}
