import type { Payload } from 'payload'

import { employerActions, ownedJob } from './employerJobs'
import { JOB_NOT_YOURS } from './editEmployerJob'

export const CANNOT_CLOSE = 'This job is not listed, so there is nothing to close.'
export const CANNOT_REOPEN = 'This job can be reopened only while the time it was listed for lasts: renew it instead.'

export type ManageOutcome = { ok: true } | { ok: false; message: string }

/**
 * "Close as filled": the job leaves the board at once and its page answers 410 "This position has
 * been filled"; the listing time it had left is kept, so it can be reopened until then.
 */
export const closeJobAsFilled = async (payload: Payload, email: string, jobId: number, now = new Date()): Promise<ManageOutcome> => {
  const job = await ownedJob(payload, email, jobId)
  if (!job) return { ok: false, message: JOB_NOT_YOURS }
  if (!employerActions(job, now).close) return { ok: false, message: CANNOT_CLOSE }
  await payload.update({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true, data: { is_active: false, filledAt: now.toISOString() } })
  return { ok: true }
}

/** A job closed as filled, listed again within its time (a job still waiting for approval goes back to waiting). */
export const reopenJob = async (payload: Payload, email: string, jobId: number, now = new Date()): Promise<ManageOutcome> => {
  const job = await ownedJob(payload, email, jobId)
  if (!job) return { ok: false, message: JOB_NOT_YOURS }
  if (!employerActions(job, now).reopen) return { ok: false, message: CANNOT_REOPEN }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const waitsForApproval = job.reviewStatus === 'pending' && settings.moderationMode === 'approval-first'
  await payload.update({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true, data: { is_active: !waitsForApproval, filledAt: null } })
  return { ok: true }
}
