import type { Pool } from 'pg'

import type { LimitOutcome } from '../rateLimit/limitOutcome'
import { consumeLimits, type LimitRule, retryAfterText } from '../rateLimit/rateLimit'

/**
 * Requests that make the site email someone (sign-up confirmations, password resets): at most
 * 10 an hour from one client address, and 3 an hour to one email address, whether or not it has
 * an account, so the answer never tells which addresses do.
 */
const rules = (action: string) => ({
  address: [{ name: `${action}-address`, points: 10, durationSeconds: 60 * 60 }] satisfies LimitRule[],
  email: [{ name: `${action}-email`, points: 3, durationSeconds: 60 * 60 }] satisfies LimitRule[],
})

export type AccountEmailAction = 'sign-up' | 'forgot-password'

const MESSAGES: Record<AccountEmailAction, { address: string; email: string }> = {
  'sign-up': { address: 'Too many sign-ups from your network.', email: 'Too many sign-ups for this email address.' },
  'forgot-password': { address: 'Too many reset requests from your network.', email: 'Too many reset requests for this email address.' },
}

export type AccountEmailLimit = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string }

const refused = (outcome: LimitOutcome, text: string): AccountEmailLimit | null =>
  outcome.allowed ? null : { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds, message: `${text} Please try again in ${retryAfterText(outcome.retryAfterSeconds)}.` }

export const limitAccountEmail = async (pool: Pool, action: AccountEmailAction, clientAddress: string, email: string): Promise<AccountEmailLimit> => {
  const { address, email: perEmail } = rules(action)
  return (
    refused(await consumeLimits(pool, address, clientAddress), MESSAGES[action].address) ??
    refused(await consumeLimits(pool, perEmail, email.trim().toLowerCase()), MESSAGES[action].email) ?? { allowed: true }
  )
}
