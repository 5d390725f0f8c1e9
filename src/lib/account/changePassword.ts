import type { Payload } from 'payload'

import { isCurrentPassword, wrongPassword } from './memberCredentials'
import { PASSWORD_UPDATED, WRONG_CURRENT_PASSWORD } from './messages'
import { type AccountResult, changePasswordSchema, invalidInput } from './schemas'

type Member = { id: number; collection: 'members'; _sid?: string }

/**
 * A new password needs the current one. Payload then ends every other session of the account
 * (this one stays signed in); a pending email change is dropped, in case it was not the member's.
 */
export const changePassword = async (payload: Payload, member: Member, input: unknown): Promise<AccountResult> => {
  const parsed = changePasswordSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  if (!(await isCurrentPassword(payload, member.id, parsed.data.currentPassword))) return wrongPassword(WRONG_CURRENT_PASSWORD)
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
