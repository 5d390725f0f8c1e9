import type { Pool } from 'pg'

import { clientAddress } from '../../rateLimit/clientAddress'
import { countUse } from '../../rateLimit/countUse'
import { postgresCounter } from './postgresCounter'

export type AddressLimit = { ok: true } | { ok: false; retryAfterSeconds: number }

const perMinute = (env = process.env) => Number(env.AI_RATE_LIMIT_PER_MINUTE || 30)

/**
 * Per client address and endpoint: at most AI_RATE_LIMIT_PER_MINUTE requests a minute (30 by
 * default), counted in PostgreSQL so every app instance shares the count. When the database
 * cannot count, the request goes through: a limit must not take the tools down with it.
 */
export const limitByAddress = async (
  pool: Pool,
  endpoint: string,
  headers: Headers,
  points = perMinute(),
): Promise<AddressLimit> => {
  try {
    const counter = postgresCounter(pool, `ai-rate:${endpoint}`, points, 60)
    const result = await countUse(counter, clientAddress(headers))
    return result.allowed
      ? { ok: true }
      : { ok: false, retryAfterSeconds: result.retryAfterSeconds }
  } catch {
    return { ok: true }
  }
}
