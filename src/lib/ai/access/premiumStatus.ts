import type { Payload, PayloadRequest } from 'payload'

type Visitor = PayloadRequest['user'] | null | undefined

/** What a member's premium depends on: their plan and, for a subscription, its paid end. */
export type MemberPlan = { plan?: string | null; premiumUntil?: string | null }

/**
 * A member is premium with plan 'premium' and either no end date (set so by an admin) or an end
 * still ahead: a subscription's paid period, kept by Stripe's events (src/lib/payments/premium).
 */
export const memberHasPremium = (member: MemberPlan, now = new Date()) =>
  member.plan === 'premium' && (!member.premiumUntil || new Date(member.premiumUntil).getTime() > now.getTime())

/**
 * Whether a visitor gets the premium tools. The site setting "every visitor is premium" (on by
 * default; docs/decisions.md, AI tools) makes everyone premium; off, a member's plan and its end
 * date decide, staff are premium and anonymous visitors are free. Read past the setting's
 * admins-only access: the server needs it for everyone.
 */
export const isPremiumVisitor = async (payload: Payload, visitor: Visitor, now = new Date()) => {
  if (await everyVisitorIsPremium(payload)) return true
  if (!visitor) return false
  if (visitor.collection === 'users') return true
  return memberHasPremium(visitor as MemberPlan, now)
}

/** The site setting "every visitor is premium" (on unless an admin turned it off). */
export const everyVisitorIsPremium = async (payload: Payload) => {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return settings.everyonePremium !== false
}
