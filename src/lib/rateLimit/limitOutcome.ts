import type { RateLimiterRes } from 'rate-limiter-flexible'

/** What every limit answers: go ahead, or not before `retryAfterSeconds` (one at least). */
export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The refusal a spent counter stands for: come back when its window ends. */
export const refusalUntil = (state: RateLimiterRes) => ({
  allowed: false as const,
  retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
})
