import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type LimitRule = {
  /** Names the counter, e.g. 'job-post-hour'. */
  name: string
  points: number
  durationSeconds: number
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const limiters = new WeakMap<Pool, Map<string, RateLimiterPostgres>>()

/** RATE_LIMIT_MULTIPLIER raises every limit alike (end-to-end tests post far more than people do). */
const multiplier = () => Math.max(1, Number(process.env.RATE_LIMIT_MULTIPLIER || 1))

const limiterFor = (pool: Pool, rule: LimitRule) => {
  let byName = limiters.get(pool)
  if (!byName) limiters.set(pool, (byName = new Map()))
  const key = `${rule.name}:${rule.points}:${rule.durationSeconds}:${multiplier()}`
  let limiter = byName.get(key)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: rule.name,
      points: rule.points * multiplier(),
      duration: rule.durationSeconds,
    })
    byName.set(key, limiter)
  }
  return limiter
}

/**
 * Spends one point of every rule for `subject` (a client address, an email …). Counters live in
 * PostgreSQL, so every app instance shares them. The first exhausted rule refuses.
 */
export const consumeLimits = async (pool: Pool, rules: LimitRule[], subject: string): Promise<LimitOutcome> => {
  for (const rule of rules) {
    try {
      await limiterFor(pool, rule).consume(subject)
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
