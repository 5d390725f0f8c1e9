import type { Payload } from 'payload'

import { passwordMatches } from '../auth/passwordHash'

/** Whether `password` is the member's current one (read from the stored hash, not a sign-in). */
export const isCurrentPassword = async (payload: Payload, memberId: number, password: string) => {
  const stored = await payload.db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'members', where: { id: { equals: memberId } } })
  return Boolean(stored) && (await passwordMatches(stored!, password))
}

/** The same check as the account forms' field error, so every action reads alike. */
export const wrongPassword = (message: string) => ({ ok: false as const, message, fieldErrors: [{ path: 'currentPassword', message }] })
