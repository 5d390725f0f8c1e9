import type { Pool } from 'pg'
import { postgresLimiter } from '@/lib/rateLimit/postgresLimiter'

/**
 * A counter in PostgreSQL shared by every app instance: `points` uses per `duration` seconds for
 * each key. Allowances are part of the product, so RATE_LIMIT_MULTIPLIER does not raise them.
 */
export const postgresCounter = (pool: Pool, name: string, points: number, duration: number) =>
  postgresLimiter(pool, { name, points, durationSeconds: duration, scaled: false })
