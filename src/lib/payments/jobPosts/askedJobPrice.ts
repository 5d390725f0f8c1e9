import type Stripe from 'stripe'

import type { PostingPlan } from '../../../payload-types'
import { type AskedPrice, readAskedPrice, signAskedPrice, usdPrice } from '../askedPrice'

/** A job's Checkout Session buys this post on this plan: a price signed for one plan grants no other. */
const buying = (jobId: number, planId: number | string | undefined) => `job-${jobId}-plan-${planId}`

export const signJobPrice = (secret: string, jobId: number, planId: number, price: AskedPrice) =>
  signAskedPrice(secret, buying(jobId, planId), price)

/**
 * What the site asked for a job's Checkout Session: the price signed in its metadata when it was
 * opened. A session opened before prices were signed (they close within a day) is held to its
 * plan's price as it is now; null when neither is there.
 */
export const askedJobPrice = (secret: string, session: Stripe.Checkout.Session, plan: Pick<PostingPlan, 'price'> | null): AskedPrice | null => {
  const { jobId, planId, price } = session.metadata ?? {}
  if (price) return readAskedPrice(secret, buying(Number(jobId), planId), price)
  return plan ? usdPrice(plan.price) : null
}
