import type { Pool } from 'pg'
import { RateLimiterPostgres } from 'rate-limiter-flexible'

const limiters = new WeakMap<Pool, Map<string, RateLimiterPostgres>>()

/** RATE_LIMIT_MULTIPLIER raises every limit alike (end-to-end tests post far more than people do). */
const limitMultiplier = () => Math.max(1, Number(process.env.RATE_LIMIT_MULTIPLIER || 1))

/**
 * One rate-limiter-flexible counter per pool and name, kept in the rate_limits table that a
 * committed migration creates, so every app instance shares it. `scaled: false` keeps the
 * points as given (allowances that are part of the product, such as free interview messages).
 */
export const postgresLimiter = (pool: Pool, { name, points, durationSeconds, scaled = true }: { name: string; points: number; durationSeconds: number; scaled?: boolean }) => {
  let byName = limiters.get(pool)
  if (!byName) limiters.set(pool, (byName = new Map()))
  const total = scaled ? points * limitMultiplier() : points
  const key = `${name}:${total}:${durationSeconds}`
  let limiter = byName.get(key)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points: total,
      duration: durationSeconds,
    })
    byName.set(key, limiter)
  }
  return limiter
}
