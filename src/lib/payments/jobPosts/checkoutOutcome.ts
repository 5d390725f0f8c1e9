import type { Payload } from 'payload'

import { poolOf } from '../../db/pool'
import type { Payment } from '../../../payload-types'
import { formatCharge } from '../askedPrice'
import { mayCallStripe } from '../stripeCallLimit'
import { CHECKOUT_SESSION_ID, type Payments } from '../stripeClient'

type PostState = 'waiting-for-stripe' | 'in-review' | 'listed' | 'amount-to-check' | 'paid-already'

export type CheckoutOutcome =
  | { state: 'unknown' }
  | { state: 'busy' }
  | { state: 'unpaid' }
  | { state: 'paid'; amount: string; planName: string; job: PostState; email: string | null }

/** A payment the webhook kept for an admin settled nothing: the job's state is not this payment's doing. */
const HELD: Partial<Record<Payment['status'], PostState>> = { 'amount-mismatch': 'amount-to-check', 'already-paid': 'paid-already' }

/**
 * What the success page says after Stripe sends the employer back: read from Stripe (the address
 * cannot claim a payment), with where the job stands (Stripe's event may still be on its way), or
 * that this payment was of the wrong amount or came after the post was paid.
 */
export const checkoutOutcome = async (payload: Payload, payments: Payments | null, sessionId: string | undefined, clientAddress: string): Promise<CheckoutOutcome> => {
  if (!payments || !sessionId || !CHECKOUT_SESSION_ID.test(sessionId)) return { state: 'unknown' }
  if (!(await mayCallStripe(poolOf(payload), clientAddress))) return { state: 'busy' }
  const session = await payments.stripe.checkout.sessions.retrieve(sessionId).catch(() => null)
  if (!session || session.metadata?.kind !== 'job-post') return { state: 'unknown' }
  if (session.payment_status === 'unpaid') return { state: 'unpaid' }
  const [job, plan, recorded] = await Promise.all([
    payload.findByID({ collection: 'jobs', id: Number(session.metadata.jobId), depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection: 'posting-plans', id: Number(session.metadata.planId), depth: 0, overrideAccess: true, disableErrors: true }),
    payload.find({ collection: 'payments', where: { stripeReference: { equals: session.id } }, select: { status: true }, limit: 1, depth: 0, overrideAccess: true }),
  ])
  return {
    state: 'paid',
    amount: formatCharge(session.amount_total ?? 0, session.currency ?? 'usd'),
    planName: plan?.name ?? 'your job post',
    job: HELD[recorded.docs[0]?.status ?? 'paid'] ?? (!job || job.reviewStatus === 'awaiting-payment' ? 'waiting-for-stripe' : job.is_active ? 'listed' : 'in-review'),
    email: session.customer_details?.email ?? session.customer_email ?? null,
  }
}
