import type { Pool } from 'pg'

import { clientAddress } from '../rateLimit/clientAddress'
import { countUse, type WarningLogger } from '../rateLimit/countUse'
import { postgresLimiter } from '../rateLimit/postgresLimiter'

export type ApiLimit = { allowed: true; limit: number; remaining: number } | { allowed: false; limit: number; retryAfterSeconds: number }

/** Requests a client address may make a minute, to the API and the MCP server together. */
export const apiRequestsPerMinute = (env = process.env) => Math.max(1, Number(env.API_RATE_LIMIT_PER_MINUTE || 120))

/**
 * `requests` (one HTTP request, or each call of an MCP batch) counted together against the
 * address's minute, in PostgreSQL so every instance shares it. When the database cannot count,
 * the request goes through (logged): the limit must not take the API down.
 */
export const limitPublicApi = async ({ pool, logger }: { pool: Pool; logger: WarningLogger }, headers: Headers, requests = 1): Promise<ApiLimit> => {
  const limiter = postgresLimiter(pool, { name: 'public-api', points: apiRequestsPerMinute(), durationSeconds: 60 })
  const use = await countUse(limiter, clientAddress(headers), { uses: requests, whenUncountable: 'allow', logger })
  return use.allowed
    ? { allowed: true, limit: limiter.points, remaining: Math.max(0, limiter.points - use.used) }
    : { allowed: false, limit: limiter.points, retryAfterSeconds: use.retryAfterSeconds }
}
