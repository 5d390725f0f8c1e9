import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import { type LimitOutcome, refusalUntil } from './limitOutcome'

/** What these functions use of a rate-limiter-flexible limiter (postgresLimiter's, or a fake). */
export type Counter = Pick<RateLimiterAbstract, 'consume' | 'get' | 'points' | 'keyPrefix'>

export type CountResult = LimitOutcome & { used: number }

export type WarningLogger = { warn: (message: string) => void }

/**
 * What a count does when the database cannot count: by default the error propagates; 'allow' is
 * for a limit that must not take its feature down with it: the request goes through, and the
 * failure is logged.
 */
export type WhenUncountable = { whenUncountable?: 'propagate' } | { whenUncountable: 'allow'; logger: WarningLogger }

/**
 * Takes `uses` (one by default) from a key's allowance at once; refused when not that many are
 * left. The one place a rate-limiter-flexible rejection becomes a refusal.
 */
export const countUse = async (
  counter: Counter,
  key: string,
  options: { uses?: number } & WhenUncountable = {},
): Promise<CountResult> => {
  try {
    const result = await counter.consume(key, options.uses ?? 1)
    return { allowed: true, used: result.consumedPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ...refusalUntil(rejection), used: counter.points }
    if (options.whenUncountable !== 'allow') throw rejection
    const message = rejection instanceof Error ? rejection.message.split('\n')[0] : String(rejection)
    options.logger.warn(`Rate limit ${counter.keyPrefix} could not count, so the request goes through: ${message}`)
    return { allowed: true, used: 0 }
  }
}

/** Refused while the key's allowance is spent; takes nothing. */
export const allowanceLeft = async (counter: Counter, key: string): Promise<LimitOutcome> => {
  const state = await counter.get(key)
  return state && state.consumedPoints >= counter.points ? refusalUntil(state) : { allowed: true }
}

/** Uses so far, without taking one. */
export const usesSoFar = async (counter: Counter, key: string) =>
  Math.min((await counter.get(key))?.consumedPoints ?? 0, counter.points)
