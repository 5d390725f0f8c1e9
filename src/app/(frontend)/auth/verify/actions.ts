'use server'

import { confirmMemberEmail, type EmailConfirmation } from '@/lib/auth/confirmMemberEmail'
import { payloadClient } from '@/lib/payload'

/** The "Confirm my email" button's POST: a link scanner's GET of the emailed link changes nothing. */
export async function confirmEmail(
  _previous: EmailConfirmation | null,
  form: FormData,
): Promise<EmailConfirmation> {
  return confirmMemberEmail(await payloadClient(), form.get('token'))
}
