import type Stripe from 'stripe'

import type { StripeEventHandler } from '../stripeEventHandler'
import { recordPremiumPayment } from './recordPremiumPayment'
import { idOf, type MemberHint, syncPremiumSubscription } from './syncPremiumSubscription'

/** The subscription an event is about, and whose it says it is; null for events not about premium. */
const subscriptionOf = (event: Stripe.Event): { id: string; hint: MemberHint } | null => {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      const id = idOf(session.subscription)
      if (session.mode !== 'subscription' || session.metadata?.kind !== 'premium' || !id) return null
      return { id, hint: { memberId: session.metadata.memberId, customer: idOf(session.customer) } }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object
      if (subscription.metadata?.kind && subscription.metadata.kind !== 'premium') return null
      return { id: subscription.id, hint: { memberId: subscription.metadata?.memberId, customer: idOf(subscription.customer) } }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const details = invoice.parent?.subscription_details
      const id = idOf(details?.subscription)
      if (!id || (details?.metadata?.kind && details.metadata.kind !== 'premium')) return null
      return { id, hint: { memberId: details?.metadata?.memberId, customer: idOf(invoice.customer) } }
    }
    default:
      return null
  }
}

/**
 * Members' premium subscriptions: each event brings the member's plan in line with their
 * subscription as Stripe has it now (premium until the paid period's end, past due until that
 * end passes, free once it is over), and a paid invoice is recorded as a payment.
 */
export const premiumEvents: StripeEventHandler = {
  types: [
    'checkout.session.completed',
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'invoice.paid',
    'invoice.payment_failed',
  ],
  handle: async ({ payload, payments }, event) => {
    const subject = subscriptionOf(event)
    if (!subject) return
    const member = await syncPremiumSubscription(payload, payments.stripe, subject.id, subject.hint)
    if (member && event.type === 'invoice.paid') await recordPremiumPayment(payload, event.data.object, member)
  },
}
