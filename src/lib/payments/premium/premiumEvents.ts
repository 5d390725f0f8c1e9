import type { StripeEventHandler } from '../stripeEventHandler'

/** Members' premium subscriptions: being built (issue 19). */
export const premiumEvents: StripeEventHandler = { types: [], handle: async () => {} }
