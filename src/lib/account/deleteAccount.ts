import type { Payload } from 'payload'

import { refuseUnlessCurrentPassword } from './memberCredentials'
import { ACCOUNT_DELETED } from './messages'
import { type AccountResult, deleteAccountSchema, invalidInput } from './schemas'

/** Deletes the member's account and, with it, their favorites, alerts and newsletter subscription. */
export const deleteAccount = async (payload: Payload, member: { id: number; clientAddress: string }, input: unknown): Promise<AccountResult> => {
  const parsed = deleteAccountSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  const refused = await refuseUnlessCurrentPassword(payload, member, parsed.data.currentPassword)
  if (refused) return refused
  await payload.delete({ collection: 'members', id: member.id, overrideAccess: true })
  return { ok: true, message: ACCOUNT_DELETED }
}
