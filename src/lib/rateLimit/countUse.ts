import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type CountResult =
  { allowed: true; used: number } | { allowed: false; retryAfterSeconds: number; used: number }

/** Takes `uses` (one by default) from a key's allowance at once; refused when not that many are left. */
export const countUse = async (counter: RateLimiterPostgres, key: string, uses = 1): Promise<CountResult> => {
  try {
    const result = await counter.consume(key, uses)
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
