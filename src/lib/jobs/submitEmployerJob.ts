import type { Payload } from 'payload'

import { withAdvisoryLock } from '../db/advisoryLock'
import { poolOf } from '../db/pool'
import { openJobCheckout, PAYMENT_PAGE_FAILED } from '../payments/jobPosts/openJobCheckout'
import { payLink } from '../payments/jobPosts/payToken'
import { creditFor } from '../payments/jobPosts/postingCredits'
import type { Payments } from '../payments/stripeClient'
import { contactConfirmedBefore } from './contactConfirmation'
import { launchSpecialLimit, postsFree } from './launchSpecial'
import { fieldErrors, employerPostSchema, SUBMIT_FAILED } from './postJobSchema'
import type { PostingTerms } from './postingTerms'
import { submitJob, type SubmitMeta, type SubmitResult } from './submitJob'

export const CHOOSE_A_PLAN = 'Please choose a plan above to continue to payment.'

/**
 * A job from the employer page (/post-job), with the chosen plan (or none) and the contact email,
 * which is told the terms (and asked to confirm, unless an earlier post confirmed it). Under one
 * lock, so two posts cannot both take the last free place or the last post of a bundle:
 * - the launch special (as many employers as Site Settings say) makes it free;
 * - else a bundle the address paid for ahead, once the address is confirmed, pays for it;
 * - else, with payments on, the post waits unlisted while the employer pays on Stripe Checkout
 *   (the answer carries the page's address); with payments off, the team invoices.
 * With payments on, a post that is free or prepaid follows the moderation setting, as a paid one
 * does once paid; with payments off, every post waits for review until the invoice is settled.
 */
export const submitEmployerJob = async (
  payload: Payload,
  input: Record<string, unknown>,
  planId: number | null,
  meta: Omit<SubmitMeta, 'posting'>,
  payments: Payments | null = null,
  now = new Date(),
): Promise<SubmitResult> => {
  const parsed = employerPostSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return { ok: false, status: 400, message: errors[0]?.message ?? 'Please check the form.', fieldErrors: errors }
  }
  const email = parsed.data.contactEmail
  const plan = planId ? await payload.findByID({ collection: 'posting-plans', id: planId, depth: 0, disableErrors: true, overrideAccess: false }) : null
  const pool = poolOf(payload)
  // Whether an earlier post confirmed the address: it may use a bundle, and needs no new confirmation.
  const confirmed = await contactConfirmedBefore(payload, email)
  let terms: PostingTerms = { plan: plan ? { name: plan.name, price: plan.price } : null, free: false }
  let creditId: number | null = null
  const run = await withAdvisoryLock(pool, 'remote-passport:launch-special', async () => {
    const freeEmployers = await launchSpecialLimit(payload)
    const free = await postsFree(pool, email, freeEmployers)
    terms = { ...terms, free, freeEmployers, paidBy: payments ? 'checkout' : 'invoice' }
    const nothingToPay = free || plan?.price === 0
    if (!nothingToPay && payments) {
      const credit = confirmed ? await creditFor(pool, email, now) : null
      if (credit) {
        creditId = credit.id
        terms = { ...terms, paidBy: 'credit', credit: { left: credit.left - 1, until: credit.until.toISOString() } }
      } else if (!plan) {
        return { ok: false as const, status: 400, message: CHOOSE_A_PLAN, fieldErrors: [{ path: 'plan', message: CHOOSE_A_PLAN }] }
      }
    }
    const awaitingPayment = terms.paidBy === 'checkout' && !nothingToPay
    return submitJob(payload, input, {
      ...meta,
      posting: { postedVia: 'employer-page', requireApproval: !payments, awaitingPayment, creditId, planId: plan?.id ?? null, freeLaunchSpecial: free, terms },
    })
  })
  if (!run.ran) return { ok: false, status: 500, message: SUBMIT_FAILED, fieldErrors: [] }
  const result = run.result
  if (!result.ok || !result.job) return result
  const answer = { ...result, terms, contactConfirmationSent: !confirmed }
  if (terms.paidBy !== 'checkout' || terms.free || !payments || !plan || plan.price === 0) return answer
  return { ...answer, payment: await checkoutFor(payload, payments, { id: result.job.id, contactEmail: email }, plan, meta.secret) }
}

/** Where the employer pays: the Checkout page, or (when Stripe did not answer) the link to try again. */
const checkoutFor = async (payload: Payload, payments: Payments, job: { id: number; contactEmail: string }, plan: { id: number; name: string; price: number }, secret: string) => {
  const stored = await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true, select: { createdAt: true } })
  const createdAt = new Date(stored.createdAt)
  const retry = payLink(secret, job.id, createdAt)
  try {
    return { checkoutUrl: await openJobCheckout(payments, secret, { ...job, createdAt }, plan), payLink: retry }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Checkout for job ${job.id} did not open` })
    return { checkoutUrl: null, payLink: retry, message: PAYMENT_PAGE_FAILED }
  }
}
