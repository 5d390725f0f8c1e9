import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/** The counters share the rate_limits table that a committed migration creates. */
export const COUNTER_TABLE = 'rate_limits'

const counters = new WeakMap<Pool, Map<string, Promise<RateLimiterPostgres>>>()

/**
 * A rate-limiter-flexible counter in PostgreSQL, shared by every app instance: `points` uses per
 * `duration` seconds for each key. One per pool and name, created once.
 */
export const postgresCounter = (pool: Pool, name: string, points: number, duration: number) => {
  const byName = counters.get(pool) ?? new Map<string, Promise<RateLimiterPostgres>>()
  counters.set(pool, byName)
  const id = `${name}:${points}:${duration}`
  let counter = byName.get(id)
  if (!counter) {
    counter = Promise.resolve(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: COUNTER_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration,
      }),
    )
    counter.catch(() => byName.delete(id))
    byName.set(id, counter)
  }
  return counter
}

export type CountResult =
  { allowed: true; used: number } | { allowed: false; retryAfterSeconds: number; used: number }

/** Takes one use from a key's allowance; refused when none is left. */
export const countUse = async (counter: RateLimiterPostgres, key: string): Promise<CountResult> => {
  try {
    const result = await counter.consume(key, 1)
    return { allowed: true, used: result.consumedPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return {
        allowed: false,
        used: counter.points,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      }
    throw rejection
  }
}

/** Uses so far, without taking one. */
export const usesSoFar = async (counter: RateLimiterPostgres, key: string) =>
  Math.min((await counter.get(key))?.consumedPoints ?? 0, counter.points)
