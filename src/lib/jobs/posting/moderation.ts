import { APIError, type Payload, type PayloadRequest } from 'payload'

import { emailLayout } from '../../email/emailLayout'
import { queueEmail } from '../../email/queueEmail'
import { siteUrl } from '../../site/siteUrl'
import type { Job } from '../../../payload-types'
import { heldEdit } from '../../employers/employerJobs'
import { isListed } from '../listedRule'
import { contactConfirmed } from './contactConfirmation'

export const REJECTION_REASON_REQUIRED = 'Please give a reason for the rejection.'

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string }

const outcomeEmail = (job: Job, decision: Decision) => {
  const approved = decision.decision === 'approve'
  const { html, text } = emailLayout({
    heading: approved ? 'Your job posting is approved' : 'Your job posting was not approved',
    paragraphs: approved
      ? [`${job.job_title} at ${job.company_name} has been reviewed and is listed on Remote Passport.`]
      : [`${job.job_title} at ${job.company_name} has been reviewed and will not be listed.`, `Reason: ${decision.reason}`, 'You are welcome to post it again once the reason is addressed.'],
    action: approved ? { href: `${siteUrl()}/jobs/${job.slug}`, label: 'See your listing' } : { href: `${siteUrl()}/submit-job`, label: 'Post a job' },
  })
  return { subject: approved ? `Approved: ${job.job_title}` : `Not approved: ${job.job_title}`, html, text }
}

const editOutcomeEmail = (job: Job, decision: Decision) => {
  const approved = decision.decision === 'approve'
  const { html, text } = emailLayout({
    heading: approved ? 'Your changes are approved' : 'Your changes were not approved',
    paragraphs: approved
      ? [`Your changes to ${job.job_title} at ${job.company_name} have been reviewed and are listed now.`]
      : [`Your changes to ${job.job_title} at ${job.company_name} were not approved, and the job stays listed as it was.`, `Reason: ${decision.reason}`],
    action: { href: `${siteUrl()}/jobs/${job.slug}`, label: 'See your listing' },
  })
  return { subject: approved ? `Changes approved: ${job.job_title}` : `Changes not approved: ${job.job_title}`, html, text }
}

/**
 * A moderator's verdict on a posted job: approving lists it (unless it has expired), rejecting
 * takes it off the board with the reason. An employer's change that waits for approval (a listed
 * job under "List only after approval") is decided alone: approving applies it, rejecting drops it
 * and the job stays listed as it was. The poster, when they left and confirmed an email, is told.
 */
export const reviewJob = async (payload: Payload, id: number, decision: Decision, req: PayloadRequest): Promise<Job> => {
  if (decision.decision === 'reject' && decision.reason.trim().length < 3) throw new APIError(REJECTION_REASON_REQUIRED, 400, undefined, true)
  const job = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
  const approved = decision.decision === 'approve'
  const held = heldEdit(job)
  const verdict = held
    ? { ...(approved ? held : {}), reviewStatus: 'approved' as const, rejectionReason: null }
    : {
        reviewStatus: approved ? ('approved' as const) : ('rejected' as const),
        rejectionReason: approved ? null : decision.reason.trim(),
        // A job its employer closed as filled stays closed, whatever is approved.
        is_active: approved ? !job.filledAt && isListed({ is_active: true, expiresAt: job.expiresAt }) : false,
      }
  const updated = await payload.update({ collection: 'jobs', id, depth: 0, req, overrideAccess: false, data: verdict })
  // The change is decided: the next review starts from the job as it now stands.
  if (job.employerEdit) await payload.update({ collection: 'jobs', id, depth: 0, req, overrideAccess: true, data: { employerEdit: null } })
  if (contactConfirmed(job)) {
    await queueEmail(payload, { to: job.contactEmail, ...(held ? editOutcomeEmail(updated, decision) : outcomeEmail(updated, decision)) }, req)
  }
  return updated
}
