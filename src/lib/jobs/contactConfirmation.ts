import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '../db/pool'
import { emailLayout } from '../email/emailLayout'
import { queueEmail } from '../email/queueEmail'
import { describePostingTerms, type PostingTerms, REVIEW_PROMISE } from './postingTerms'
import { consumeLimits, type LimitRule } from '../rateLimit/rateLimit'
import { readToken, signToken } from '../site/signedToken'
import { siteUrl } from '../site/siteUrl'

const PURPOSE = 'job-contact-confirm'
const VALID_MS = 7 * 24 * 60 * 60 * 1000
/** However often someone posts with an address, it gets at most 3 emails a day about new posts. */
const PER_ADDRESS: LimitRule[] = [{ name: 'job-contact-confirm-email', points: 3, durationSeconds: 24 * 60 * 60 }]

export type ContactConfirmOutcome = 'confirmed' | 'expired' | 'invalid'

/** Whether this address was confirmed on an earlier post: it then needs no new confirmation. */
export const contactConfirmedBefore = async (payload: Payload, email: string, req?: PayloadRequest) => {
  const { totalDocs } = await payload.count({
    collection: 'jobs',
    where: { and: [{ contactEmail: { equals: email.toLowerCase() } }, { contactEmailConfirmed: { equals: true } }] },
    req,
  })
  return totalDocs > 0
}

/**
 * The email a new employer page post sends its contact address: the plan and price, what happens
 * next, the link to pay for a post that waits for payment and, for an address not yet confirmed,
 * the link to confirm it. It holds nothing the poster wrote (no title, no company), so the form
 * cannot be used to send people words of someone's choosing.
 */
export const postingReceivedEmail = (terms: PostingTerms, confirmLink: string | null, payLink: string | null = null) => {
  const posted = 'A job was posted on Remote Passport with this address as the company email.'
  const details = [describePostingTerms(terms, 'this address'), REVIEW_PROMISE]
  const confirm = 'Confirm this address within 7 days and we will tell you when the posting has been reviewed.'
  const notYou = 'If it was not you, ignore this email: you will hear nothing more from us.'
  if (payLink) {
    return {
      subject: 'Your job posting is waiting for payment',
      ...emailLayout({
        heading: 'Your job posting is waiting for payment',
        paragraphs: [posted, ...details, ...(confirmLink ? [`${confirm} Confirm it here: ${confirmLink}`] : []), notYou],
        action: { href: payLink, label: 'Pay for the posting' },
      }),
    }
  }
  if (!confirmLink) {
    return {
      subject: 'We received your job posting',
      ...emailLayout({
        heading: 'We received your job posting',
        paragraphs: [posted, ...details, 'We will email you the outcome of the review.'],
      }),
    }
  }
  return {
    subject: 'Confirm your email for Remote Passport',
    ...emailLayout({
      heading: 'Please confirm your email address',
      paragraphs: [posted, ...details, `${confirm} ${notYou}`],
      action: { href: confirmLink, label: 'Confirm my email' },
    }),
  }
}

/** Tells the contact address its post arrived (and asks to confirm it, once): at most 3 emails a day. */
export const acknowledgePosting = async (
  payload: Payload,
  job: { id: number; contactEmail: string; confirmed: boolean; terms: PostingTerms; payLink?: string | null },
  req?: PayloadRequest,
  now = new Date(),
) => {
  const email = job.contactEmail.toLowerCase()
  if (!(await consumeLimits(poolOf(payload), PER_ADDRESS, email)).allowed) return
  const token = job.confirmed ? null : signToken(payload.secret, PURPOSE, { jid: job.id, email, exp: now.getTime() + VALID_MS })
  const link = token ? `${siteUrl()}/post-job/confirm?token=${token}` : null
  await queueEmail(payload, { to: job.contactEmail, ...postingReceivedEmail(job.terms, link, job.payLink) }, req)
}

/** A signed, unexpired link proves the address: every job posted with it may now email it. */
export const confirmContactEmail = async (payload: Payload, token: string | undefined, now = new Date()): Promise<ContactConfirmOutcome> => {
  const read = readToken<{ jid: number; email: string }>(payload.secret, PURPOSE, token, now)
  if (!read.ok) return read.reason
  const job = await payload.findByID({ collection: 'jobs', id: read.data.jid, depth: 0, disableErrors: true, overrideAccess: true })
  if (!job || job.contactEmail?.toLowerCase() !== read.data.email) return 'invalid'
  await payload.update({
    collection: 'jobs',
    where: { and: [{ contactEmail: { equals: read.data.email } }, { contactEmailConfirmed: { not_equals: true } }] },
    data: { contactEmailConfirmed: true },
    depth: 0,
    overrideAccess: true,
  })
  return 'confirmed'
}
