import { memberHasPremium } from '../../ai/access/premiumStatus'
import { billingDate } from './premiumTexts'
import type { StoredPlan } from './subscriptionPlan'

/** A member's plan as their account page says it: which plan, until when, and what needs them. */
export type PlanSummary = { premium: boolean; detail: string; warning: string | null }

const ENDED_DETAIL: Record<string, string> = {
  canceled: 'Your Premium subscription has ended.',
  unpaid: 'Your Premium subscription ended because its payments did not go through.',
  incomplete_expired: 'Your first Premium payment did not go through, so nothing was charged.',
  paused: 'Your Premium subscription is paused.',
  incomplete: 'Your first Premium payment is still being confirmed.',
}

/** What the account page says while the "every visitor is premium" setting is on. */
export const EVERYONE_PREMIUM_DETAIL = 'Premium is open to every visitor for now: every AI tool gives you its full results, free.'

/**
 * `everyone`: the site's "every visitor is premium" setting. A member without a plan of their own
 * then has Premium like every visitor, and the page says why; a paid plan is described as it is.
 */
export const planSummary = (member: StoredPlan, now = new Date(), { everyone = false } = {}): PlanSummary => {
  const summary = memberPlanSummary(member, now)
  return everyone && !summary.premium ? { premium: true, detail: EVERYONE_PREMIUM_DETAIL, warning: summary.warning } : summary
}

const memberPlanSummary = (member: StoredPlan, now: Date): PlanSummary => {
  const premium = memberHasPremium(member, now)
  const until = billingDate(member.premiumUntil)
  const status = member.subscriptionStatus ?? ''
  if (premium && !member.premiumUntil) return { premium, detail: 'Set on your account by our team, with no end date.', warning: null }
  if (status === 'past_due') {
    return premium
      ? { premium, detail: `Paid through ${until}.`, warning: `Your last payment did not go through. Premium stays on until ${until}: update your card under Manage billing to keep it.` }
      : { premium, detail: 'The free plan: previews of the AI tools.', warning: `Your last payment did not go through, so Premium ended on ${until}. Update your card under Manage billing to turn it back on.` }
  }
  if (premium && member.premiumEnding) return { premium, detail: `Paid through ${until}, and it ends then: you cancelled it. Renew it under Manage billing.`, warning: null }
  if (premium) return { premium, detail: `Paid through ${until}. It renews every month unless you cancel under Manage billing.`, warning: null }
  return { premium, detail: ENDED_DETAIL[status] ?? 'The free plan: previews of the AI tools.', warning: null }
}
