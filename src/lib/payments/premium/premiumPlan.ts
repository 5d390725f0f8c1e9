import type { Payload } from 'payload'

import { FREE_INTERVIEW_MESSAGES } from '../../ai/limits'

/** What the Premium card lists while the premium-plan global has no features of its own. */
export const DEFAULT_PREMIUM_FEATURES = [
  'The full optimized resume, in every template',
  'Complete cover letters, ready to send',
  'LinkedIn Optimizer: headline and About analysis',
  'Unlimited interview practice',
]

/** The free tools' previews (docs/decisions.md, AI tools): what a member has without paying. */
export const FREE_PLAN_FEATURES = [
  'Every remote job, search filters and job alerts',
  'Resume builder: a preview of the optimized resume',
  'Cover letter generator: the opening of the letter',
  `Interview coach: ${FREE_INTERVIEW_MESSAGES} practice messages`,
]

export type PremiumPlanOffer = { name: string; monthlyPrice: number; features: string[] }

/** The premium plan as sold on /premium: name, US dollars a month, what it includes. */
export const loadPremiumPlan = async (payload: Payload): Promise<PremiumPlanOffer> => {
  const plan = await payload.findGlobal({ slug: 'premium-plan', depth: 0 })
  const features = (plan.features ?? []).map((feature) => feature.trim()).filter(Boolean)
  return {
    name: plan.name?.trim() || 'Premium',
    monthlyPrice: plan.monthlyPrice ?? 9,
    features: features.length ? features : DEFAULT_PREMIUM_FEATURES,
  }
}

/** "$9" or "$9.50". */
export const formatMonthlyPrice = (dollars: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars)
