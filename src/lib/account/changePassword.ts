import type { Payload } from 'payload'

import { refuseUnlessCurrentPassword } from './memberCredentials'
import { PASSWORD_UPDATED } from './messages'
import { type AccountResult, changePasswordSchema, invalidInput } from './schemas'

/** The signed-in member, and the address the request came from (wrong passwords count per address too). */
type Member = { id: number; collection: 'members'; _sid?: string; clientAddress: string }

/**
 * A new password needs the current one. Payload then ends every other session of the account
 * (this one stays signed in); a pending email change is dropped, in case it was not the member's.
 */
export const changePassword = async (payload: Payload, member: Member, input: unknown): Promise<AccountResult> => {
  const parsed = changePasswordSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  const refused = await refuseUnlessCurrentPassword(payload, member, parsed.data.currentPassword)
  if (refused) return refused
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password: parsed.data.newPassword, pendingEmail: null },
    user: member,
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, message: PASSWORD_UPDATED }
}
