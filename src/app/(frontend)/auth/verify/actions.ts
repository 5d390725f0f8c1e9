'use server'

import { confirmMemberEmail, type EmailConfirmation } from '@/lib/auth/confirmMemberEmail'
import { startMemberSession } from '@/lib/auth/memberSession'
import { payloadClient } from '@/lib/payload'

import { setSessionCookie } from '../setSessionCookie'

/**
 * The "Confirm my email" button's POST (a link scanner's GET of the emailed link changes nothing):
 * confirms the address and signs the member in (docs/decisions.md, Accounts).
 */
export async function confirmEmail(_previous: EmailConfirmation | null, form: FormData): Promise<EmailConfirmation> {
  const payload = await payloadClient()
  const confirmation = await confirmMemberEmail(payload, form.get('token'))
  if (confirmation.result !== 'confirmed') return confirmation.result
  try {
    await setSessionCookie(await startMemberSession(payload, confirmation.memberId))
  } catch (error) {
    // Confirmed all the same: the member signs in with their password.
    payload.logger.error({ err: error, msg: 'Signing a member in after confirming their email failed' })
    return 'confirmed'
  }
  return 'signed-in'
}
