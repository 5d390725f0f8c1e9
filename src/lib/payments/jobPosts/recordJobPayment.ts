import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Job, Payment, PostingPlan } from '../../../payload-types'
import { chargedAsAsked, formatCharge, mainUnits } from '../askedPrice'
import type { StripeEventContext } from '../stripeEventHandler'
import { askedRenewalPrice } from '../jobRenewals/renewalCheckout'
import { askedJobPrice } from './askedJobPrice'

/** A receipt's address, read from the Checkout Session's payment (null when Stripe has none). */
const receiptUrlOf = async ({ payments }: StripeEventContext, sessionId: string) => {
  try {
    const session = await payments.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] })
    const intent = session.payment_intent as Stripe.PaymentIntent | null
    const charge = intent && typeof intent === 'object' ? (intent.latest_charge as Stripe.Charge | null) : null
    return charge && typeof charge === 'object' ? charge.receipt_url : null
  } catch {
    return null
  }
}

const paymentSettling = async (payload: Payload, jobId: number) => {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { job: { equals: jobId }, status: { equals: 'paid' }, kind: { equals: 'job-post' } },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A job's first payment posts it; each renewal after that buys more listing time. */
export type JobPaymentKind = 'job-post' | 'job-renewal'

/**
 * Whether a new payment settles its job: only at the price the site asked, and (for a post) only
 * the job's first. Anything else is money in that an admin refunds (or, for a wrong amount, may
 * settle by hand). A renewal may be paid any number of times: each is its own Checkout Session.
 */
const verdictOn = async (payload: Payload, session: Stripe.Checkout.Session, job: Job | null, plan: PostingPlan | null, kind: JobPaymentKind) => {
  const { jobId, planId } = session.metadata ?? {}
  const asked = kind === 'job-renewal' ? askedRenewalPrice(payload.secret, session) : askedJobPrice(payload.secret, session, plan)
  if (!chargedAsAsked(session.amount_total, session.currency, asked)) {
    const charged = formatCharge(session.amount_total ?? 0, session.currency ?? 'usd')
    const wanted = asked ? `the site asked ${formatCharge(asked.amount, asked.currency)} for ${plan?.name ?? `plan ${planId}`}` : `the session carries no price the site signed for plan ${planId}`
    return { status: 'amount-mismatch' as const, problem: `Stripe charged ${charged}; ${wanted}. Refund it in Stripe, or settle job ${jobId} by hand.` }
  }
  const settled = job && kind === 'job-post' ? await paymentSettling(payload, job.id) : null
  if (settled) return { status: 'already-paid' as const, problem: `Job ${jobId} was paid already by ${settled.stripeReference}: refund this payment in Stripe.` }
  return { status: 'paid' as const, problem: null }
}

/**
 * The payment of a Checkout Session, recorded once (its session is unique among payments) with
 * whether it settles its job. Call it under the job's payment lock: the verdict reads the job's
 * other payments.
 */
export const recordJobPayment = async (
  context: StripeEventContext,
  session: Stripe.Checkout.Session,
  job: Job | null,
  plan: PostingPlan | null,
  kind: JobPaymentKind = 'job-post',
): Promise<Payment> => {
  const { payload } = context
  const find = () => payload.find({ collection: 'payments', where: { stripeReference: { equals: session.id } }, depth: 0, limit: 1, overrideAccess: true })
  const known = (await find()).docs[0]
  if (known) return known
  const verdict = await verdictOn(payload, session, job, plan, kind)
  const currency = session.currency ?? 'usd'
  let payment: Payment
  try {
    payment = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      depth: 0,
      data: {
        kind,
        status: verdict.status,
        problem: verdict.problem,
        email: session.customer_details?.email ?? session.customer_email ?? null,
        amount: mainUnits(session.amount_total ?? 0, currency),
        currency,
        job: job?.id ?? null,
        plan: plan?.id ?? null,
        stripeReference: session.id,
        receiptUrl: await receiptUrlOf(context, session.id),
      },
    })
  } catch (error) {
    // The same session's other event recorded it a moment ago.
    const raced = (await find()).docs[0]
    if (raced) return raced
    throw error
  }
  if (verdict.problem) payload.logger.error(`Payment ${payment.id} (${session.id}) settled nothing: ${verdict.problem}`)
  return payment
}
