import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Payments } from './stripeClient'

export type StripeEventContext = { payload: Payload; payments: Payments; now: Date }

/** What one part of the site does with some Stripe event types (employer posts, memberships). */
export type StripeEventHandler = {
  types: ReadonlyArray<Stripe.Event.Type>
  handle: (context: StripeEventContext, event: Stripe.Event) => Promise<void>
}
