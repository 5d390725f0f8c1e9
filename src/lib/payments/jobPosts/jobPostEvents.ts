import type { StripeEventHandler } from '../stripeEventHandler'

/** Employer posts paid through Checkout: being built (issue 19). */
export const jobPostEvents: StripeEventHandler = { types: [], handle: async () => {} }
