import type { Payload } from 'payload'

import { withAdvisoryLock } from '../db/advisoryLock'
import { poolOf } from '../db/pool'
import { DEFAULT_LISTING_DAYS } from '../jobs/options'
import { SUBMIT_FAILED } from '../jobs/posting/postJobSchema'
import { creditFor, takeCredit } from '../payments/jobPosts/postingCredits'
import { openRenewalCheckout } from '../payments/jobRenewals/renewalCheckout'
import type { Payments } from '../payments/stripeClient'
import { employerActions, ownedJob } from './employerJobs'
import { JOB_NOT_YOURS } from './editEmployerJob'
import { extendListing } from './extendListing'

export const CANNOT_RENEW = 'Only a listed or expired job can be renewed: reopen a filled job first.'
export const CHOOSE_A_RENEWAL = 'Please choose a plan, or a post left from your bundle.'
export const RENEWAL_BY_INVOICE = 'Payments are not switched on: write to us to renew this job, and we will send an invoice.'
export const RENEWAL_PAGE_FAILED = 'The payment page did not open. Nothing was charged: please try again in a minute.'

export type RenewalPlan = { id: number; name: string; price: number; listingDays: number }
export type RenewalChoices = { plans: RenewalPlan[]; credit: { left: number; until: string; listingDays: number } | null; payments: boolean }

const bundleOf = async (payload: Payload, email: string, now: Date) => {
  const credit = await creditFor(poolOf(payload), email, now)
  if (!credit) return null
  const row = await payload.findByID({ collection: 'posting-credits', id: credit.id, depth: 1, overrideAccess: true })
  const listingDays = (typeof row.plan === 'object' && row.plan?.listingDays) || DEFAULT_LISTING_DAYS
  return { id: credit.id, left: credit.left, until: credit.until.toISOString(), listingDays }
}

/** What a renewal may be paid with: the published plans that cost something (through Stripe), or a bundle's post. */
export const renewalChoices = async (payload: Payload, payments: Payments | null, email: string, now = new Date()): Promise<RenewalChoices> => {
  const [plans, credit] = await Promise.all([
    payments
      ? payload.find({ collection: 'posting-plans', where: { price: { greater_than: 0 } }, sort: 'sortOrder', limit: 10, depth: 0, overrideAccess: false })
      : Promise.resolve({ docs: [] }),
    bundleOf(payload, email, now),
  ])
  return {
    plans: plans.docs.map((plan) => ({ id: plan.id, name: plan.name, price: plan.price, listingDays: plan.listingDays ?? DEFAULT_LISTING_DAYS })),
    credit: credit && { left: credit.left, until: credit.until, listingDays: credit.listingDays },
    payments: Boolean(payments),
  }
}

export type RenewOutcome = { ok: true; state: 'renewed'; until: string } | { ok: true; state: 'pay'; checkoutUrl: string } | { ok: false; message: string }

/**
 * Renews a listed or expired job: with a post left from the address's bundle at once (taken under
 * a lock, so two renewals never share one post), or with a plan on Stripe Checkout (the webhook
 * extends it: src/lib/payments/jobRenewals/settleJobRenewal.ts).
 */
export const renewJob = async (
  payload: Payload,
  payments: Payments | null,
  email: string,
  jobId: number,
  choice: { credit: true } | { planId: number | null },
  now = new Date(),
): Promise<RenewOutcome> => {
  const job = await ownedJob(payload, email, jobId)
  if (!job) return { ok: false, message: JOB_NOT_YOURS }
  if (!employerActions(job, now).renew) return { ok: false, message: CANNOT_RENEW }
  if ('credit' in choice) {
    const run = await withAdvisoryLock(poolOf(payload), `remote-passport:job-payment:${job.id}`, async (): Promise<RenewOutcome> => {
      const credit = await bundleOf(payload, email, now)
      if (!credit || !(await takeCredit(poolOf(payload), credit.id, now))) return { ok: false, message: CHOOSE_A_RENEWAL }
      const current = await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })
      return { ok: true, state: 'renewed', until: await extendListing(payload, current, credit.listingDays, now) }
    })
    return run.ran ? run.result : { ok: false, message: SUBMIT_FAILED }
  }
  if (!payments) return { ok: false, message: RENEWAL_BY_INVOICE }
  const plan = (await renewalChoices(payload, payments, email, now)).plans.find((option) => option.id === choice.planId)
  if (!plan) return { ok: false, message: CHOOSE_A_RENEWAL }
  try {
    const checkoutUrl = await openRenewalCheckout(payments, payload.secret, { job: { id: job.id, title: job.job_title }, plan, email }, now)
    return { ok: true, state: 'pay', checkoutUrl }
  } catch (error) {
    payload.logger.error(`Renewal checkout for job ${job.id} failed: ${(error as Error).message}`)
    return { ok: false, message: RENEWAL_PAGE_FAILED }
  }
}
