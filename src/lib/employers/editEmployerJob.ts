import { type Payload, ValidationError } from 'payload'

import { explainDuplicateJobUrl } from '../jobs/posting/duplicateJobUrl'
import { FIELD_LABELS_OF_EMPLOYER_FORM } from '../jobs/posting/employerFormLabels'
import { looksHostile } from '../jobs/posting/hostileText'
import { postedSalaryProblems, withPostedSalary } from '../jobs/posting/postedSalary'
import { nulCharacterErrors } from '../jobs/posting/posterFields'
import { employerEditSchema, SUBMIT_FAILED } from '../jobs/posting/postJobSchema'
import type { Job } from '../../payload-types'
import { type EmployerEdit, employerActions, type FieldChange, ownedJob } from './employerJobs'

export const JOB_NOT_YOURS = 'This job is not one of yours, or it was removed.'
export const NOTHING_CHANGED = 'Nothing was changed: the job is as it was.'

export type EditOutcome =
  | { ok: true; state: 'saved' | 'listed-in-review' | 'held-for-review' }
  | { ok: false; message: string; fieldErrors: Array<{ path: string; message: string }> }

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value))

/** The form's fields whose value differs from the job's, each with both values as the moderator reads them. */
const changesOf = (job: Job, values: Record<string, unknown>): FieldChange[] =>
  Object.entries(values)
    .filter(([field, value]) => shown(value) !== shown(job[field as keyof Job]))
    .map(([field, value]) => ({ field, label: FIELD_LABELS_OF_EMPLOYER_FORM[field] ?? field, before: shown(job[field as keyof Job]), after: shown(value) }))

/**
 * Every field changed since the job was last reviewed: a field changed twice keeps the value the
 * moderator last saw as its "before"; a field changed back to it is no change.
 */
const sinceReview = (earlier: EmployerEdit | null | undefined, now: FieldChange[]): FieldChange[] => {
  const byField = new Map((earlier?.changes ?? []).map((change) => [change.field, change]))
  for (const change of now) byField.set(change.field, { ...change, before: byField.get(change.field)?.before ?? change.before })
  return [...byField.values()].filter((change) => change.before !== change.after)
}

/**
 * An employer's edit, with the posting form's schema. A job nobody has reviewed yet (held, unpaid
 * or waiting for approval) just takes the change: its review is still to come. A reviewed job keeps
 * its address, slug and favorites and goes back to review with what changed: under "List at once,
 * review after" the change shows at once; under "List only after approval" the job stays listed as
 * it was, and the change waits for a moderator (src/lib/jobs/posting/moderation.ts applies it). A change to
 * a listed job that looks like markup, script or a header injection always waits so.
 */
export const editEmployerJob = async (payload: Payload, email: string, jobId: number, input: unknown, now = new Date()): Promise<EditOutcome> => {
  const job = await ownedJob(payload, email, jobId)
  if (!job || !employerActions(job, now).edit) return { ok: false, message: JOB_NOT_YOURS, fieldErrors: [] }
  const nul = nulCharacterErrors(input && typeof input === 'object' ? (input as Record<string, unknown>) : {})
  if (nul.length) return { ok: false, message: nul[0].message, fieldErrors: nul }
  const parsed = employerEditSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message }))
    return { ok: false, message: 'Please correct the fields marked below.', fieldErrors }
  }
  const salary = postedSalaryProblems(parsed.data)
  if (salary.length) return { ok: false, message: 'Please correct the fields marked below.', fieldErrors: salary }
  // The salary as the board stores it: the range and its words as one text, like a new post's.
  const values = withPostedSalary(parsed.data) as Record<string, unknown>
  const earlier = job.employerEdit as EmployerEdit | null | undefined
  // Compared with the job as listed: with a change held for approval, that is the reviewed text.
  const changes = changesOf(job, values)
  if (!changes.length) {
    if (!earlier?.held) return { ok: false, message: NOTHING_CHANGED, fieldErrors: [] }
    // Back to the listed text: the held change is withdrawn, and there is nothing to review.
    await payload.update({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true, data: { reviewStatus: 'approved', employerEdit: null } })
    return { ok: true, state: 'saved' }
  }
  const changed = Object.fromEntries(changes.map(({ field }) => [field, values[field]]))
  // Reviewed, or changed since its review and not reviewed again yet: the change is reviewed. A
  // post still to be confirmed or paid for, or never reviewed, just takes it.
  const reviewed = job.reviewStatus === 'approved' || (job.reviewStatus === 'pending' && Boolean(earlier))
  const settings = reviewed ? await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }) : null
  // A listed job keeps its listed text while a moderator has not seen the change: under "approval
  // first" once reviewed, and always when the change looks like markup, script or a header injection.
  const hold = job.is_active === true && ((reviewed && settings?.moderationMode === 'approval-first') || looksHostile(changed))
  const edit: EmployerEdit = hold ? { at: now.toISOString(), changes, held: changed } : { at: now.toISOString(), changes: sinceReview(earlier, changes), held: null }
  try {
    await payload.update({
      collection: 'jobs',
      id: job.id,
      depth: 0,
      overrideAccess: true,
      context: { employerEdit: true },
      data: hold ? { reviewStatus: 'pending', employerEdit: edit } : { ...changed, reviewStatus: reviewed ? 'pending' : job.reviewStatus, employerEdit: edit },
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      const fieldErrors = explainDuplicateJobUrl(error.data.errors.map((item) => ({ path: item.path, message: item.message })))
      return { ok: false, message: fieldErrors[0]?.message ?? SUBMIT_FAILED, fieldErrors }
    }
    throw error
  }
  return { ok: true, state: hold ? 'held-for-review' : reviewed && job.is_active ? 'listed-in-review' : 'saved' }
}
