import type { Pool } from 'pg'

import { consumeLimits, type LimitRule } from '../rateLimit/rateLimit'

/**
 * Pages that ask Stripe something for whoever opens them (the success page's lookup, the pay page's
 * new Checkout Session): at most 20 a minute from one address, so no one can spend the site's
 * own allowance of Stripe requests and stall everyone's payments.
 */
const PER_ADDRESS: LimitRule[] = [{ name: 'stripe-calls-minute', points: 20, durationSeconds: 60 }]

export const TOO_MANY_STRIPE_CALLS = 'Too many payment requests from your address. Please wait a minute and try again.'

export const mayCallStripe = async (pool: Pool, clientAddress: string) => (await consumeLimits(pool, PER_ADDRESS, clientAddress)).allowed
