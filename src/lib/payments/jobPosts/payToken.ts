import { UNPAID_POST_DAYS } from '../../jobs/posting/postingTerms'
import { readToken, signToken } from '../../site/signedToken'
import { siteUrl } from '../../site/siteUrl'

const PURPOSE = 'job-payment'
const DAY_MS = 86_400_000

/** The last moment a post can be paid: it is removed once it has waited UNPAID_POST_DAYS. */
export const payableUntil = (createdAt: Date) => new Date(createdAt.getTime() + UNPAID_POST_DAYS * DAY_MS)

/**
 * The key to pay for one post, without an account: in the Checkout Session's metadata, the
 * "pay now" link of the email and the page Stripe sends a cancelled payment back to. Signed with
 * the site secret for this purpose only; good until the post is removed, and of no further use
 * once the post is paid (it then waits for review, and only an unpaid post is paid for).
 */
export const payToken = (secret: string, jobId: number, createdAt: Date) =>
  signToken(secret, PURPOSE, { jid: jobId, exp: payableUntil(createdAt).getTime() })

export const payLink = (secret: string, jobId: number, createdAt: Date) => `${siteUrl()}/post-job/pay?token=${payToken(secret, jobId, createdAt)}`

/** The job a pay key names; `at` is when it was used (a session paid after the key ran out still counts). */
export const readPayToken = (secret: string, token: string | null | undefined, at: Date = new Date()) => {
  const read = readToken<{ jid: number }>(secret, PURPOSE, token, at)
  if (!read.ok) return { ok: false as const, reason: read.reason }
  return Number.isInteger(read.data.jid) ? { ok: true as const, jobId: read.data.jid } : { ok: false as const, reason: 'invalid' as const }
}
