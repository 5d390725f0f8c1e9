import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Where } from 'payload'

import { jobs } from '../../payload-generated-schema'
import type { Job } from '../../payload-types'

/**
 * A listed job, the one the public sees (the board, its page, counts, feeds, the sitemap, link
 * checks), is active and not expired: no expiry, or one still ahead. This module is the only
 * place that says so, in the three forms its readers need; each names the fields through the
 * generated types, so renaming one fails the type-check.
 */

const ACTIVE = 'is_active' satisfies keyof Job
const EXPIRES_AT = 'expiresAt' satisfies keyof Job

/** For Payload's local API and the jobs read access rule. */
export const listedJobsWhere = (now: Date = new Date()): Where => ({
  and: [
    { [ACTIVE]: { equals: true } },
    { or: [{ [EXPIRES_AT]: { exists: false } }, { [EXPIRES_AT]: { greater_than: now.toISOString() } }] },
  ],
})

/**
 * For SQL on the jobs table. A bare `is_active` (not `= true`) so the planner matches the listing's
 * partial covering indexes (`WHERE "is_active"`, migrations/); expires_at is in their INCLUDE.
 */
export const listedJobsSql = (now: Date): SQL =>
  sql`(${jobs.is_active} AND (${jobs.expiresAt} IS NULL OR ${jobs.expiresAt} > ${now}))`

/** For a job already loaded (its page, a moderation decision). */
export const isListed = (job: Pick<Job, 'is_active' | 'expiresAt'>, now: Date = new Date()) =>
  Boolean(job.is_active) && (!job.expiresAt || new Date(job.expiresAt) > now)
