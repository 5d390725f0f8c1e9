import type Stripe from 'stripe'

/** A member's subscription fields as stored (collections/Members). */
export type StoredPlan = {
  plan?: 'free' | 'premium' | null
  premiumUntil?: string | null
  subscriptionStatus?: string | null
  /** Cancelled by the member: premium stops at premiumUntil instead of renewing. */
  premiumEnding?: boolean | null
}

export type PlanUpdate = Required<StoredPlan>

/** Paid (or in trial): premium until the period's end. */
const PAID = new Set(['active', 'trialing'])
/** Over: back to free. `unpaid` is where Stripe leaves a subscription whose retries all failed. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused'])
/** A subscription that may still take or ask for money: a second checkout would charge twice. */
export const hasLiveSubscription = (member: StoredPlan) =>
  Boolean(member.subscriptionStatus) && !['canceled', 'incomplete_expired'].includes(member.subscriptionStatus!)

/** The paid period's end of a subscription (on its item since API version 2025-03-31). */
export const periodEndOf = (subscription: Stripe.Subscription): Date | null => {
  const end = subscription.items?.data?.[0]?.current_period_end
  return typeof end === 'number' ? new Date(end * 1000) : null
}

/**
 * The member's plan once Stripe says how their subscription is now, or null to leave it: a
 * subscription whose period ends before the member's paid end is an older one (a newer
 * subscription always ends later), whatever it says. Paid: premium until the period's end.
 * Past due: premium stays until the end already paid for (Stripe retries the card meanwhile).
 * Over: free. Incomplete (the first payment still being confirmed): nothing changes yet. `ending`:
 * the member cancelled, so the paid period is the last.
 */
export const planAfter = (stored: StoredPlan, status: string, periodEnd: Date, ending = false): PlanUpdate | null => {
  const paidUntil = stored.premiumUntil ? new Date(stored.premiumUntil) : null
  if (paidUntil && periodEnd.getTime() < paidUntil.getTime()) return null
  const keep: PlanUpdate = { plan: stored.plan ?? 'free', premiumUntil: stored.premiumUntil ?? null, subscriptionStatus: status, premiumEnding: ending }
  if (PAID.has(status)) return { plan: 'premium', premiumUntil: periodEnd.toISOString(), subscriptionStatus: status, premiumEnding: ending }
  if (ENDED.has(status)) return { ...keep, plan: 'free', premiumEnding: false }
  return keep
}

/** Whether the member cancelled and the subscription stops at its period's end (or at a set date). */
export const endingOf = (subscription: Stripe.Subscription) => subscription.cancel_at_period_end || Boolean(subscription.cancel_at)
