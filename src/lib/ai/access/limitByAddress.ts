import type { Pool } from 'pg'

import { clientAddress } from '../../rateLimit/clientAddress'
import { countUse, type WarningLogger } from '../../rateLimit/countUse'
import type { LimitOutcome } from '../../rateLimit/limitOutcome'
import { postgresLimiter } from '../../rateLimit/postgresLimiter'

const perMinute = (env = process.env) => Number(env.AI_RATE_LIMIT_PER_MINUTE || 30)

/**
 * Per client address and endpoint: at most AI_RATE_LIMIT_PER_MINUTE requests a minute (30 by
 * default, not raised by RATE_LIMIT_MULTIPLIER), counted in PostgreSQL so every app instance
 * shares the count. When the database cannot count, the request goes through (logged): a limit
 * must not take the tools down with it.
 */
export const limitByAddress = async (
  { pool, logger }: { pool: Pool; logger: WarningLogger },
  endpoint: string,
  headers: Headers,
  points = perMinute(),
): Promise<LimitOutcome> => {
  const counter = postgresLimiter(pool, { name: `ai-rate:${endpoint}`, points, durationSeconds: 60, scaled: false })
  const use = await countUse(counter, clientAddress(headers), { whenUncountable: 'allow', logger })
  return use.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: use.retryAfterSeconds }
}
