import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { withAdvisoryLock } from '../../db/advisoryLock'
import { poolOf } from '../../db/pool'
import { emailLayout } from '../../email/emailLayout'
import { queueEmail } from '../../email/queueEmail'
import { listedBeforeReview } from '../../jobs/posting/hostileText'
import { goesLiveAt } from '../../jobs/listingDates'
import { DEFAULT_LISTING_DAYS } from '../../jobs/options'
import { REVIEW_PROMISE } from '../../jobs/posting/postingTerms'
import type { Job, PostingPlan } from '../../../payload-types'
import type { StripeEventContext, StripeEventHandler } from '../stripeEventHandler'
import { readPayToken } from './payToken'
import { recordJobPayment } from './recordJobPayment'
import { formatMoney } from '../askedPrice'

const DAY_MS = 86_400_000

/** A bundle's posts: the first was this one, the rest are kept for the same address. */
const grantCredits = async (payload: Payload, paymentId: number, email: string, plan: { id: number; jobPosts: number; validForDays?: number | null }, now: Date) => {
  if (plan.jobPosts <= 1) return
  const { totalDocs } = await payload.count({ collection: 'posting-credits', where: { payment: { equals: paymentId } }, overrideAccess: true })
  if (totalDocs) return
  await payload.create({
    collection: 'posting-credits',
    overrideAccess: true,
    depth: 0,
    data: {
      email: email.toLowerCase(),
      plan: plan.id,
      payment: paymentId,
      postsTotal: plan.jobPosts,
      postsUsed: 1,
      expiresAt: new Date(now.getTime() + (plan.validForDays ?? 182) * DAY_MS).toISOString(),
    },
  })
}

const receiptEmail = (amount: string, planName: string, listed: boolean, receiptUrl: string | null, creditsLeft: number) => ({
  subject: `Payment received: ${amount} for ${planName}`,
  ...emailLayout({
    heading: 'Thank you: your payment was received',
    paragraphs: [
      `We received ${amount} for ${planName}, for the job you posted on Remote Passport with this address.`,
      ...(creditsLeft
        ? [`${creditsLeft === 1 ? 'Your next post' : `Your next ${creditsLeft} posts`} from this address ${creditsLeft === 1 ? 'is' : 'are'} paid for: post on the employer page without choosing a plan, and confirm the post from the link we email to this address.`]
        : []),
      listed ? 'Your job is listed now, and a moderator reviews it within 24 hours.' : REVIEW_PROMISE,
    ],
    action: receiptUrl ? { href: receiptUrl, label: 'See the receipt' } : undefined,
  }),
})

/**
 * A paid Checkout Session of the employer page: the payment is recorded (once, whatever Stripe
 * redelivers), a bundle's further posts are kept for the address, and the job, if it still waits
 * for payment, goes to review (or is listed at once, per the moderation setting) with its listing
 * time counted from now; the address gets a receipt. A session charged another amount or currency
 * than the site asked, a second paid session for a paid job, and a session for a job that was
 * removed are recorded and logged for an admin to refund; the first two settle nothing.
 */
export const settleJobPayment = async (context: StripeEventContext, session: Stripe.Checkout.Session) => {
  const { payload } = context
  const key = readPayToken(payload.secret, session.metadata?.token, new Date(session.created * 1000))
  const jobId = Number(session.metadata?.jobId)
  if (!key.ok || key.jobId !== jobId) throw new Error(`Checkout Session ${session.id} carries no valid pay key for job ${session.metadata?.jobId}`)
  const [job, plan] = await Promise.all([
    payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection: 'posting-plans', id: Number(session.metadata?.planId), depth: 0, overrideAccess: true, disableErrors: true }),
  ])
  // One settlement of a job at a time, on every instance: a session's two events (completed, then
  // a slower method's success) or two sessions of one job may arrive together, and each step below
  // reads before it writes.
  const run = await withAdvisoryLock(poolOf(payload), `remote-passport:job-payment:${jobId}`, () => settleOnce(context, session, job, plan))
  if (!run.ran) throw new Error(`job ${jobId}: payment lock not taken`)
}

const settleOnce = async (context: StripeEventContext, session: Stripe.Checkout.Session, job: Job | null, plan: PostingPlan | null) => {
  const { payload, now } = context
  const jobId = Number(session.metadata?.jobId)
  const payment = await recordJobPayment(context, session, job, plan)
  // A wrong amount or a job's second payment settles nothing (logged for an admin when recorded).
  if (payment.status !== 'paid') return
  if (!job) {
    payload.logger.error(`Payment ${payment.id} (${session.id}) is for job ${jobId}, which is gone: refund it in Stripe`)
    return
  }
  const email = job.contactEmail ?? payment.email ?? ''
  if (plan && email) await grantCredits(payload, payment.id, email, plan, now)
  const current = await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true, select: { reviewStatus: true } })
  if (current.reviewStatus !== 'awaiting-payment') return
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const listed = listedBeforeReview(settings.moderationMode, job)
  const days = plan?.listingDays ?? DEFAULT_LISTING_DAYS
  await payload.update({
    collection: 'jobs',
    id: job.id,
    data: { reviewStatus: 'pending', is_active: listed, ...goesLiveAt(now, days) },
    depth: 0,
    overrideAccess: true,
  })
  if (!email) return
  const creditsLeft = plan && plan.jobPosts > 1 ? plan.jobPosts - 1 : 0
  await queueEmail(payload, { to: email, ...receiptEmail(formatMoney(payment.amount, payment.currency), plan?.name ?? 'your job post', listed, payment.receiptUrl ?? null, creditsLeft) })
}

/** Employer posts paid through Checkout; a delayed payment method settles when it succeeds. */
export const jobPostEvents: StripeEventHandler = {
  types: ['checkout.session.completed', 'checkout.session.async_payment_succeeded'],
  handle: async (context, event) => {
    const session = event.data.object as Stripe.Checkout.Session
    if (session.metadata?.kind !== 'job-post' || session.payment_status === 'unpaid') return
    await settleJobPayment(context, session)
  },
}
