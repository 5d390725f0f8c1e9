import { answerVerdict, closedPostingVerdict } from './answerVerdict'
import { errorKind, errorVerdict, isRetryable } from './classifyError'
import { isSamePage } from './closedPosting'
import { followRedirects, type FollowOutcome } from './followRedirects'
import type { Clock } from './hostGate'
import { botWall, header, isSuccess } from './httpAnswer'
import { backoffMs, retryAfterMs } from './retryTiming'
import type { RequestContext } from './sendRequest'
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

type Answered = FollowOutcome & { kind: 'answer' }

/** After this many links of one host ended still rate limited, the host is not asked again. */
const HOST_RATE_LIMIT_GIVE_UPS = 2

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

const isRateLimited = (outcome: FollowOutcome) =>
  outcome.kind === 'answer' && outcome.answer.status === 429 && !botWall(outcome.answer)

/**
 * A 429 pauses its whole host for as long as Retry-After asks (capped), so every link of that host
 * waits, this one included. Returns whether this link may try again after the pause.
 */
const honourRateLimit = (ctx: LinkContext, outcome: Answered, waits: number) => {
  const gate = ctx.gateFor(outcome.url)
  const asked = retryAfterMs(
    header(outcome.answer.headers, 'retry-after'),
    ctx.clock.now(),
    ctx.retryAfterCapMs,
  )
  gate.slowDown(asked ?? backoffMs(waits + 1, ctx.backoffBaseMs))
  return waits < ctx.maxRateLimitWaits && gate.rateLimitGiveUps < HOST_RATE_LIMIT_GIVE_UPS
}

/** How long to back off before another GET after a 5xx, a timeout or a reset, or null. */
const backoff = (ctx: LinkContext, outcome: FollowOutcome, attempt: number): number | null => {
  if (attempt + 1 >= ctx.maxAttempts) return null
  if (outcome.kind === 'error')
    return isRetryable(errorKind(outcome.error)) ? backoffMs(attempt, ctx.backoffBaseMs) : null
  if (outcome.kind !== 'answer' || botWall(outcome.answer)) return null
  const { status } = outcome.answer
  return status >= 500 && status <= 599 ? backoffMs(attempt, ctx.backoffBaseMs) : null
}

const outcomeFields = async (
  ctx: LinkContext,
  link: LinkInput,
  start: URL,
  outcome: FollowOutcome,
  {
    attempts,
    priorRedirects,
    answeredBefore,
  }: { attempts: number; priorRedirects: number; answeredBefore: boolean },
): Promise<Fields> => {
  const base = {
    finalUrl: outcome.url.href,
    redirects: priorRedirects + outcome.redirects,
    httpStatus: null,
  }
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
    return { ...base, status: 'unknown', reason: 'redirect loop', networkFailure: false }
  if (outcome.kind === 'too-many-redirects') {
    return {
      ...base,
      status: 'unknown',
      reason: `more than ${ctx.maxRedirects} redirects`,
      networkFailure: false,
    }
  }
  const kind = errorKind(outcome.error)
  const verdict = errorVerdict(
    kind,
    outcome.error,
    kind === 'no-such-host' ? await ctx.resolverHealthy() : true,
  )
  // Once anything of this link answered, the checker's own network evidently works.
  return {
    ...base,
    ...verdict,
    networkFailure: verdict.networkFailure && !outcome.answered && !answeredBefore,
  }
}

/**
 * Checks one link: HEAD first (cheap), GET from the hop where HEAD got anything but a success, with
 * retries and backoff for 5xx, timeouts and resets and Retry-After for 429. A job link that a
 * redirect took to another page has that page read for a closed posting.
 */
export const checkLink = async (ctx: LinkContext, link: LinkInput): Promise<LinkResult> => {
  const startedAt = ctx.clock.now()
  const finish = (fields: Fields): LinkResult => ({
    ...link,
    ...fields,
    timeMs: ctx.clock.now() - startedAt,
  })
  const invalid = (reason: string) =>
    finish({
      status: 'broken',
      reason,
      httpStatus: null,
      finalUrl: link.url,
      redirects: 0,
      networkFailure: false,
    })
  let start: URL
  try {
    start = new URL(link.url.trim())
  } catch {
    return invalid('not a valid URL')
  }
  if (!isHttp(start)) return invalid('not an http(s) URL')
  if (ctx.gateFor(start).rateLimitGiveUps >= HOST_RATE_LIMIT_GIVE_UPS) {
    // The host kept answering 429 after every wait: asking again would only be rude.
    const reason = 'HTTP 429: the host keeps rate limiting; not asked again this run'
    return finish({
      status: 'unknown',
      reason,
      httpStatus: null,
      finalUrl: start.href,
      redirects: 0,
      networkFailure: false,
    })
  }

  const head = await followRedirects(ctx, start, 'HEAD', link.type, ctx.maxRedirects)
  if (head.kind === 'answer' && isSuccess(head.answer.status)) {
    const found = {
      httpStatus: head.answer.status,
      finalUrl: head.url.href,
      redirects: head.redirects,
      networkFailure: false,
    }
    if (link.type === 'job' && !isSamePage(start, head.url)) {
      const moved = closedPostingVerdict(start, head.url, null)
      if (moved) return finish({ ...found, ...moved })
      // Read the page the posting was sent to: it may say the job is gone.
      const page = await followRedirects(
        ctx,
        head.url,
        'GET',
        'job',
        ctx.maxRedirects - head.redirects,
      )
      if (page.kind === 'answer' && isSuccess(page.answer.status)) {
        const closed = closedPostingVerdict(start, page.url, page.answer.text)
        if (closed)
          return finish({
            ...found,
            ...closed,
            finalUrl: page.url.href,
            redirects: head.redirects + page.redirects,
          })
      }
    }
    return finish({ ...found, status: 'valid', reason: `HTTP ${head.answer.status}` })
  }

  // GET where HEAD stopped (the redirects before it worked); a HEAD loop is walked again by GET.
  const fromHop = (head.kind === 'answer' || head.kind === 'error') && isHttp(head.url)
  const getFrom = fromHop ? head.url : start
  const priorRedirects = fromHop ? head.redirects : 0
  const answeredBefore = head.kind !== 'error' || head.answered
  // A HEAD that met a 5xx, a timeout or a reset was the first try already.
  let attempt = backoff(ctx, head, 0) === null ? 0 : 1
  let rateLimitWaits = 0
  // A 429 to the HEAD already asks for a pause: the GET waits it out.
  const mayWaitOn429 = isRateLimited(head)
    ? honourRateLimit(ctx, head as Answered, rateLimitWaits++)
    : true
  for (;;) {
    const get = await followRedirects(
      ctx,
      getFrom,
      'GET',
      link.type,
      ctx.maxRedirects - priorRedirects,
    )
    const fields = () =>
      outcomeFields(ctx, link, start, get, {
        attempts: attempt + 1,
        priorRedirects,
        answeredBefore,
      })
    if (isRateLimited(get)) {
      if (honourRateLimit(ctx, get as Answered, rateLimitWaits++) && mayWaitOn429) continue
      ctx.gateFor(get.url).rateLimitGiveUps++
      return finish(await fields())
    }
    const wait = backoff(ctx, get, attempt)
    if (wait === null) return finish(await fields())
    attempt++
    await ctx.clock.sleep(wait)
  }
}
