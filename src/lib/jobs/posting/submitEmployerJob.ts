import type { Payload } from 'payload'

import { poolOf } from '../../db/pool'
import { openJobCheckout, PAYMENT_PAGE_FAILED } from '../../payments/jobPosts/openJobCheckout'
import { payLink } from '../../payments/jobPosts/payToken'
import type { Payments } from '../../payments/stripeClient'
import { freePlacesLeft, launchSpecialLimit } from './launchSpecial'
import type { PostingTerms } from './postingTerms'
import { submitJob, type SubmitMeta, type SubmitResult } from './submitJob'

/**
 * A job from the employer page (/post-job), with the chosen plan (or none) and the contact email.
 * Its fields are checked where every post's are, by the jobs collection's hook (through
 * submitJob). Typing an address is not owning it, so nothing tied to the address is used here: the
 * answer is the same for every address.
 * - A paid plan while the launch special has no free place open: the post waits unlisted while the
 *   employer pays on Stripe Checkout (payments off: the team invoices).
 * - A plan that costs nothing: posted as any free plan is.
 * - Otherwise (no plan, or free places open): the post is held, and the link emailed to the
 *   address confirms it; only then are a free place or a bundle's post used (confirmPost.ts).
 * With payments on, a post that is free or prepaid follows the moderation setting, as a paid one
 * does once paid; with payments off, every post waits for review until the invoice is settled.
 */
export const submitEmployerJob = async (
  payload: Payload,
  input: Record<string, unknown>,
  planId: number | null,
  meta: Omit<SubmitMeta, 'posting'>,
  payments: Payments | null = null,
): Promise<SubmitResult> => {
  const plan = planId ? await payload.findByID({ collection: 'posting-plans', id: planId, depth: 0, disableErrors: true, overrideAccess: false }) : null
  const freeEmployers = await launchSpecialLimit(payload)
  // Public facts only: whether a free place is open is on the page for everyone to see.
  const placesOpen = (await freePlacesLeft(poolOf(payload), freeEmployers)) > 0
  const costsNothing = plan?.price === 0
  const held = !costsNothing && (!plan || placesOpen)
  const terms: PostingTerms = { plan: plan ? { name: plan.name, price: plan.price } : null, free: false, freeEmployers, paidBy: payments ? 'checkout' : 'invoice' }
  const awaitingPayment = !held && !costsNothing && Boolean(payments)
  const result = await submitJob(payload, input, {
    ...meta,
    posting: { postedVia: 'employer-page', requireApproval: !payments, awaitingConfirmation: held, awaitingPayment, planId: plan?.id ?? null, terms },
  })
  if (!result.ok || !result.job) return result
  if (held) return { ...result, held: { freeEmployers, payments: Boolean(payments) } }
  const answer = { ...result, terms }
  if (!awaitingPayment || !payments || !plan) return answer
  return { ...answer, payment: await checkoutFor(payload, payments, result.job.id, plan, meta.secret) }
}

/**
 * Where the employer pays for a stored post: the Checkout page, made out to the post's contact
 * address as the collection stored it, or (when Stripe did not answer) the link to try again.
 */
export const checkoutFor = async (payload: Payload, payments: Payments, jobId: number, plan: { id: number; name: string; price: number }, secret: string) => {
  const stored = await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: true, select: { createdAt: true, contactEmail: true } })
  const createdAt = new Date(stored.createdAt)
  const retry = payLink(secret, jobId, createdAt)
  try {
    return { checkoutUrl: await openJobCheckout(payments, secret, { id: jobId, contactEmail: stored.contactEmail ?? '', createdAt }, plan), payLink: retry }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Checkout for job ${jobId} did not open` })
    return { checkoutUrl: null, payLink: retry, message: PAYMENT_PAGE_FAILED }
  }
}
