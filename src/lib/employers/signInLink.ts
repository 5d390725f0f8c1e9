import type { Payload } from 'payload'

import { poolOf } from '../db/pool'
import { emailLayout } from '../email/emailLayout'
import { queueEmail } from '../email/queueEmail'
import { consumeLimits, type LimitRule, retryAfterText } from '../rateLimit/rateLimit'
import { z } from '../validation/zod'
import { issueEmployerLink } from './employerLinks'

export const EMPLOYER_EMAIL_INVALID = 'Please enter a valid email address'

/** The /employer form, checked in the browser and again by its action. */
export const employerSignInSchema = z.object({
  email: z
    .string({ error: () => EMPLOYER_EMAIL_INVALID })
    .trim()
    .toLowerCase()
    .max(254, EMPLOYER_EMAIL_INVALID)
    .pipe(z.email({ error: () => EMPLOYER_EMAIL_INVALID })),
})

/** The same answer whether or not the address ever posted: the form tells nobody who posts here. */
export const SIGN_IN_LINK_SENT =
  'If this address has posted a job on Remote Passport, we have emailed it a sign-in link. It works for 24 hours, on any device. Nothing arrived? Check the spam folder, or post with this address first.'

export const tooManySignInLinks = (seconds: number) => `Too many sign-in links were asked for. Please try again in ${retryAfterText(seconds)}.`

/** Per client address and per email, counted whether or not the address ever posted. */
const PER_CLIENT: LimitRule[] = [{ name: 'employer-link-client', points: 10, durationSeconds: 3600 }]
const PER_EMAIL: LimitRule[] = [
  { name: 'employer-link-email', points: 3, durationSeconds: 3600 },
  { name: 'employer-link-email-day', points: 10, durationSeconds: 86_400 },
]

/** Whether an address has anything to manage: a job posted with it, or posts paid for ahead. */
const hasPosted = async (payload: Payload, email: string) => {
  const [jobs, credits] = await Promise.all([
    payload.count({ collection: 'jobs', where: { contactEmail: { equals: email } }, overrideAccess: true }),
    payload.count({ collection: 'posting-credits', where: { email: { equals: email } }, overrideAccess: true }),
  ])
  return jobs.totalDocs + credits.totalDocs > 0
}

export const signInEmail = (link: string) => ({
  subject: 'Your sign-in link for Remote Passport',
  ...emailLayout({
    heading: 'Manage your job posts',
    paragraphs: [
      'Someone asked to sign in to the employer pages of Remote Passport with this address. The link below opens every job posted with it, for 24 hours, on any device.',
      'If it was not you, ignore this email: nothing changes, and the link stops working tomorrow.',
    ],
    action: { href: link, label: 'Open my job posts' },
  }),
})

export type SignInLinkOutcome = { ok: true; message: string } | { ok: false; message: string; retryAfterSeconds?: number; field?: 'email' }

/** Runs work after the answer has gone (Next's `after` on the site; at once in tests). */
export type Later = (work: () => Promise<void>) => void | Promise<void>

/**
 * "Email me a sign-in link": an address that posted gets a link that opens its employer pages; any
 * other gets nothing. The answer is the same for both, and leaves before the address is even
 * looked up (`later`), so its timing tells nothing either.
 */
export const requestSignInLink = async (
  payload: Payload,
  input: unknown,
  { clientAddress, later }: { clientAddress: string; later: Later },
  now = new Date(),
): Promise<SignInLinkOutcome> => {
  const parsed = employerSignInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: EMPLOYER_EMAIL_INVALID, field: 'email' }
  const { email } = parsed.data
  const pool = poolOf(payload)
  for (const [rules, subject] of [[PER_CLIENT, clientAddress], [PER_EMAIL, email]] as const) {
    const limit = await consumeLimits(pool, rules, subject)
    if (!limit.allowed) return { ok: false, message: tooManySignInLinks(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds }
  }
  await later(async () => {
    try {
      if (!(await hasPosted(payload, email))) return
      const link = await issueEmployerLink(payload, { email, purpose: 'sign-in' }, now)
      await queueEmail(payload, { to: email, ...signInEmail(link) })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'An employer sign-in link was not sent' })
    }
  })
  return { ok: true, message: SIGN_IN_LINK_SENT }
}
