import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '../../db/pool'
import { emailLayout } from '../../email/emailLayout'
import { issueEmployerLink } from '../../employers/employerLinks'
import { queueEmail } from '../../email/queueEmail'
import { consumeLimits, type LimitRule, retryAfterText } from '../../rateLimit/rateLimit'
import { refuseTooMany } from '../../rateLimit/refuseTooMany'
import { readToken, signToken } from '../../site/signedToken'
import { siteUrl } from '../../site/siteUrl'
import { longDate } from '../../text/longDate'
import type { Job } from '../../../payload-types'
import { describePostingTerms, HELD_POST_DAYS, type PostingTerms, REVIEW_PROMISE } from './postingTerms'

const PURPOSE = 'job-contact-confirm'
const VALID_MS = HELD_POST_DAYS * 24 * 60 * 60 * 1000
/** However often someone posts with an address, it gets at most 10 emails a day about new posts. */
const PER_ADDRESS: LimitRule[] = [{ name: 'job-contact-confirm-email', points: 10, durationSeconds: 24 * 60 * 60 }]

export const tooManyPostEmails = (seconds: number) =>
  `We have sent this email address as many links as we send in a day. Please try again in ${retryAfterText(seconds)}: your details are kept.`

/**
 * Whether the owner of a job's contact address confirmed the post (from the emailed link, or
 * signed in with that address): the one read of it. Only such an address hears how the review went
 * (anyone can type any address), and the confirm page says whether there is anything left to confirm.
 */
export const contactConfirmed = <T extends Pick<Job, 'contactEmail' | 'contactEmailConfirmed'>>(job: T): job is T & { contactEmail: string } =>
  Boolean(job.contactEmail && job.contactEmailConfirmed)

/** The link that proves the address for one post: signed for that job and address, for 7 days. */
export const confirmationLink = (secret: string, job: { id: number; contactEmail: string }, now = new Date()) =>
  `${siteUrl()}/post-job/confirm?token=${signToken(secret, PURPOSE, { jid: job.id, email: job.contactEmail.toLowerCase(), exp: now.getTime() + VALID_MS })}`

/** The job and address a confirmation link names, when it is ours and not expired. */
export const readConfirmationToken = (secret: string, token: string | null | undefined, now = new Date()) => {
  const read = readToken<{ jid: number; email: string }>(secret, PURPOSE, token, now)
  if (!read.ok) return read
  const { jid, email } = read.data
  return Number.isInteger(jid) && typeof email === 'string' ? { ok: true as const, jobId: jid, email } : { ok: false as const, reason: 'invalid' as const }
}

const POSTED = 'A job was posted on Remote Passport with this address as the company email.'
/** The post this email is about, by what the site gave it: nothing the poster typed. */
const reference = (jobId: number, at: Date) => `Reference: job #${jobId}, received ${longDate(at)}.`
/** Why the email does not repeat the post, and where to read it. */
const WHY_NO_TEXT = 'This email never repeats what was typed in the form, so nobody can use it to send you their words: the link below shows the post as written.'
const NOT_YOU = 'If it was not you, ignore this email: you will hear nothing more from us.'
/** Every post's email carries the private link back to it (src/lib/employers/employerLinks.ts). */
export const MANAGE = 'Keep this email: its private link below edits the job, closes it when it is filled, renews it, and shows how many people viewed it and clicked Apply. It works for 120 days, on any device.'
export const MANAGE_LABEL = 'Manage this job'

/**
 * The email a new employer page post sends its contact address, with the link to confirm the post
 * (and, for one that waits for payment, to pay). It holds nothing the poster wrote (no title, no
 * company), so the form cannot be used to send people words of someone's choosing. A held post's
 * email says nothing of what the address is entitled to: the page behind the link does.
 */
export const postingReceivedEmail = (
  post: { id: number; at: Date },
  terms: PostingTerms | null,
  confirmLink: string,
  payLink: string | null = null,
  manageLink: string | null = null,
) => {
  const manage = manageLink ? [MANAGE] : []
  const posted = [POSTED, reference(post.id, post.at), WHY_NO_TEXT]
  const links = manageLink ? [{ href: manageLink, label: MANAGE_LABEL }] : []
  if (!terms) {
    return {
      subject: 'Confirm your job posting on Remote Passport',
      ...emailLayout({
        heading: 'Please confirm your job posting',
        paragraphs: [
          ...posted,
          `It is not listed until you confirm it. Open the link within ${HELD_POST_DAYS} days to see the post and what it costs, and to confirm it.`,
          `If it was not you, ignore this email: the post is removed after ${HELD_POST_DAYS} days, and you will hear nothing more from us.`,
          ...manage,
        ],
        links,
        action: { href: confirmLink, label: 'Review and confirm the post' },
      }),
    }
  }
  const details = [describePostingTerms(terms, 'this address'), REVIEW_PROMISE]
  const confirm = `Confirm this address within ${HELD_POST_DAYS} days and we will tell you when the posting has been reviewed.`
  if (payLink) {
    return {
      subject: 'Your job posting is waiting for payment',
      ...emailLayout({
        heading: 'Your job posting is waiting for payment',
        paragraphs: [...posted, ...details, `${confirm} Confirm it here: ${confirmLink}`, NOT_YOU, ...manage],
        links,
        action: { href: payLink, label: 'Pay for the posting' },
      }),
    }
  }
  return {
    subject: 'Confirm your email for Remote Passport',
    ...emailLayout({
      heading: 'Please confirm your email address',
      paragraphs: [...posted, ...details, `${confirm} ${NOT_YOU}`, ...manage],
      links,
      action: { href: confirmLink, label: 'Confirm my email' },
    }),
  }
}

/**
 * Tells the contact address its post arrived, with the link that confirms it: at most 10 emails a
 * day per address. A held post cannot go on without its link, so over the limit it is refused
 * (429, and the post is not stored); any other post is stored without the email.
 */
export const acknowledgePosting = async (
  payload: Payload,
  job: { id: number; contactEmail: string; terms: PostingTerms | null; payLink?: string | null },
  req: PayloadRequest,
) => {
  const limit = await consumeLimits(poolOf(payload), PER_ADDRESS, job.contactEmail.toLowerCase())
  if (!limit.allowed) {
    if (!job.terms) refuseTooMany(req, tooManyPostEmails(limit.retryAfterSeconds), limit.retryAfterSeconds)
    return
  }
  const link = confirmationLink(payload.secret, job)
  const manage = await issueEmployerLink(payload, { email: job.contactEmail, purpose: 'job', jobId: job.id }, new Date(), req)
  await queueEmail(payload, { to: job.contactEmail, ...postingReceivedEmail({ id: job.id, at: new Date() }, job.terms, link, job.payLink, manage) }, req)
}
