import { closedByRedirect, closedPostingVerdict } from './answerVerdict'
import { errorKind, isRetryable } from './classifyError'
import { isSamePage } from './closedPosting'
import { followRedirects, type FollowOutcome, type OnRedirect } from './followRedirects'
import type { Clock } from './hostGate'
import { botWall, header, isSuccess } from './httpAnswer'
import { type Fields, outcomeFields } from './linkOutcome'
import { backoffMs, retryAfterMs } from './retryTiming'
import type { RequestContext } from './sendRequest'
import type { LinkInput, LinkResult } from './types'

export type LinkContext = RequestContext & {
  clock: Clock
  maxRedirects: number
  /** Tries for answers worth retrying (5xx, timeouts, resets), the HEAD included. */
  maxAttempts: number
  /** Waits on a 429 before the link is called unknown. */
  maxRateLimitWaits: number
  backoffBaseMs: number
  retryAfterCapMs: number
  resolverHealthy: () => Promise<boolean>
}

type Answered = FollowOutcome & { kind: 'answer' }

/** After this many links of one host ended still rate limited, the host is not asked again. */
const HOST_RATE_LIMIT_GIVE_UPS = 2

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

const isRateLimited = (outcome: FollowOutcome): outcome is Answered =>
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

/** Whether an outcome is worth another try: a 5xx (not a bot wall), a timeout, a reset. */
const retryable = (outcome: FollowOutcome) => {
  if (outcome.kind === 'error') return isRetryable(errorKind(outcome.error))
  if (outcome.kind !== 'answer' || botWall(outcome.answer)) return false
  return outcome.answer.status >= 500 && outcome.answer.status <= 599
}

/**
 * How a job link's redirects are walked: a redirect to an applicant-tracking error page or up to
 * the job list settles it (broken) without a request more; a redirect to another page switches to
 * GET, since that page will have to be read for a closed-posting notice.
 */
const jobRedirects =
  (start: URL): OnRedirect =>
  (_from, to) =>
    closedByRedirect(start, to) ? 'stop' : isSamePage(start, to) ? 'follow' : 'get'

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
  const noRequest = (status: Fields['status'], reason: string, finalUrl = link.url) =>
    finish({ status, reason, httpStatus: null, finalUrl, redirects: 0, networkFailure: false })
  let start: URL
  try {
    start = new URL(link.url.trim())
  } catch {
    return noRequest('broken', 'not a valid URL')
  }
  if (!isHttp(start)) return noRequest('broken', 'not an http(s) URL')
  if (ctx.gateFor(start).rateLimitGiveUps >= HOST_RATE_LIMIT_GIVE_UPS) {
    // The host kept answering 429 after every wait: asking again would only be rude.
    return noRequest(
      'unknown',
      'HTTP 429: the host keeps rate limiting; not asked again this run',
      start.href,
    )
  }

  const walk = {
    maxRedirects: ctx.maxRedirects,
    onRedirect: link.type === 'job' ? jobRedirects(start) : undefined,
  }
  const settled = (outcome: FollowOutcome & { kind: 'stopped' }, priorRedirects = 0) =>
    finish({
      ...closedByRedirect(start, outcome.url)!,
      httpStatus: outcome.status,
      finalUrl: outcome.url.href,
      redirects: priorRedirects + outcome.redirects,
      networkFailure: false,
    })

  const head = await followRedirects(ctx, start, 'HEAD', link.type, walk)
  if (head.kind === 'stopped') return settled(head)
  if (head.kind === 'answer' && isSuccess(head.answer.status)) {
    const closed =
      link.type === 'job' ? closedPostingVerdict(start, head.url, head.answer.text) : null
    const verdict = closed ?? { status: 'valid' as const, reason: `HTTP ${head.answer.status}` }
    return finish({
      ...verdict,
      httpStatus: head.answer.status,
      finalUrl: head.url.href,
      redirects: head.redirects,
      networkFailure: false,
    })
  }

  // GET where the walk stopped (the redirects before it worked); a loop is walked again by GET. A
  // walk that had switched to GET already made the first GET.
  const fromHop = (head.kind === 'answer' || head.kind === 'error') && isHttp(head.url)
  const getFrom = fromHop ? head.url : start
  const priorRedirects = fromHop ? head.redirects : 0
  const answeredBefore = head.kind !== 'error' || head.answered
  let reuse: FollowOutcome | null =
    (head.kind === 'answer' || head.kind === 'error') && head.method === 'GET' ? head : null
  // A HEAD that met a 5xx, a timeout or a reset was the first try already.
  let attempt = !reuse && retryable(head) ? 1 : 0
  let backoffs = 0
  let rateLimitWaits = 0
  // A 429 to the HEAD already asks for a pause: the GET waits it out.
  const mayWaitOn429 = isRateLimited(head) ? honourRateLimit(ctx, head, rateLimitWaits++) : true
  for (;;) {
    const get =
      reuse ??
      (await followRedirects(ctx, getFrom, 'GET', link.type, {
        ...walk,
        maxRedirects: ctx.maxRedirects - priorRedirects,
      }))
    const prior = get === reuse ? 0 : priorRedirects
    reuse = null
    if (get.kind === 'stopped') return settled(get, prior)
    const fields = () =>
      outcomeFields(ctx, link, start, get, {
        attempts: attempt + 1,
        priorRedirects: prior,
        answeredBefore,
      })
    if (isRateLimited(get)) {
      if (honourRateLimit(ctx, get, rateLimitWaits++) && mayWaitOn429) continue
      ctx.gateFor(get.url).rateLimitGiveUps++
      return finish(await fields())
    }
    if (!retryable(get) || attempt + 1 >= ctx.maxAttempts) return finish(await fields())
    attempt++
    await ctx.clock.sleep(backoffMs(backoffs++, ctx.backoffBaseMs))
  }
}
