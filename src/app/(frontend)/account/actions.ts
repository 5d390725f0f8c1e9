'use server'

import { cookies, headers } from 'next/headers'

import { changePassword } from '@/lib/account/changePassword'
import { deleteAccount } from '@/lib/account/deleteAccount'
import { confirmEmailChange, type EmailChangeOutcome, requestEmailChange } from '@/lib/account/emailChange'
import type { AccountResult } from '@/lib/account/schemas'
import { currentMember } from '@/lib/auth/currentUser'
import { payloadClient } from '@/lib/payload'
import { SESSION_ENDED } from '@/lib/auth/messages'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

const SIGNED_OUT: AccountResult = { ok: false, message: SESSION_ENDED, fieldErrors: [] }

export async function changeEmailAction(values: unknown): Promise<AccountResult> {
  const member = await currentMember()
  if (!member) return SIGNED_OUT
  return requestEmailChange(await payloadClient(), { id: member.id, email: member.email, clientAddress: clientAddress(await headers()) }, values)
}

export async function changePasswordAction(values: unknown): Promise<AccountResult> {
  const member = await currentMember()
  if (!member) return SIGNED_OUT
  return changePassword(await payloadClient(), { ...member, clientAddress: clientAddress(await headers()) }, values)
}

/** Deletes the account, then the session cookie: the browser is signed out with it. */
export async function deleteAccountAction(values: unknown): Promise<AccountResult> {
  const member = await currentMember()
  if (!member) return SIGNED_OUT
  const payload = await payloadClient()
  const result = await deleteAccount(payload, { id: member.id, clientAddress: clientAddress(await headers()) }, values)
  if (result.ok) (await cookies()).delete(`${payload.config.cookiePrefix}-token`)
  return result
}

/** The "Confirm my new email" button of the emailed link (a scanner's GET changes nothing). */
export async function confirmEmailChangeAction(_previous: EmailChangeOutcome | null, form: FormData): Promise<EmailChangeOutcome> {
  return confirmEmailChange(await payloadClient(), form.get('token'))
}
