import type { Dispatcher } from 'undici'

import { CookieJar } from '../../linkCheck/engine/cookieJar'
import { followRedirects } from '../../linkCheck/engine/followRedirects'
import { HostGate, realClock } from '../../linkCheck/engine/hostGate'
import { isSuccess } from '../../linkCheck/engine/httpAnswer'

export type CareersPage = { url: string; html: string } | { url: string; error: string }

/**
 * A company's careers page, read the way the link checker reads a page (its SSRF-guarded
 * dispatcher, its user agent, its 15-second and 128 KB limits, redirects followed hop by hop
 * through the guard). Where it ends matters too: many careers links redirect to the hiring system.
 */
export const readCareersPage = async (link: string, { dispatcher, userAgent }: { dispatcher: Dispatcher; userAgent: string }): Promise<CareersPage> => {
  let start: URL
  try {
    start = new URL(link)
  } catch {
    return { url: link, error: 'Not a web address' }
  }
  const gate = new HostGate({ perHost: 1, spacingMs: 0 }, realClock)
  const outcome = await followRedirects(
    {
      dispatcher,
      gateFor: () => gate,
      requestSlots: new HostGate({ perHost: 1, spacingMs: 0 }, realClock),
      jar: new CookieJar(realClock.now),
      userAgent,
      requestTimeoutMs: 15_000,
      bodyCapBytes: 128 * 1024,
    },
    start,
    'GET',
    // A job's page is the kind whose HTML the checker reads.
    'job',
  )
  if (outcome.kind !== 'answer') return { url: outcome.url.href, error: outcome.kind === 'error' ? 'No answer' : 'Too many redirects' }
  if (!isSuccess(outcome.answer.status)) return { url: outcome.url.href, error: `HTTP ${outcome.answer.status}` }
  return { url: outcome.url.href, html: outcome.answer.text ?? '' }
}
