import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '../db/runSql'
import { jobPageUrl } from '../jobs/counts/countSource'
import { isListed, listedJobsSql } from '../jobs/listedRule'
import { jobs } from '../../payload-generated-schema'
import { search_engine_notices as notices } from './noticeTables'
import type { SearchEngine } from './searchEngineConfig'

/** Google's two kinds of notice; IndexNow has one, and takes both alike. */
export type NoticeType = 'URL_UPDATED' | 'URL_DELETED'

/** Why a job is told: its page left the board, is new on it (or back), or changed while listed. */
export type NoticeKind = 'deleted' | 'new' | 'updated'

/** A job as the diff reads it. */
export type JobState = {
  id: number
  slug: string
  isActive: boolean
  expiresAt: Date | null
  updatedAt: Date
}

/** What an engine was last told of a job: its row of search_engine_notices. */
export type ToldState = {
  url: string
  listed: boolean
  jobVersion: Date | null
  toldAt: Date | null
}

export type PendingNotice = {
  jobId: number
  kind: NoticeKind
  type: NoticeType
  url: string
  /** The job's updatedAt this notice tells (null for a deleted job). */
  version: Date | null
  /** When the change happened, as far as the board knows: the oldest is told first. */
  changedAt: Date
  /** The job is gone from the database: once told, its row goes too. */
  jobGone: boolean
}

const KIND_ORDER: Record<NoticeKind, number> = { deleted: 0, new: 1, updated: 2 }

/**
 * The notice a job's engine is owed, or null when it was told the job as it is. A job that is
 * listed and was never told as listed (new, or reopened) is URL_UPDATED; one listed whose
 * updatedAt is newer than the version told is URL_UPDATED (a sync's verification sets only
 * lastVerifiedAt, not updatedAt, so it owes nothing); one told as listed that is no longer listed
 * (closed, filled, expired, deleted) is URL_DELETED, at the address it was told at.
 */
export const pendingNotice = (
  jobId: number,
  job: JobState | null,
  told: ToldState | null,
  now: Date,
  site: string,
): PendingNotice | null => {
  const listed =
    job !== null &&
    isListed({ is_active: job.isActive, expiresAt: job.expiresAt?.toISOString() ?? null }, now)
  if (job && listed) {
    const base = {
      jobId,
      type: 'URL_UPDATED' as const,
      url: jobPageUrl(site, job.slug),
      version: job.updatedAt,
      changedAt: job.updatedAt,
      jobGone: false,
    }
    if (!told?.listed) return { ...base, kind: 'new' }
    if (!told.jobVersion || job.updatedAt > told.jobVersion) return { ...base, kind: 'updated' }
    return null
  }
  if (!told?.listed) return null
  // Closed by time alone, the job still says active: its change is its expiry.
  const changedAt = !job
    ? (told.toldAt ?? new Date(0))
    : job.isActive && job.expiresAt
      ? job.expiresAt
      : job.updatedAt
  return {
    jobId,
    kind: 'deleted',
    type: 'URL_DELETED',
    url: told.url,
    version: job?.updatedAt ?? null,
    changedAt,
    jobGone: !job,
  }
}

/** Deletions first, then new listings, then updates; within each the oldest change first. */
export const orderPending = (pending: PendingNotice[]) =>
  [...pending].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.changedAt.getTime() - b.changedAt.getTime() ||
      a.jobId - b.jobId,
  )

type Row = {
  job_id: number
  slug: string | null
  is_active: boolean | null
  expires_at: Date | null
  updated_at: Date | null
  url: string | null
  listed: boolean | null
  job_version: Date | null
  told_at: Date | null
}

/**
 * The notices `engine` is owed now, at most `limit`, in the order they are to be sent. SQL picks
 * the candidates and the first `limit` by the same order (rank, then change) so it stays one
 * bounded query at 100,000 jobs; pendingNotice decides each one.
 */
export const pendingNotices = async (
  pool: Pool,
  engine: SearchEngine,
  { now, site, limit }: { now: Date; site: string; limit: number },
) => {
  if (limit <= 0) return []
  const listed = listedJobsSql(now)
  const { rows } = await runSql<Row>(
    pool,
    sql`SELECT job_id, slug, is_active, expires_at, updated_at, url, listed, job_version, told_at FROM (
          SELECT ${jobs.id} AS job_id, ${jobs.slug} AS slug, ${jobs.is_active} AS is_active, ${jobs.expiresAt} AS expires_at,
                 ${jobs.updatedAt} AS updated_at, ${notices.url} AS url, ${notices.listed} AS listed,
                 ${notices.jobVersion} AS job_version, ${notices.toldAt} AS told_at,
                 CASE WHEN ${notices.listed} THEN 2 ELSE 1 END AS rank, ${jobs.updatedAt} AS changed_at
            FROM ${jobs} LEFT JOIN ${notices} ON ${notices.jobId} = ${jobs.id} AND ${notices.engine} = ${engine}
           WHERE ${listed} AND ${jobs.slug} IS NOT NULL
             AND (${notices.listed} IS NOT TRUE OR ${notices.jobVersion} IS NULL OR ${jobs.updatedAt} > ${notices.jobVersion})
          UNION ALL
          SELECT ${notices.jobId}, ${jobs.slug}, ${jobs.is_active}, ${jobs.expiresAt}, ${jobs.updatedAt}, ${notices.url}, ${notices.listed},
                 ${notices.jobVersion}, ${notices.toldAt}, 0,
                 CASE WHEN ${jobs.id} IS NULL THEN coalesce(${notices.toldAt}, 'epoch'::timestamptz)
                      WHEN ${jobs.is_active} AND ${jobs.expiresAt} IS NOT NULL THEN ${jobs.expiresAt}
                      ELSE ${jobs.updatedAt} END
            FROM ${notices} LEFT JOIN ${jobs} ON ${jobs.id} = ${notices.jobId}
           WHERE ${notices.engine} = ${engine} AND ${notices.listed} AND (${jobs.id} IS NULL OR NOT coalesce(${listed}, false))
        ) AS pending
        ORDER BY rank, changed_at, job_id
        LIMIT ${limit}`,
  )
  const owed = rows.flatMap((row) => {
    const job: JobState | null = row.updated_at
      ? {
          id: row.job_id,
          slug: row.slug ?? '',
          isActive: Boolean(row.is_active),
          expiresAt: row.expires_at,
          updatedAt: row.updated_at,
        }
      : null
    const told: ToldState | null =
      row.url !== null
        ? {
            url: row.url,
            listed: Boolean(row.listed),
            jobVersion: row.job_version,
            toldAt: row.told_at,
          }
        : null
    const notice = pendingNotice(row.job_id, job, told, now, site)
    return notice ? [notice] : []
  })
  return orderPending(owed)
}
