import type { Payload } from 'payload'

import { isCurrentPassword, wrongPassword } from './memberCredentials'
import { ACCOUNT_DELETED, WRONG_CURRENT_PASSWORD } from './messages'
import { type AccountResult, deleteAccountSchema, invalidInput } from './schemas'

/** Deletes the member's account and, with it, their favorites, alerts and newsletter subscription. */
export const deleteAccount = async (payload: Payload, memberId: number, input: unknown): Promise<AccountResult> => {
  const parsed = deleteAccountSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  if (!(await isCurrentPassword(payload, memberId, parsed.data.currentPassword))) return wrongPassword(WRONG_CURRENT_PASSWORD)
  await payload.delete({ collection: 'members', id: memberId, overrideAccess: true })
  return { ok: true, message: ACCOUNT_DELETED }
}
