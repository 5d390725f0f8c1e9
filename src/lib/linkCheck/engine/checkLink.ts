import { answerVerdict, closedPostingVerdict } from './answerVerdict'
import { errorKind, errorVerdict, isRetryable } from './classifyError'
import { followRedirects, type FollowOutcome } from './followRedirects'
import type { Clock } from './hostGate'
import { botWall, header, isSuccess } from './httpAnswer'
import { backoffMs, retryAfterMs } from './retryTiming'
import type { RequestContext } from './sendRequest'
import { isSamePage } from './closedPosting'
import type { LinkInput, LinkResult } from './types'

export type LinkContext = RequestContext & {
  clock: Clock
  maxRedirects: number
  /** GET attempts for answers worth retrying (5xx, timeouts, resets). */
  maxAttempts: number
  /** Waits on a 429 before the link is called unknown. */
  maxRateLimitWaits: number
  backoffBaseMs: number
  retryAfterCapMs: number
  resolverHealthy: () => Promise<boolean>
}

type Fields = Omit<LinkResult, keyof LinkInput | 'timeMs'>

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

/** How long to wait before trying again, or null when this outcome is final. */
const retryWait = (
  ctx: LinkContext,
  outcome: FollowOutcome,
  attempt: number,
  rateLimitWaits: number,
): number | null => {
  if (outcome.kind === 'error') {
    return isRetryable(errorKind(outcome.error)) && attempt + 1 < ctx.maxAttempts
      ? backoffMs(attempt, ctx.backoffBaseMs)
      : null
  }
  if (outcome.kind !== 'answer' || botWall(outcome.answer)) return null
  const { status, headers } = outcome.answer
  if (status === 429) {
    if (rateLimitWaits >= ctx.maxRateLimitWaits) return null
    const wait =
      retryAfterMs(header(headers, 'retry-after'), ctx.clock.now(), ctx.retryAfterCapMs) ??
      backoffMs(rateLimitWaits + 1, ctx.backoffBaseMs)
    // The whole host slows down, not just this link: its other links wait their turn too.
    ctx.gateFor(outcome.url).slowDown(wait)
    return 0
  }
  return status >= 500 && attempt + 1 < ctx.maxAttempts
    ? backoffMs(attempt, ctx.backoffBaseMs)
    : null
}

const outcomeFields = async (
  ctx: LinkContext,
  link: LinkInput,
  start: URL,
  outcome: FollowOutcome,
  attempts: number,
): Promise<Fields> => {
  const base = { finalUrl: outcome.url.href, redirects: outcome.redirects }
  if (outcome.kind === 'answer') {
    const verdict = answerVerdict(outcome.answer, {
      start,
      final: outcome.url,
      linkType: link.type,
      attempts,
    })
    return { ...base, ...verdict, httpStatus: outcome.answer.status, networkFailure: false }
  }
  if (outcome.kind === 'loop')
    return {
      ...base,
      status: 'unknown',
      reason: 'redirect loop',
      httpStatus: null,
      networkFailure: false,
    }
  if (outcome.kind === 'too-many-redirects') {
    return {
      ...base,
      status: 'unknown',
      reason: `more than ${ctx.maxRedirects} redirects`,
      httpStatus: null,
      networkFailure: false,
    }
  }
  const kind = errorKind(outcome.error)
  const verdict = errorVerdict(
    kind,
    outcome.error,
    kind === 'no-such-host' ? await ctx.resolverHealthy() : true,
  )
  // A hop after a redirect failing is the site's doing: the checker's network evidently works.
  return {
    ...base,
    ...verdict,
    httpStatus: null,
    networkFailure: verdict.networkFailure && !outcome.answered,
  }
}

/**
 * Checks one link: HEAD first (cheap), GET when HEAD gets anything but a success, with retries and
 * backoff for 5xx, timeouts and resets and Retry-After for 429. A job link that a redirect took to
 * another page has that page read for a closed posting.
 */
export const checkLink = async (ctx: LinkContext, link: LinkInput): Promise<LinkResult> => {
  const startedAt = ctx.clock.now()
  const finish = (fields: Fields): LinkResult => ({
    ...link,
    ...fields,
    timeMs: ctx.clock.now() - startedAt,
  })
  let start: URL
  try {
    start = new URL(link.url.trim())
  } catch {
    return finish({
      status: 'broken',
      reason: 'not a valid URL',
      httpStatus: null,
      finalUrl: link.url,
      redirects: 0,
      networkFailure: false,
    })
  }
  if (!isHttp(start)) {
    return finish({
      status: 'broken',
      reason: `not an http(s) URL`,
      httpStatus: null,
      finalUrl: link.url,
      redirects: 0,
      networkFailure: false,
    })
  }

  const head = await followRedirects(ctx, start, 'HEAD', link.type, ctx.maxRedirects)
  if (head.kind === 'answer' && isSuccess(head.answer.status)) {
    if (link.type === 'job' && !isSamePage(start, head.url)) {
      const moved = closedPostingVerdict(start, head.url, null)
      if (moved)
        return finish({
          ...moved,
          httpStatus: head.answer.status,
          finalUrl: head.url.href,
          redirects: head.redirects,
          networkFailure: false,
        })
      // Read the page the posting was sent to; it may say the job is gone.
      const page = await followRedirects(
        ctx,
        head.url,
        'GET',
        'job',
        ctx.maxRedirects - head.redirects,
      )
      if (page.kind === 'answer' && isSuccess(page.answer.status)) {
        const closed = closedPostingVerdict(start, page.url, page.answer.text)
        const redirects = head.redirects + page.redirects
        if (closed)
          return finish({
            ...closed,
            httpStatus: page.answer.status,
            finalUrl: page.url.href,
            redirects,
            networkFailure: false,
          })
      }
    }
    return finish({
      status: 'valid',
      reason: `HTTP ${head.answer.status}`,
      httpStatus: head.answer.status,
      finalUrl: head.url.href,
      redirects: head.redirects,
      networkFailure: false,
    })
  }

  let attempt = 0
  let rateLimitWaits = 0
  // A 429 to the HEAD already asks for a pause: the GET waits it out like any retry.
  if (head.kind === 'answer' && head.answer.status === 429 && retryWait(ctx, head, 0, 0) !== null)
    rateLimitWaits++
  for (;;) {
    const get = await followRedirects(ctx, start, 'GET', link.type, ctx.maxRedirects)
    const wait = retryWait(ctx, get, attempt, rateLimitWaits)
    if (wait === null) return finish(await outcomeFields(ctx, link, start, get, attempt + 1))
    if (get.kind === 'answer' && get.answer.status === 429) rateLimitWaits++
    else attempt++
    if (wait > 0) await ctx.clock.sleep(wait)
  }
}
