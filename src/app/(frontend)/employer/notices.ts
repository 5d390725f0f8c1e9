import { CANNOT_CLOSE, CANNOT_REOPEN } from '@/lib/employers/closeJob'
import { CHOOSE_A_PLAN } from '@/lib/jobs/posting/confirmPost'
import { REVIEW_PROMISE } from '@/lib/jobs/posting/postingTerms'
import { DUPLICATE_JOB_URL } from '@/lib/jobs/posting/postingLimits'
import { PAYMENT_PAGE_FAILED } from '@/lib/payments/jobPosts/openJobCheckout'
import { JOB_NOT_YOURS } from '@/lib/employers/editEmployerJob'
import { CANNOT_RENEW, CHOOSE_A_RENEWAL, RENEWAL_BY_INVOICE, RENEWAL_PAGE_FAILED } from '@/lib/employers/renewJob'

/**
 * What a button of the job's page did, said on the page it returns to (`?notice=`): the address
 * carries a name, never text, so nobody can make the page say words of their choosing.
 */
export const NOTICES = {
  closed: { tone: 'success', text: 'The job is closed as filled: it has left the board, and its page says the position has been filled.' },
  reopened: { tone: 'success', text: 'The job is open again and back on the board.' },
  renewed: { tone: 'success', text: 'The job is renewed: its new end date is below.' },
  edited: { tone: 'success', text: 'Your changes are saved.' },
  'cannot-close': { tone: 'error', text: CANNOT_CLOSE },
  'cannot-reopen': { tone: 'error', text: CANNOT_REOPEN },
  'cannot-renew': { tone: 'error', text: CANNOT_RENEW },
  'choose-renewal': { tone: 'error', text: CHOOSE_A_RENEWAL },
  'renew-by-invoice': { tone: 'error', text: RENEWAL_BY_INVOICE },
  'renewal-page-failed': { tone: 'error', text: RENEWAL_PAGE_FAILED },
  'not-yours': { tone: 'error', text: JOB_NOT_YOURS },
  'confirmed-listed': { tone: 'success', text: 'Your job is listed now, and a moderator reviews it within 24 hours.' },
  'confirmed-in-review': { tone: 'success', text: `Your job posting is confirmed. ${REVIEW_PROMISE}` },
  'choose-plan': { tone: 'error', text: CHOOSE_A_PLAN },
  'duplicate-url': { tone: 'error', text: DUPLICATE_JOB_URL },
  'payment-page-failed': { tone: 'error', text: PAYMENT_PAGE_FAILED },
  failed: { tone: 'error', text: 'Something went wrong on our side, and nothing was changed. Please try again in a minute.' },
} as const satisfies Record<string, { tone: 'success' | 'error'; text: string }>

export type Notice = keyof typeof NOTICES

const BY_MESSAGE = new Map<string, Notice>(Object.entries(NOTICES).map(([name, { text }]) => [text, name as Notice]))

/** The notice that says a lib function's refusal. */
export const noticeFor = (message: string): Notice => BY_MESSAGE.get(message) ?? 'failed'

export const noticeNamed = (name: string | string[] | undefined) => (typeof name === 'string' && name in NOTICES ? NOTICES[name as Notice] : null)

/** Why /employer asks to sign in again (`?link=`). */
export const LINK_PROBLEMS: Record<string, string> = {
  expired: 'This link has expired. Ask for a new one below: it reaches you in a minute.',
  revoked: 'This link was switched off by our team. Ask for a new one below.',
  invalid: 'This link is not valid: it is incomplete or was changed. Ask for a new one below.',
  ended: 'Your sign-in has ended. Ask for a new link below.',
}

export const SESSION_ENDED = LINK_PROBLEMS.ended
