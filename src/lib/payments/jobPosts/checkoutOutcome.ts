import type { Payload } from 'payload'

import { poolOf } from '../../db/pool'
import { mayCallStripe } from '../stripeCallLimit'
import { CHECKOUT_SESSION_ID, type Payments } from '../stripeClient'
import { money } from './settleJobPayment'

export type CheckoutOutcome =
  | { state: 'unknown' }
  | { state: 'busy' }
  | { state: 'unpaid' }
  | { state: 'paid'; amount: string; planName: string; job: 'waiting-for-stripe' | 'in-review' | 'listed'; email: string | null }

/**
 * What the success page says after Stripe sends the employer back: read from Stripe (the address
 * cannot claim a payment), with where the job stands (Stripe's event may still be on its way).
 */
export const checkoutOutcome = async (payload: Payload, payments: Payments | null, sessionId: string | undefined, clientAddress: string): Promise<CheckoutOutcome> => {
  if (!payments || !sessionId || !CHECKOUT_SESSION_ID.test(sessionId)) return { state: 'unknown' }
  if (!(await mayCallStripe(poolOf(payload), clientAddress))) return { state: 'busy' }
  const session = await payments.stripe.checkout.sessions.retrieve(sessionId).catch(() => null)
  if (!session || session.metadata?.kind !== 'job-post') return { state: 'unknown' }
  if (session.payment_status === 'unpaid') return { state: 'unpaid' }
  const [job, plan] = await Promise.all([
    payload.findByID({ collection: 'jobs', id: Number(session.metadata.jobId), depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection: 'posting-plans', id: Number(session.metadata.planId), depth: 0, overrideAccess: true, disableErrors: true }),
  ])
  return {
    state: 'paid',
    amount: money((session.amount_total ?? 0) / 100, session.currency ?? 'usd'),
    planName: plan?.name ?? 'your job post',
    job: !job || job.reviewStatus === 'awaiting-payment' ? 'waiting-for-stripe' : job.is_active ? 'listed' : 'in-review',
    email: session.customer_details?.email ?? session.customer_email ?? null,
  }
}
