import type { Payload } from 'payload'

import { emailLayout } from '../email/emailLayout'
import { queueEmail } from '../email/queueEmail'
import { readToken, signToken } from '../site/signedToken'
import { siteUrl } from '../site/siteUrl'
import { refuseUnlessCurrentPassword } from './memberCredentials'
import { EMAIL_TAKEN, emailChangeRequested, SAME_EMAIL } from './messages'
import { type AccountResult, changeEmailSchema, invalidInput } from './schemas'

const PURPOSE = 'member-email-change'
const VALID_MS = 48 * 60 * 60 * 1000

export type EmailChangeOutcome = 'changed' | 'expired' | 'invalid' | 'taken'

const emailInUse = async (payload: Payload, email: string) =>
  (await payload.count({ collection: 'members', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0

const confirmEmail = (link: string) => ({
  subject: 'Confirm your new Remote Passport email',
  ...emailLayout({
    heading: 'Confirm your new email address',
    paragraphs: [
      'You asked to use this address for your Remote Passport account.',
      'Confirm within 48 hours with the button below. Until then your account keeps its current address.',
    ],
    action: { href: link, label: 'Confirm my new email' },
  }),
})

const noticeEmail = (newEmail: string) => ({
  subject: 'Your Remote Passport email is about to change',
  ...emailLayout({
    heading: 'Someone asked to change your email',
    paragraphs: [
      `Your Remote Passport account asked to use ${newEmail} instead of this address. It changes only once that address confirms it.`,
      'If it was not you, sign in and change your password: that stops the change, and every other device is signed out.',
    ],
    action: { href: `${siteUrl()}/account`, label: 'Open my account' },
  }),
})

/**
 * A member asks for a new email: the current password proves it is them, the new address gets a
 * link to confirm it, the current address is told. Nothing changes until the link is opened.
 */
export const requestEmailChange = async (
  payload: Payload,
  member: { id: number; email: string; clientAddress: string },
  input: unknown,
  now = new Date(),
): Promise<AccountResult> => {
  const parsed = changeEmailSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  const { newEmail, currentPassword } = parsed.data
  const refused = await refuseUnlessCurrentPassword(payload, member, currentPassword)
  if (refused) return refused
  if (newEmail === member.email.toLowerCase()) return { ok: false, message: SAME_EMAIL, fieldErrors: [{ path: 'newEmail', message: SAME_EMAIL }] }
  if (await emailInUse(payload, newEmail)) return { ok: false, message: EMAIL_TAKEN, fieldErrors: [{ path: 'newEmail', message: EMAIL_TAKEN }] }
  await payload.update({ collection: 'members', id: member.id, data: { pendingEmail: newEmail }, overrideAccess: true, depth: 0 })
  const token = signToken(payload.secret, PURPOSE, { mid: member.id, email: newEmail, exp: now.getTime() + VALID_MS })
  await queueEmail(payload, { to: newEmail, ...confirmEmail(`${siteUrl()}/account/confirm-email?token=${token}`) })
  await queueEmail(payload, { to: member.email, ...noticeEmail(newEmail) })
  return { ok: true, message: emailChangeRequested(newEmail) }
}

/**
 * The new address's link: the change happens when it is the member's latest request (a newer
 * request, or a password change, voids older links) and no other account took the address since.
 */
export const confirmEmailChange = async (payload: Payload, token: unknown, now = new Date()): Promise<EmailChangeOutcome> => {
  const read = readToken<{ mid: number; email: string }>(payload.secret, PURPOSE, typeof token === 'string' ? token : '', now)
  if (!read.ok) return read.reason
  const member = await payload.findByID({ collection: 'members', id: read.data.mid, depth: 0, overrideAccess: true, disableErrors: true })
  if (!member || member.pendingEmail !== read.data.email) return 'invalid'
  if (await emailInUse(payload, read.data.email)) return 'taken'
  await payload.update({ collection: 'members', id: member.id, data: { email: read.data.email, pendingEmail: null }, overrideAccess: true, depth: 0 })
  return 'changed'
}
