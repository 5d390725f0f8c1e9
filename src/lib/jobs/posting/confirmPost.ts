import type { Payload } from 'payload'

import { withAdvisoryLock } from '../../db/advisoryLock'
import { poolOf } from '../../db/pool'
import { takeCredit } from '../../payments/jobPosts/postingCredits'
import { payLink } from '../../payments/jobPosts/payToken'
import type { Payments } from '../../payments/stripeClient'
import type { Job, PostingPlan } from '../../../payload-types'
import { contactConfirmed, readConfirmationToken } from './contactConfirmation'
import { LAUNCH_SPECIAL_LOCK } from './launchSpecial'
import { goesLiveAt } from '../listingDates'
import { DEFAULT_LISTING_DAYS } from '../options'
import { listedBeforeReview } from './hostileText'
import { DUPLICATE_JOB_URL } from './postingLimits'
import type { PostingTerms } from './postingTerms'
import { leavesPayment, type PlanTerms, termsForProvenAddress } from './postTerms'
import { checkoutFor } from './submitEmployerJob'
import { SUBMIT_FAILED } from './postJobSchema'

/** A held post with nothing to use and no plan: the confirm page's plans are above its button. */
export const CHOOSE_A_PLAN = 'Please choose a plan above to continue to payment.'

export const CONFIRM_LINK_INVALID = 'This link is not valid: it is incomplete or was changed.'
export const CONFIRM_LINK_EXPIRED = 'This link has expired: a post that is not confirmed within 7 days is removed. Please post the job again.'

type PostSummary = { id: number; title: string; company: string }

/** What the link emailed to a post's contact address opens onto. */
export type PostToConfirm =
  | { state: 'invalid' }
  | { state: 'expired' }
  /** A held post: what confirming it does, decided now, and the plans to choose from when it must be paid and has none. */
  | { state: 'held'; job: PostSummary; terms: PostingTerms; plans: PlanTerms[] }
  /**
   * A post that is not held (any more): confirmed already, or confirming lets the site email its
   * review outcome; listed or not, and the link to pay for one that waits for payment.
   */
  | { state: 'contact'; job: PostSummary; confirmed: boolean; listed: boolean; payLink: string | null }

export type ConfirmOutcome =
  | { ok: true; state: 'listed' | 'in-review' | 'contact-confirmed'; terms?: PostingTerms }
  | { ok: true; state: 'pay'; checkoutUrl: string | null; payLink: string; message?: string }
  | { ok: false; message: string; field?: 'plan' }

const summary = (job: Job): PostSummary => ({ id: job.id, title: job.job_title, company: job.company_name })

const planTerms = (plan: Job['plan']): PlanTerms | null =>
  plan && typeof plan === 'object' ? { id: plan.id, name: plan.name, price: plan.price, listingDays: plan.listingDays } : null

const publishedPlans = async (payload: Payload) =>
  (await payload.find({ collection: 'posting-plans', sort: 'sortOrder', limit: 10, depth: 0, overrideAccess: false })).docs.map((plan: PostingPlan) => ({
    id: plan.id,
    name: plan.name,
    price: plan.price,
    listingDays: plan.listingDays,
  }))

/** The job a link names, when the link is ours, unexpired, and for that job's own address. */
const jobOfLink = async (payload: Payload, token: string | undefined, now: Date) => {
  const read = readConfirmationToken(payload.secret, token, now)
  if (!read.ok) return { state: read.reason }
  const job = await payload.findByID({ collection: 'jobs', id: read.jobId, depth: 1, overrideAccess: true, disableErrors: true })
  // A held post removed after its 7 days reads as expired, not as a forged link.
  if (!job) return { state: 'expired' as const }
  if (job.contactEmail?.toLowerCase() !== read.email) return { state: 'invalid' as const }
  return { state: 'found' as const, job, email: read.email }
}

/** What confirming a held post does for the owner of its address, and the plans to choose from when it must be paid and has none. */
export const heldPostChoices = async (payload: Payload, payments: Payments | null, job: Job, email: string, now = new Date()) => {
  const plan = planTerms(job.plan)
  const terms = await termsForProvenAddress(payload, poolOf(payload), { email, plan, payments: Boolean(payments), now })
  const { creditId: _credit, ...shown } = terms
  return { terms: shown, plans: leavesPayment(terms) && !plan ? await publishedPlans(payload) : [] }
}

/** The page behind the link: the post and, for a held one, what confirming it will do. */
export const postToConfirm = async (payload: Payload, payments: Payments | null, token: string | undefined, now = new Date()): Promise<PostToConfirm> => {
  const found = await jobOfLink(payload, token, now)
  if (found.state !== 'found') return found.state === 'expired' ? { state: 'expired' } : { state: 'invalid' }
  const { job, email } = found
  if (job.reviewStatus === 'awaiting-confirmation') return { state: 'held', job: summary(job), ...(await heldPostChoices(payload, payments, job, email, now)) }
  return {
    state: 'contact',
    job: summary(job),
    confirmed: contactConfirmed(job),
    listed: Boolean(job.is_active),
    payLink: job.reviewStatus === 'awaiting-payment' ? payLink(payload.secret, job.id, new Date(job.createdAt)) : null,
  }
}

/**
 * The owner of the address confirms the post (a button, so a mail scanner opening the link
 * changes nothing). Under the launch special's lock: a held post takes a free place or a bundle's
 * post now, goes to review (listed at once or not, per the moderation setting; with payments off
 * it waits for review), or waits for payment on Stripe Checkout. A post that was not held just
 * has its address confirmed, so the review outcome may be emailed.
 */
export const confirmPost = (
  payload: Payload,
  payments: Payments | null,
  { token, planId }: { token: string | undefined; planId?: number | null },
  now = new Date(),
): Promise<ConfirmOutcome> => confirmProvenPost(payload, payments, () => jobOfLink(payload, token, now), planId, now)

/**
 * The same confirmation by an employer signed in with the post's address (src/lib/employers/):
 * the link that opened their session was emailed to that address, which proves it as well.
 */
export const confirmPostAsEmployer = (payload: Payload, payments: Payments | null, { email, jobId, planId }: { email: string; jobId: number; planId?: number | null }, now = new Date()) =>
  confirmProvenPost(
    payload,
    payments,
    async () => {
      const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 1, overrideAccess: true, disableErrors: true })
      return job && job.contactEmail?.toLowerCase() === email ? { state: 'found' as const, job, email } : { state: 'invalid' as const }
    },
    planId,
    now,
  )

type FoundPost = Awaited<ReturnType<typeof jobOfLink>>

const confirmProvenPost = async (
  payload: Payload,
  payments: Payments | null,
  find: () => Promise<FoundPost>,
  planId: number | null | undefined,
  now: Date,
): Promise<ConfirmOutcome> => {
  const pool = poolOf(payload)
  const run = await withAdvisoryLock(pool, LAUNCH_SPECIAL_LOCK, async (): Promise<ConfirmOutcome | { pay: { job: Job; plan: PlanTerms } }> => {
    const found = await find()
    if (found.state !== 'found') return { ok: false, message: found.state === 'expired' ? CONFIRM_LINK_EXPIRED : CONFIRM_LINK_INVALID }
    const { job, email } = found
    if (job.reviewStatus !== 'awaiting-confirmation') {
      if (!contactConfirmed(job)) await payload.update({ collection: 'jobs', id: job.id, data: { contactEmailConfirmed: true }, depth: 0, overrideAccess: true })
      return { ok: true, state: 'contact-confirmed' }
    }
    const plan = planTerms(job.plan) ?? (planId ? ((await publishedPlans(payload)).find((choice) => choice.id === planId) ?? null) : null)
    const terms = await termsForProvenAddress(payload, pool, { email, plan, payments: Boolean(payments), now })
    if (leavesPayment(terms)) {
      if (!plan) return { ok: false, message: CHOOSE_A_PLAN, field: 'plan' }
      await payload.update({ collection: 'jobs', id: job.id, data: { reviewStatus: 'awaiting-payment', plan: plan.id, contactEmailConfirmed: true }, depth: 0, overrideAccess: true })
      return { pay: { job, plan } }
    }
    if (await jobUrlTaken(payload, job)) return { ok: false, message: DUPLICATE_JOB_URL }
    if (terms.creditId && !(await takeCredit(pool, terms.creditId, now))) return { ok: false, message: SUBMIT_FAILED }
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const listed = Boolean(payments) && listedBeforeReview(settings.moderationMode, job)
    const days = plan?.listingDays ?? DEFAULT_LISTING_DAYS
    await payload.update({
      collection: 'jobs',
      id: job.id,
      depth: 0,
      overrideAccess: true,
      data: {
        reviewStatus: 'pending',
        is_active: listed,
        freeLaunchSpecial: terms.free,
        plan: plan?.id ?? null,
        contactEmailConfirmed: true,
        ...goesLiveAt(now, days),
      },
    })
    const { creditId: _credit, ...shown } = terms
    return { ok: true, state: listed ? 'listed' : 'in-review', terms: shown }
  })
  if (!run.ran) return { ok: false, message: SUBMIT_FAILED }
  if (!('pay' in run.result)) return run.result
  const { job, plan } = run.result.pay
  if (!payments) return { ok: false, message: SUBMIT_FAILED }
  return { ok: true, state: 'pay', ...(await checkoutFor(payload, payments, job.id, plan, payload.secret)) }
}

/** A listed job, or a public post in review, already has this job's URL (the unique index's rule). */
const jobUrlTaken = async (payload: Payload, job: Job) => {
  const { totalDocs } = await payload.count({
    collection: 'jobs',
    overrideAccess: true,
    where: {
      and: [
        { id: { not_equals: job.id } },
        { job_url: { equals: job.job_url } },
        { or: [{ is_active: { equals: true } }, { and: [{ postedVia: { exists: true } }, { reviewStatus: { equals: 'pending' } }] }] },
      ],
    },
  })
  return totalDocs > 0
}

/** "This was not me": the owner of the address removes a held post made with it. */
export const discardHeldPost = async (payload: Payload, token: string | undefined, now = new Date()) => {
  const found = await jobOfLink(payload, token, now)
  if (found.state !== 'found' || found.job.reviewStatus !== 'awaiting-confirmation') return false
  await payload.delete({ collection: 'jobs', id: found.job.id, overrideAccess: true })
  return true
}
