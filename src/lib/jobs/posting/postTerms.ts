import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { creditFor } from '../../payments/jobPosts/postingCredits'
import { launchSpecialLimit, postsFree } from './launchSpecial'
import type { PostingTerms } from './postingTerms'

export type PlanTerms = { id: number; name: string; price: number; listingDays?: number | null }

/** What a post costs once its address is proven, and the bundle that pays for it (if one does). */
export type ProvenTerms = PostingTerms & { creditId?: number }

/**
 * What posting costs an address that has proved it is theirs: free while it is among the launch
 * special's first employers (or a place is open), else a post left from its bundle, else the plan
 * (nothing to pay for a plan at $0), else payment or, with payments off, the team's invoice. Read
 * under the launch special's lock when it is used, so two posts never take one place or one post.
 */
export const termsForProvenAddress = async (
  payload: Payload,
  pool: Pool,
  { email, plan, payments, now }: { email: string; plan: PlanTerms | null; payments: boolean; now: Date },
): Promise<ProvenTerms> => {
  const freeEmployers = await launchSpecialLimit(payload)
  const base = { plan: plan ? { name: plan.name, price: plan.price } : null, freeEmployers }
  if (await postsFree(pool, email, freeEmployers)) return { ...base, free: true }
  if (plan?.price === 0) return { ...base, free: false }
  if (!payments) return { ...base, free: false, paidBy: 'invoice' }
  const credit = await creditFor(pool, email, now)
  if (credit) return { ...base, free: false, paidBy: 'credit', credit: { left: credit.left - 1, until: credit.until.toISOString() }, creditId: credit.id }
  return { ...base, free: false, paidBy: 'checkout' }
}

/** Whether these terms leave something to pay on Stripe Checkout. */
export const leavesPayment = (terms: ProvenTerms) => terms.paidBy === 'checkout' && !terms.free && terms.plan?.price !== 0
