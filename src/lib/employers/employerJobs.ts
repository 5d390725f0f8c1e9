import type { Payload } from 'payload'

import { isListed } from '../jobs/listedRule'
import type { Job } from '../../payload-types'

/** Where a job of an employer stands, as their pages say it. */
export type EmployerJobState = 'to-confirm' | 'to-pay' | 'listed' | 'in-review' | 'filled' | 'expired' | 'closed' | 'rejected'

export const STATE_LABELS: Record<EmployerJobState, string> = {
  'to-confirm': 'Waiting for you to confirm it',
  'to-pay': 'Waiting for payment',
  listed: 'Listed',
  'in-review': 'In review: not listed until a moderator approves it',
  filled: 'Closed as filled',
  expired: 'Expired',
  closed: 'Closed: its apply link stopped working, or our moderators closed it',
  rejected: 'Not approved',
}

export const employerJobState = (job: Job, now = new Date()): EmployerJobState => {
  if (job.reviewStatus === 'awaiting-confirmation') return 'to-confirm'
  if (job.reviewStatus === 'awaiting-payment') return 'to-pay'
  if (job.reviewStatus === 'rejected') return 'rejected'
  if (job.filledAt) return 'filled'
  if (isListed(job, now)) return 'listed'
  if (job.expiresAt && new Date(job.expiresAt) <= now) return 'expired'
  return job.reviewStatus === 'pending' ? 'in-review' : 'closed'
}

/** What the employer may do with a job in this state. */
export const employerActions = (job: Job, now = new Date()) => {
  const state = employerJobState(job, now)
  const paidTimeLeft = Boolean(job.expiresAt && new Date(job.expiresAt) > now)
  return {
    state,
    /**
     * Any job not refused; a change to a reviewed one is reviewed again (editEmployerJob), so a job
     * closed for a broken apply link is fixed here and listed again when a moderator approves.
     */
    edit: state !== 'rejected',
    close: state === 'listed' || state === 'in-review',
    /** Within the time it was listed for. */
    reopen: state === 'filled' && paidTimeLeft,
    /** More listing time: a listed job is extended from its end, an expired one from now. */
    renew: state === 'listed' || state === 'expired',
  }
}

/** A job the signed-in address posted: the address it was posted with is the address proven. */
export const ownedJob = async (payload: Payload, email: string, jobId: number) => {
  if (!Number.isInteger(jobId) || jobId < 1) return null
  const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 1, overrideAccess: true, disableErrors: true })
  return job && job.contactEmail?.toLowerCase() === email ? job : null
}

export type EmployerJobRow = {
  id: number
  title: string
  company: string
  slug: string | null
  state: EmployerJobState
  postedAt: string
  expiresAt: string | null
  editWaiting: boolean
}

/** Every job posted with the address (newest first), its bundles with posts left, and its receipts. */
export const employerOverview = async (payload: Payload, email: string, now = new Date()) => {
  const [jobs, credits, payments] = await Promise.all([
    payload.find({ collection: 'jobs', where: { contactEmail: { equals: email } }, sort: '-createdAt', limit: 200, depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'posting-credits',
      where: { and: [{ email: { equals: email } }, { expiresAt: { greater_than: now.toISOString() } }] },
      sort: 'expiresAt',
      limit: 20,
      depth: 1,
      overrideAccess: true,
    }),
    payload.find({ collection: 'payments', where: { and: [{ email: { equals: email } }, { kind: { in: ['job-post', 'job-renewal'] } }] }, sort: '-createdAt', limit: 50, depth: 1, overrideAccess: true }),
  ])
  return {
    jobs: jobs.docs.map(
      (job): EmployerJobRow => ({
        id: job.id,
        title: job.job_title,
        company: job.company_name,
        slug: job.slug ?? null,
        state: employerJobState(job, now),
        postedAt: job.posted_date,
        expiresAt: job.expiresAt ?? null,
        editWaiting: Boolean(heldEdit(job)),
      }),
    ),
    credits: credits.docs
      .filter((credit) => credit.postsUsed < credit.postsTotal)
      .map((credit) => ({
        id: credit.id,
        plan: typeof credit.plan === 'object' && credit.plan ? credit.plan.name : 'Bundle',
        left: credit.postsTotal - credit.postsUsed,
        expiresAt: credit.expiresAt,
      })),
    receipts: payments.docs.map((payment) => ({
      id: payment.id,
      at: payment.createdAt,
      amount: payment.amount,
      currency: payment.currency,
      plan: typeof payment.plan === 'object' && payment.plan ? payment.plan.name : null,
      renewal: payment.kind === 'job-renewal',
      status: payment.status,
      receiptUrl: payment.receiptUrl ?? null,
    })),
  }
}

/** The employer's change of a listed job kept for approval (approval-first), if one waits. */
export const heldEdit = (job: Pick<Job, 'employerEdit'>) => {
  const edit = job.employerEdit as EmployerEdit | null | undefined
  return edit && edit.held ? edit.held : null
}

/** One field's change, as the moderator sees it. */
export type FieldChange = { field: string; label: string; before: string; after: string }

/**
 * What the job's employer changed last, kept on the job (`employerEdit`) for its review: held is
 * the new text when it waits for approval before it shows.
 */
export type EmployerEdit = { at: string; changes: FieldChange[]; held: Record<string, unknown> | null }
