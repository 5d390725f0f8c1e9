import type { Pool } from 'pg'

import { allowanceLeft } from './countUse'
import type { LimitOutcome } from './limitOutcome'
import { postgresLimiter } from './postgresLimiter'

/**
 * A count of failed attempts (a password guessed wrong) under one key. A right attempt gives its
 * point back ('reward') or clears the count ('clear').
 */
export type FailureRule = { name: string; points: number; durationSeconds: number; onSuccess: 'reward' | 'clear' }

const limitersFor = (pool: Pool, rules: readonly FailureRule[]) => rules.map((rule) => postgresLimiter(pool, rule))

/**
 * Before an attempt: refused while any rule's count is spent, else one point of each is taken
 * (given back by `forgiveAttempt` when the attempt was right). `keys` go with `rules`, in order.
 */
export const spendAttempt = async (pool: Pool, rules: readonly FailureRule[], keys: string[]): Promise<LimitOutcome> => {
  const limiters = limitersFor(pool, rules)
  for (const [index, limiter] of limiters.entries()) {
    const left = await allowanceLeft(limiter, keys[index])
    if (!left.allowed) return left
  }
  await Promise.all(limiters.map((limiter, index) => limiter.penalty(keys[index])))
  return { allowed: true }
}

/** After a right attempt: it does not count. */
export const forgiveAttempt = async (pool: Pool, rules: readonly FailureRule[], keys: string[]) => {
  const limiters = limitersFor(pool, rules)
  await Promise.all(limiters.map((limiter, index) => (rules[index].onSuccess === 'reward' ? limiter.reward(keys[index]) : limiter.delete(keys[index]))))
}
