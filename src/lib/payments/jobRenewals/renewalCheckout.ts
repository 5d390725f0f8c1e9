import type Stripe from 'stripe'

import { type AskedPrice, readAskedPrice, signAskedPrice, usdPrice } from '../askedPrice'
import type { Payments } from '../stripeClient'
import { readToken, signToken } from '../../site/signedToken'
import { siteUrl } from '../../site/siteUrl'

const PURPOSE = 'job-renewal'
const DAY_MS = 86_400_000

/** A renewal's Checkout Session buys more time for this job on this plan, and nothing else. */
const buying = (jobId: number, planId: number | string | undefined) => `renew-job-${jobId}-plan-${planId}`

/** What the site asked for a renewal: the price signed in the session's metadata, or null. */
export const askedRenewalPrice = (secret: string, session: Stripe.Checkout.Session): AskedPrice | null => {
  const { jobId, planId, price } = session.metadata ?? {}
  return readAskedPrice(secret, buying(Number(jobId), planId), price)
}

/** The job a renewal's key names, signed when its session was opened. */
export const readRenewalKey = (secret: string, token: string | null | undefined, at: Date) => {
  const read = readToken<{ jid: number }>(secret, PURPOSE, token, at)
  return read.ok && Number.isInteger(read.data.jid) ? read.data.jid : null
}

/**
 * A Stripe Checkout Session that renews a listed (or expired) job on a plan: the plan's price, the
 * job, the plan and the price asked (signed) ride in its metadata; it comes back to the job's
 * employer page. Stripe keeps it open for a day.
 */
export const openRenewalCheckout = async (
  payments: Payments,
  secret: string,
  { job, plan, email }: { job: { id: number; title: string }; plan: { id: number; name: string; price: number }; email: string },
  now = new Date(),
) => {
  const price = usdPrice(plan.price)
  const metadata = {
    kind: 'job-renewal',
    jobId: String(job.id),
    planId: String(plan.id),
    token: signToken(secret, PURPOSE, { jid: job.id, exp: now.getTime() + DAY_MS }),
    price: signAskedPrice(secret, buying(job.id, plan.id), price),
  }
  const session = await payments.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: price.currency, unit_amount: price.amount, product_data: { name: `${plan.name}: renewal of a job post on Remote Passport` } },
      },
    ],
    customer_email: email,
    client_reference_id: `renew-job-${job.id}`,
    metadata,
    payment_intent_data: { metadata },
    expires_at: Math.floor((now.getTime() + DAY_MS) / 1000),
    success_url: `${siteUrl()}/employer/jobs/${job.id}?renewal={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl()}/employer/jobs/${job.id}?renewal=cancelled`,
  })
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`)
  return session.url
}
