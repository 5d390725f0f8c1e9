import type { Payments } from '../stripeClient'
import { usdPrice } from '../askedPrice'
import { siteUrl } from '../../site/siteUrl'
import { signJobPrice } from './askedJobPrice'
import { payableUntil, payToken } from './payToken'

export type CheckoutJob = { id: number; contactEmail: string; createdAt: Date }
export type CheckoutPlan = { id: number; name: string; price: number }

/** Stripe keeps a Checkout Session open between 30 minutes and 24 hours. */
const HALF_HOUR_MS = 30 * 60_000
const DAY_MS = 86_400_000

export const PAYMENT_PAGE_FAILED = 'The payment page did not open. Your job is saved: try the payment again in a minute.'
export const TOO_LATE_TO_PAY = 'This post waited unpaid for 7 days and is being removed: please post the job again.'

/**
 * A Stripe Checkout Session for one post on one plan: the price comes from the plan, the job and
 * plan, the pay key and the price asked (signed, for the webhook to hold the payment to) ride in
 * its metadata, and it closes when the post would be removed, so no payment can arrive for a post
 * that is gone. Null when that moment is under half an hour away.
 */
export const openJobCheckout = async (payments: Payments, secret: string, job: CheckoutJob, plan: CheckoutPlan, now = new Date()) => {
  const closes = Math.min(payableUntil(job.createdAt).getTime(), now.getTime() + DAY_MS)
  if (closes - now.getTime() < HALF_HOUR_MS) return null
  const token = payToken(secret, job.id, job.createdAt)
  const price = usdPrice(plan.price)
  const metadata = { kind: 'job-post', jobId: String(job.id), planId: String(plan.id), token, price: signJobPrice(secret, job.id, plan.id, price) }
  const session = await payments.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: price.currency, unit_amount: price.amount, product_data: { name: `${plan.name}: job post on Remote Passport` } },
      },
    ],
    customer_email: job.contactEmail,
    client_reference_id: `job-${job.id}`,
    metadata,
    payment_intent_data: { metadata },
    expires_at: Math.floor(closes / 1000),
    success_url: `${siteUrl()}/post-job/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl()}/post-job/pay?token=${token}&cancelled=1`,
  })
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`)
  return session.url
}
