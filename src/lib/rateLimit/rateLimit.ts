import type { Pool } from 'pg'

import { countUse } from './countUse'
import type { LimitOutcome } from './limitOutcome'
import { postgresLimiter } from './postgresLimiter'

export type LimitRule = {
  /** Names the counter, e.g. 'job-post-hour'. */
  name: string
  points: number
  durationSeconds: number
}

/**
 * Spends one point of every rule for `subject` (a client address, an email …). Counters live in
 * PostgreSQL, so every app instance shares them. The first exhausted rule refuses.
 */
export const consumeLimits = async (pool: Pool, rules: LimitRule[], subject: string): Promise<LimitOutcome> => {
  for (const rule of rules) {
    const use = await countUse(postgresLimiter(pool, rule), subject)
    if (!use.allowed) return { allowed: false, retryAfterSeconds: use.retryAfterSeconds }
  }
  return { allowed: true }
}

/** "Too many … Please try again in 12 minutes." */
export const retryAfterText = (seconds: number) => {
  if (seconds < 90) return `${seconds} seconds`
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`
  return `${Math.ceil(seconds / 3600)} hours`
}
