import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Member } from '../../../payload-types'

/**
 * The member's Stripe customer: the one stored on their account, or a new one stored there, so
 * every subscription, invoice and portal visit of a member is under one customer. Call it under
 * the member's billing lock.
 */
export const stripeCustomerFor = async (payload: Payload, stripe: Stripe, member: Pick<Member, 'id' | 'email' | 'stripeCustomerId'>) => {
  if (member.stripeCustomerId) return member.stripeCustomerId
  // The SDK sends its retries with one idempotency key: a lost answer makes no second customer.
  const customer = await stripe.customers.create({ email: member.email, metadata: { memberId: String(member.id) } })
  await payload.update({ collection: 'members', id: member.id, data: { stripeCustomerId: customer.id }, overrideAccess: true, depth: 0 })
  return customer.id
}
