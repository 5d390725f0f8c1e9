import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Member } from '../../../payload-types'
import { withMemberBillingLock } from './memberLock'
import { endingOf, periodEndOf, planAfter } from './subscriptionPlan'

/** What an event says about whose subscription it is: our metadata, and Stripe's customer. */
export type MemberHint = { memberId?: string | null; customer?: string | null }

/** The id of an expandable Stripe field (a string, or the object itself when expanded). */
export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

const sameValue = (a: string | boolean | null | undefined, b: string | boolean | null | undefined) =>
  (a ?? null) === (b ?? null) || (typeof a === 'string' && typeof b === 'string' && new Date(a).getTime() === new Date(b).getTime())

/** The member a premium event is about: by the member id we put in its metadata, else by customer. */
export const premiumMemberOf = async (payload: Payload, hint: MemberHint): Promise<Member | null> => {
  const id = Number(hint.memberId)
  if (Number.isInteger(id) && id > 0) {
    const member = await payload.findByID({ collection: 'members', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (member) return member
  }
  if (!hint.customer) return null
  const { docs } = await payload.find({
    collection: 'members',
    where: { stripeCustomerId: { equals: hint.customer } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Brings a member's plan in line with their subscription as Stripe has it now. Events arrive late,
 * twice and out of order, so the event only says which subscription changed: it is read afresh
 * from Stripe under the member's lock, and an older subscription never overrides a newer one
 * (planAfter). Returns the member, or null when the subscription is no member's premium.
 */
export const syncPremiumSubscription = async (payload: Payload, stripe: Stripe, subscriptionId: string, hint: MemberHint) => {
  const found = await premiumMemberOf(payload, hint)
  if (!found) {
    payload.logger.warn(`Stripe subscription ${subscriptionId}: no member for it (member ${hint.memberId ?? '-'}, customer ${hint.customer ?? '-'})`)
    return null
  }
  return withMemberBillingLock(payload, found.id, async () => {
    const [member, subscription] = await Promise.all([
      payload.findByID({ collection: 'members', id: found.id, depth: 0, overrideAccess: true }),
      stripe.subscriptions.retrieve(subscriptionId),
    ])
    const kind = subscription.metadata?.kind
    const periodEnd = periodEndOf(subscription)
    if ((kind && kind !== 'premium') || !periodEnd) return null
    const next = planAfter(member, subscription.status, periodEnd, endingOf(subscription))
    const changed = next && (Object.keys(next) as (keyof typeof next)[]).some((field) => !sameValue(next[field], member[field]))
    const customer = idOf(subscription.customer)
    const data = { ...(changed ? next : {}), ...(!member.stripeCustomerId && customer ? { stripeCustomerId: customer } : {}) }
    if (!Object.keys(data).length) return member
    return payload.update({ collection: 'members', id: member.id, data, depth: 0, overrideAccess: true })
  })
}
