import { createHash } from 'node:crypto'

import type { JobCategory, JobType } from '../jobs/options'
import { POST_JOB_LIMITS } from '../jobs/posting/fieldLimits'
import { descriptionOf } from './descriptionText'
import { type EducationLevel, educationLevelOf } from './educationLevel'
import { type ExperienceLevel, experienceLevelOf } from './experienceLevel'
import { hiringLocationsOf } from './hiringLocations'
import { jobCategoryOf } from './jobCategory'
import { jobTypeOf } from './jobType'
import { payText } from './payText'
import type { SourceJob } from './types'
import { classifyWorkplace } from './workplace'

/** Why a role of the source did not become a job, as counted and shown in the admin's import report. */
export const SKIP_REASONS = [
  'hybrid',
  'on-site',
  'not said to be remote',
  'no title',
  'no apply link',
] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  hybrid: 'Hybrid',
  'on-site': 'On-site',
  'not said to be remote': 'Not said to be remote',
  'no title': 'No title',
  'no apply link': 'No apply link',
}

/** The limits of the job's fields (collections/Jobs), as the posting forms have them. */
export const IMPORTED_JOB_LIMITS = { title: POST_JOB_LIMITS.jobTitle.max, companyName: POST_JOB_LIMITS.companyName.max, url: POST_JOB_LIMITS.url.max } as const

/** A job of the board as derived from one source role; unknown facts stay null for a moderator. */
export type ImportedJobFields = {
  job_title: string
  company_name: string
  job_description: string | null
  job_type: JobType | null
  /** Flexible, Fixed or Time-Zone Overlap: never said by a hiring system. */
  schedule_type: null
  category: JobCategory | null
  experience_level: ExperienceLevel | null
  education_level: EducationLevel | null
  hiring_locations: string[]
  salary_range: string | null
  /** ISO 8601. */
  posted_date: string
  job_url: string
}

export type JobFieldsResult =
  | { ok: true; fields: ImportedJobFields; workplace: 'remote' }
  | { ok: false; skip: SkipReason; detail: string }

/** At most `max` characters, cut at a word with "…" when it has to be cut. */
const cutAtWord = (text: string, max: number) => {
  if (text.length <= max) return text
  const room = text.slice(0, max - 1)
  const space = room.lastIndexOf(' ')
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:–—-]+$/, '')}…`
}

/** The ATS's own link, when it is an http(s) address the job's field can hold. */
const applyLinkOf = (url: string | null | undefined): string | null => {
  const text = (url ?? '').trim()
  if (!text || text.length > IMPORTED_JOB_LIMITS.url) return null
  try {
    const { protocol } = new URL(text)
    return protocol === 'http:' || protocol === 'https:' ? text : null
  } catch {
    return null
  }
}

/** When the role was posted: the source's posting time, else its last change, else now; never later than now. */
const postedDateOf = (job: Pick<SourceJob, 'postedAt' | 'updatedAt'>, now: Date): string => {
  const given = [job.postedAt, job.updatedAt]
    .map((text) => (text ? new Date(text) : null))
    .find((date) => date && !Number.isNaN(date.getTime()))
  return (given && given.getTime() < now.getTime() ? given : now).toISOString()
}

/**
 * A source role as the fields of a job of this board, or the reason it is skipped: not remote
 * (hybrid, on-site, or nothing says, by classifyWorkplace), no title, or no apply link. The
 * company's name is the board's (the one given), not the ATS's; the link is the ATS's own.
 */
export const jobFieldsOf = (
  job: SourceJob,
  company: { name: string },
  now: Date,
): JobFieldsResult => {
  const workplace = classifyWorkplace(job)
  if (workplace.workplace === 'hybrid')
    return { ok: false, skip: 'hybrid', detail: workplace.reason }
  if (workplace.workplace === 'onsite')
    return { ok: false, skip: 'on-site', detail: workplace.reason }
  if (workplace.workplace !== 'remote')
    return { ok: false, skip: 'not said to be remote', detail: workplace.reason }
  const title = (job.title ?? '').replace(/\s+/g, ' ').trim()
  if (!title) return { ok: false, skip: 'no title', detail: 'The role has no title' }
  const jobUrl = applyLinkOf(job.applyUrl)
  if (!jobUrl)
    return {
      ok: false,
      skip: 'no apply link',
      detail: job.applyUrl?.trim()
        ? `The apply link is not an http(s) address of at most 500 characters: "${cutAtWord(job.applyUrl.trim(), 100)}"`
        : 'The role has no apply link',
    }
  return {
    ok: true,
    workplace: 'remote',
    fields: {
      job_title: cutAtWord(title, IMPORTED_JOB_LIMITS.title),
      company_name: cutAtWord(
        company.name.replace(/\s+/g, ' ').trim(),
        IMPORTED_JOB_LIMITS.companyName,
      ),
      job_description: descriptionOf(job),
      job_type: jobTypeOf(job.employmentType, title),
      schedule_type: null,
      category: jobCategoryOf(job.department, title),
      experience_level: experienceLevelOf(job.experience, title),
      education_level: educationLevelOf(job.education),
      hiring_locations: hiringLocationsOf(workplace.remoteLocations, job.countryCodes),
      salary_range: payText(job.pay),
      posted_date: postedDateOf(job, now),
      job_url: jobUrl,
    },
  }
}


/**
 * Bumped when the rules that turn a role into a job's fields change, so the next sync derives every
 * role again instead of keeping what the old rules made of it.
 */
export const DERIVATION_VERSION = 1

/**
 * A sha256 (hex) of what the source says of a role, its dates left out (Greenhouse moves
 * `updated_at` on edits nobody sees), with the rules' version: a sync compares it with the last one
 * to tell whether the source's text changed. An unchanged role is not derived again, and a
 * moderator's edit of its job stays.
 */
export const roleFingerprint = (job: SourceJob): string => {
  const { postedAt: _posted, updatedAt: _updated, ...said } = job
  return createHash('sha256').update(JSON.stringify([DERIVATION_VERSION, said])).digest('hex')
}
