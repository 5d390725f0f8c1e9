import type { Payload } from 'payload'

import { passwordMatches } from '../auth/passwordHash'
import { poolOf } from '../db/pool'
import { type FailureRule, forgiveAttempt, spendAttempt } from '../rateLimit/failedAttempts'
import { tooManyPasswordChecks, WRONG_CURRENT_PASSWORD } from './messages'

const WINDOW_SECONDS = 15 * 60

/**
 * Wrong current passwords on the account page are counted like failed sign-ins: per account (a
 * stolen session guesses from anywhere) and per client address. A right one is forgiven.
 */
const RULES: FailureRule[] = [
  { name: 'current-password-account', points: 5, durationSeconds: WINDOW_SECONDS, onSuccess: 'clear' },
  { name: 'current-password-address', points: 20, durationSeconds: WINDOW_SECONDS, onSuccess: 'reward' },
]

/** The same check as the account forms' field error, so every action reads alike. */
export const wrongPassword = (message: string) => ({ ok: false as const, message, fieldErrors: [{ path: 'currentPassword', message }] })

/** Whether `password` is the member's current one (read from the stored hash, not a sign-in). */
const isCurrentPassword = async (payload: Payload, memberId: number, password: string) => {
  const stored = await payload.db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'members', where: { id: { equals: memberId } } })
  return Boolean(stored) && (await passwordMatches(stored!, password))
}

/**
 * What to answer when `password` does not prove the member: null when it is their current
 * password; the wrong-password error otherwise, or "too many" (no check at all) once the account
 * or the address has guessed wrong too often.
 */
export const refuseUnlessCurrentPassword = async (payload: Payload, member: { id: number; clientAddress: string }, password: string) => {
  const pool = poolOf(payload)
  const keys = [String(member.id), member.clientAddress]
  const attempt = await spendAttempt(pool, RULES, keys)
  if (!attempt.allowed) return wrongPassword(tooManyPasswordChecks(attempt.retryAfterSeconds))
  if (!(await isCurrentPassword(payload, member.id, password))) return wrongPassword(WRONG_CURRENT_PASSWORD)
  await forgiveAttempt(pool, RULES, keys)
  return null
}
