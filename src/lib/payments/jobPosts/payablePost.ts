import type { Payload } from 'payload'

import { poolOf } from '../../db/pool'
import { mayCallStripe, TOO_MANY_STRIPE_CALLS } from '../stripeCallLimit'
import type { Payments } from '../stripeClient'
import { openJobCheckout, PAYMENT_PAGE_FAILED, TOO_LATE_TO_PAY } from './openJobCheckout'
import { readPayToken } from './payToken'

export type PayablePost =
  | { state: 'invalid' }
  | { state: 'expired' }
  | { state: 'awaiting' | 'paid'; job: { id: number; title: string; company: string; createdAt: Date }; plan: { id: number; name: string; price: number } | null }

export const PAY_LINK_INVALID = 'This payment link is not valid: it is incomplete or was changed.'
export const PAY_LINK_EXPIRED = 'This post waited unpaid for 7 days and was removed: please post the job again.'
export const ALREADY_PAID = 'This post is paid for already: it waits for review or is listed.'
export const PAYMENTS_UNAVAILABLE = 'Online payment is not available right now. Please try again later.'

/** The post a pay key names, and whether it still waits for payment. */
export const payablePost = async (payload: Payload, token: string | undefined, now = new Date()): Promise<PayablePost> => {
  const key = readPayToken(payload.secret, token, now)
  if (!key.ok) return key.reason === 'expired' ? { state: 'expired' } : { state: 'invalid' }
  const job = await payload.findByID({ collection: 'jobs', id: key.jobId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!job) return { state: 'expired' }
  const plan = job.plan && typeof job.plan === 'object' ? { id: job.plan.id, name: job.plan.name, price: job.plan.price } : null
  return {
    state: job.reviewStatus === 'awaiting-payment' ? 'awaiting' : 'paid',
    job: { id: job.id, title: job.job_title, company: job.company_name, createdAt: new Date(job.createdAt) },
    plan,
  }
}

/** "Continue to Payment" on the pay page: a new Checkout Session for a post that still waits. */
export const payForPost = async (payload: Payload, payments: Payments | null, token: string | undefined, clientAddress: string, now = new Date()) => {
  if (!payments) return { ok: false as const, message: PAYMENTS_UNAVAILABLE }
  if (!(await mayCallStripe(poolOf(payload), clientAddress))) return { ok: false as const, message: TOO_MANY_STRIPE_CALLS }
  const post = await payablePost(payload, token, now)
  if (!('job' in post)) return { ok: false as const, message: post.state === 'expired' ? PAY_LINK_EXPIRED : PAY_LINK_INVALID }
  if (post.state === 'paid') return { ok: false as const, message: ALREADY_PAID }
  if (!post.plan) return { ok: false as const, message: PAY_LINK_INVALID }
  const contact = await payload.findByID({ collection: 'jobs', id: post.job.id, depth: 0, overrideAccess: true, select: { contactEmail: true } })
  try {
    const url = await openJobCheckout(payments, payload.secret, { id: post.job.id, contactEmail: contact.contactEmail ?? '', createdAt: post.job.createdAt }, post.plan, now)
    return url ? { ok: true as const, url } : { ok: false as const, message: TOO_LATE_TO_PAY }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Checkout for job ${post.job.id} did not open` })
    return { ok: false as const, message: PAYMENT_PAGE_FAILED }
  }
}
