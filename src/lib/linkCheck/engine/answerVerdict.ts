import {
  closedPhraseIn,
  headlines,
  isSamePage,
  looksLikeAtsErrorPage,
  plainText,
  redirectedUpTheTree,
} from './closedPosting'
import { BLOCKED_STATUSES, botWall, type HttpAnswer, isSuccess } from './httpAnswer'
import type { LinkStatus, LinkType } from './types'

export type Verdict = { status: LinkStatus; reason: string }

/** A posting sent to an applicant-tracking error page or up to its job list: the redirect says it all. */
export const closedByRedirect = (start: URL, target: URL): Verdict | null => {
  if (isSamePage(start, target)) return null
  const errorPage = looksLikeAtsErrorPage(target)
  if (errorPage)
    return {
      status: 'broken',
      reason: `closed posting: redirected to an error page (${errorPage})`,
    }
  if (redirectedUpTheTree(start, target))
    return { status: 'broken', reason: 'closed posting: redirected to the job list' }
  return null
}

/**
 * A job link that answered 200 somewhere: still broken when it was sent from the posting to an
 * error page or up to the job list, or when the page says the posting closed (anywhere on a page
 * it was redirected to; in the title or top headings when the posting's own page says it).
 */
export const closedPostingVerdict = (
  start: URL,
  final: URL,
  text: string | null,
): Verdict | null => {
  const redirect = closedByRedirect(start, final)
  if (redirect) return redirect
  if (!text) return null
  const phrase = closedPhraseIn(plainText(isSamePage(start, final) ? headlines(text) : text))
  return phrase ? { status: 'broken', reason: `closed posting: the page says "${phrase}"` } : null
}

/** The verdict on the answer a link ended with (redirects already followed). */
export const answerVerdict = (
  answer: HttpAnswer,
  {
    start,
    final,
    linkType,
    attempts,
  }: { start: URL; final: URL; linkType: LinkType; attempts: number },
): Verdict => {
  const { status } = answer
  if (isSuccess(status)) {
    return (
      (linkType === 'job' && closedPostingVerdict(start, final, answer.text)) || {
        status: 'valid',
        reason: `HTTP ${status}`,
      }
    )
  }
  if (status === 404 || status === 410) return { status: 'broken', reason: `HTTP ${status}` }
  const wall = botWall(answer)
  if (wall) return { status: 'blocked', reason: `HTTP ${status}: ${wall}` }
  if (BLOCKED_STATUSES.has(status))
    return { status: 'blocked', reason: `HTTP ${status}: the site refuses robots` }
  if (status === 429)
    return { status: 'unknown', reason: 'HTTP 429: still rate limited after waiting' }
  if (status >= 500) return { status: 'unknown', reason: `HTTP ${status} after ${attempts} tries` }
  if (status >= 300 && status < 400)
    return { status: 'unknown', reason: `HTTP ${status} without a usable Location` }
  return { status: 'unknown', reason: `HTTP ${status}` }
}
