import type { PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { clientAddress } from '../rateLimit/clientAddress'
import { type FailureRule, forgiveAttempt, spendAttempt } from '../rateLimit/failedAttempts'
import { retryAfterText } from '../rateLimit/rateLimit'
import { refuseTooMany } from '../rateLimit/refuseTooMany'

const WINDOW_SECONDS = 15 * 60

/**
 * Failed sign-ins are slowed per client address, never per account: an attacker guessing a
 * member's password is held back, but cannot lock the real member (on another network) out.
 * Each attempt spends a point; a successful sign-in gives it back.
 */
const RULES: FailureRule[] = [
  { name: 'login-address', points: 20, durationSeconds: WINDOW_SECONDS, onSuccess: 'reward' },
  { name: 'login-address-email', points: 5, durationSeconds: WINDOW_SECONDS, onSuccess: 'clear' },
]

const keysOf = (req: PayloadRequest, email: string) => {
  const address = clientAddress(req.headers)
  return [address, `${address}|${email.trim().toLowerCase()}`]
}

export const tooManySignIns = (seconds: number) => `Too many failed sign-ins from your network. Please try again in ${retryAfterText(seconds)}.`

/** Before a sign-in over HTTP: refuse with 429 once an address has failed too often. */
export const spendSignInAttempt = async (pool: Pool, req: PayloadRequest, email: string) => {
  const outcome = await spendAttempt(pool, RULES, keysOf(req, email))
  if (!outcome.allowed) refuseTooMany(req, tooManySignIns(outcome.retryAfterSeconds), outcome.retryAfterSeconds)
}

/** After a successful sign-in: the attempt does not count. */
export const refundSignInAttempt = async (pool: Pool, req: PayloadRequest, email: string) => forgiveAttempt(pool, RULES, keysOf(req, email))
