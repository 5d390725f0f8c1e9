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
  const moved = !isSamePage(start, final)
  if (moved) {
    const errorPage = looksLikeAtsErrorPage(final)
    if (errorPage)
      return {
        status: 'broken',
        reason: `closed posting: redirected to an error page (${errorPage})`,
      }
    if (redirectedUpTheTree(start, final))
      return { status: 'broken', reason: 'closed posting: redirected to the job list' }
  }
  if (text) {
    const phrase = closedPhraseIn(plainText(moved ? text : headlines(text)))
    if (phrase) return { status: 'broken', reason: `closed posting: the page says "${phrase}"` }
  }
  return null
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
