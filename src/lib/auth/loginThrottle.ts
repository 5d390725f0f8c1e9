import type { PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { clientAddress } from '../rateLimit/clientAddress'
import { postgresLimiter } from '../rateLimit/postgresLimiter'
import { retryAfterText } from '../rateLimit/rateLimit'
import { refuseTooMany } from '../rateLimit/refuseTooMany'

const WINDOW_SECONDS = 15 * 60

/**
 * Failed sign-ins are slowed per client address, never per account: an attacker guessing a
 * member's password is held back, but cannot lock the real member (on another network) out.
 * Each attempt spends a point; a successful sign-in gives it back.
 */
const RULES = [
  { name: 'login-address', points: 20, key: (address: string) => address },
  { name: 'login-address-email', points: 5, key: (address: string, email: string) => `${address}|${email}` },
] as const

const limitersFor = (pool: Pool) =>
  RULES.map((rule) => postgresLimiter(pool, { name: rule.name, points: rule.points, durationSeconds: WINDOW_SECONDS }))

const keysOf = (req: PayloadRequest, email: string) => {
  const address = clientAddress(req.headers)
  return RULES.map((rule) => rule.key(address, email.trim().toLowerCase()))
}

export const tooManySignIns = (seconds: number) => `Too many failed sign-ins from your network. Please try again in ${retryAfterText(seconds)}.`

/** Before a sign-in over HTTP: refuse with 429 once an address has failed too often. */
export const spendSignInAttempt = async (pool: Pool, req: PayloadRequest, email: string) => {
  const keys = keysOf(req, email)
  const list = limitersFor(pool)
  for (const [index, limiter] of list.entries()) {
    const state = await limiter.get(keys[index])
    if (state && state.consumedPoints >= limiter.points) {
      const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000))
      refuseTooMany(req, tooManySignIns(seconds), seconds)
    }
  }
  await Promise.all(list.map((limiter, index) => limiter.penalty(keys[index])))
}

/** After a successful sign-in: the attempt does not count. */
export const refundSignInAttempt = async (pool: Pool, req: PayloadRequest, email: string) => {
  const keys = keysOf(req, email)
  const list = limitersFor(pool)
  await Promise.all(list.map((limiter, index) => (index === 0 ? limiter.reward(keys[index]) : limiter.delete(keys[index]))))
}
