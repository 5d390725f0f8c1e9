import type { Pool } from 'pg'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { postgresLimiter } from './postgresLimiter'

export type LimitRule = {
  /** Names the counter, e.g. 'job-post-hour'. */
  name: string
  points: number
  durationSeconds: number
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Spends one point of every rule for `subject` (a client address, an email …). Counters live in
 * PostgreSQL, so every app instance shares them. The first exhausted rule refuses.
 */
export const consumeLimits = async (pool: Pool, rules: LimitRule[], subject: string): Promise<LimitOutcome> => {
  for (const rule of rules) {
    try {
      await postgresLimiter(pool, rule).consume(subject)
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
      throw error
    }
  }
  return { allowed: true }
}

/** "Too many … Please try again in 12 minutes." */
export const retryAfterText = (seconds: number) => {
  if (seconds < 90) return `${seconds} seconds`
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`
  return `${Math.ceil(seconds / 3600)} hours`
}
