import type Stripe from 'stripe'

import { withAdvisoryLock } from '../../db/advisoryLock'
import { poolOf } from '../../db/pool'
import { emailLayout } from '../../email/emailLayout'
import { queueEmail } from '../../email/queueEmail'
import { extendListing } from '../../employers/extendListing'
import { DEFAULT_LISTING_DAYS } from '../../jobs/options'
import { formatCharge } from '../askedPrice'
import { recordJobPayment } from '../jobPosts/recordJobPayment'
import type { StripeEventContext, StripeEventHandler } from '../stripeEventHandler'
import { readRenewalKey } from './renewalCheckout'

const renewalEmail = (amount: string, plan: string, title: string, until: string, receiptUrl: string | null) => ({
  subject: `Payment received: ${amount} to renew your job post`,
  ...emailLayout({
    heading: 'Your job post is renewed',
    paragraphs: [
      `We received ${amount} for ${plan}. ${title} is listed until ${new Date(until).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}.`,
    ],
    action: receiptUrl ? { href: receiptUrl, label: 'See the receipt' } : undefined,
  }),
})

/**
 * A paid renewal: recorded once per Checkout Session, then the job's listing is extended by the
 * plan's days (under the job's payment lock, so two renewals paid together both count). A wrong
 * amount, or a job that was removed or closed as filled meanwhile, settles nothing and is logged for
 * an admin to refund.
 */
export const settleJobRenewal = async (context: StripeEventContext, session: Stripe.Checkout.Session) => {
  const { payload, now } = context
  const jobId = Number(session.metadata?.jobId)
  if (readRenewalKey(payload.secret, session.metadata?.token, new Date(session.created * 1000)) !== jobId) {
    throw new Error(`Checkout Session ${session.id} carries no valid renewal key for job ${session.metadata?.jobId}`)
  }
  const run = await withAdvisoryLock(poolOf(payload), `remote-passport:job-payment:${jobId}`, async () => {
    const [job, plan] = await Promise.all([
      payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true }),
      payload.findByID({ collection: 'posting-plans', id: Number(session.metadata?.planId), depth: 0, overrideAccess: true, disableErrors: true }),
    ])
    const known = await payload.count({ collection: 'payments', where: { stripeReference: { equals: session.id } }, overrideAccess: true })
    const payment = await recordJobPayment(context, session, job, plan, 'job-renewal')
    if (known.totalDocs || payment.status !== 'paid') return
    if (!job || job.filledAt || job.reviewStatus === 'rejected') {
      payload.logger.error(`Renewal ${payment.id} (${session.id}) is for job ${jobId}, which is gone, filled or rejected: refund it in Stripe`)
      return
    }
    const until = await extendListing(payload, job, plan?.listingDays ?? DEFAULT_LISTING_DAYS, now)
    const email = job.contactEmail ?? payment.email
    if (email) {
      const amount = formatCharge(session.amount_total ?? 0, session.currency ?? 'usd')
      await queueEmail(payload, { to: email, ...renewalEmail(amount, plan?.name ?? 'your plan', job.job_title, until, payment.receiptUrl ?? null) })
    }
  })
  if (!run.ran) throw new Error(`job ${jobId}: payment lock not taken`)
}

/** Renewals of employer posts paid through Checkout. */
export const jobRenewalEvents: StripeEventHandler = {
  types: ['checkout.session.completed', 'checkout.session.async_payment_succeeded'],
  handle: async (context, event) => {
    const session = event.data.object as Stripe.Checkout.Session
    if (session.metadata?.kind !== 'job-renewal' || session.payment_status === 'unpaid') return
    await settleJobRenewal(context, session)
  },
}
