import type { Payload } from 'payload'

import { poolOf } from '../../db/pool'
import type { Job } from '../../../payload-types'
import type { ImportSettings } from './importSettings'
import { matchPostedJob } from './sameRole'
import { closeGoneJobs, markVerified, postedJobsOfCompany, type StoredSourceJob } from './sourceJobRows'

/** The fields of a job on the board that a role of a hiring system gives (src/lib/ats/jobFields.ts). */
export type ImportedFields = Pick<
  Job,
  | 'job_title'
  | 'company_name'
  | 'job_description'
  | 'job_type'
  | 'schedule_type'
  | 'category'
  | 'experience_level'
  | 'education_level'
  | 'hiring_locations'
  | 'salary_range'
  | 'posted_date'
  | 'job_url'
>

/** A role the source lists: its fields when derived, null when its fingerprint shows it unchanged since the last sync. */
export type ImportedRole = { sourceId: string; fields: ImportedFields | null; fingerprint: string }

export type WriteCounts = {
  imported: number
  updated: number
  linked: number
  reopened: number
  verified: number
  closed: number
  /** Roles the jobs collection refused (its validation), with its reason: the rest are written. */
  refused: Array<{ title: string; reason: string }>
}

/** What the jobs collection said when it refused a role: its field errors, or the error's message. */
const refusal = (error: unknown) => {
  const data = (error as { data?: { errors?: Array<{ path?: string; message?: string }> } })?.data
  const fields = data?.errors?.map((each) => `${each.path ?? 'field'}: ${each.message ?? 'invalid'}`).join('; ')
  return fields || (error instanceof Error ? error.message : 'refused')
}


/**
 * Whether a job its source lists again is listed again: an imported one if a moderator approved it
 * (imports listed at once are approved), a posted one found at its source unless it was rejected
 * (it was listed when it was linked). A rejected job stays down.
 */
const listedWhenBack = (job: StoredSourceJob) =>
  job.keeps_posted_text ? job.review_status === 'approved' || job.review_status === 'pending' : job.review_status === 'approved'

/**
 * Brings the board in line with what a source lists now, in one pass: a new role becomes a job (or
 * is linked to the same job posted by hand), a role whose text changed is rewritten (a moderator's
 * edit stays until then), one that came back is reopened, every one seen is marked verified now,
 * and every job the source no longer lists is closed. Called only after the whole board was read.
 */
export const writeSourceJobs = async (
  payload: Payload,
  source: { id: number; companyName: string },
  roles: ImportedRole[],
  settings: Pick<ImportSettings, 'moderation'>,
  now: Date,
  stored: Map<string, StoredSourceJob>,
): Promise<WriteCounts> => {
  const pool = poolOf(payload)
  const counts: WriteCounts = { imported: 0, updated: 0, linked: 0, reopened: 0, verified: 0, closed: 0, refused: [] }
  const verified: number[] = []
  const seen = new Set<string>()
  let posted: Awaited<ReturnType<typeof postedJobsOfCompany>> | null = null
  const linked = new Set<number>()
  const listedAtOnce = settings.moderation === 'list'
  const verifiedAt = now.toISOString()
  // The site's own writes: trusted, through the collection's hooks (slug, eligibility, salary
  // numbers), with the exchange rates read once for the board and no relationship read back.
  const context = { importing: true, exchangeRates: await payload.findGlobal({ slug: 'exchange-rates', depth: 0, overrideAccess: true }) }
  const written = { overrideAccess: true, context, depth: 0 }

  const write = async (role: ImportedRole) => {
    const job = stored.get(role.sourceId)
    if (job) {
      const changed = role.fields !== null && !job.keeps_posted_text && job.source_fingerprint !== role.fingerprint
      if (!changed && !job.gone_from_source) {
        verified.push(job.id)
        return
      }
      await payload.update({
        collection: 'jobs',
        id: job.id,
        data: {
          ...(changed ? { ...role.fields, sourceFingerprint: role.fingerprint } : {}),
          ...(job.gone_from_source ? { goneFromSource: false, is_active: listedWhenBack(job) } : {}),
          lastVerifiedAt: verifiedAt,
        },
        ...written,
      })
      if (job.gone_from_source) counts.reopened++
      if (changed) counts.updated++
      return
    }
    const { fields } = role
    // Only a role the board holds no job for comes without fields, and none does.
    if (!fields) return
    posted ??= await postedJobsOfCompany(pool, source.companyName, now)
    const same = matchPostedJob(fields, posted, linked)
    if (same) {
      linked.add(same.id)
      await payload.update({
        collection: 'jobs',
        id: same.id,
        data: { source: source.id, sourceJobId: role.sourceId, keepsPostedText: true, lastVerifiedAt: verifiedAt, sourceFingerprint: role.fingerprint },
        ...written,
      })
      counts.linked++
      return
    }
    await payload.create({
      collection: 'jobs',
      data: {
        ...fields,
        source: source.id,
        sourceJobId: role.sourceId,
        sourceFingerprint: role.fingerprint,
        lastVerifiedAt: verifiedAt,
        postedVia: 'import',
        is_active: listedAtOnce,
        reviewStatus: listedAtOnce ? 'approved' : 'pending',
        contactEmailConfirmed: false,
      },
      ...written,
    })
    counts.imported++
  }

  for (const role of roles) {
    if (seen.has(role.sourceId)) continue
    seen.add(role.sourceId)
    try {
      await write(role)
    } catch (error) {
      counts.refused.push({ title: role.fields?.job_title ?? role.sourceId, reason: refusal(error) })
    }
  }

  await markVerified(pool, verified, now)
  // Every role the source lists that is a job on the board now: the refused ones are not.
  counts.verified = seen.size - counts.refused.length
  const gone = [...stored.values()].filter((job) => !seen.has(job.source_job_id) && !job.gone_from_source).map((job) => job.id)
  await closeGoneJobs(pool, gone)
  counts.closed = gone.length
  return counts
}
