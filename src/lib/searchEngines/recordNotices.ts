import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '../db/runSql'
import { search_engine_notices as notices } from './noticeTables'
import type { PendingNotice } from './pendingNotices'
import type { SearchEngine } from './searchEngineConfig'

const column = (name: { name: string }) => sql.identifier(name.name)

/**
 * The engine accepted these notices: each job's row now says what it was told, and its failed
 * tries are forgotten. A deleted job told gone leaves no row behind. With `refusal`, the engine
 * refused the page itself: it counts as told for this version of the job (a retry would only be
 * refused again), with why, until the job changes.
 */
export const markTold = async (
  pool: Pool,
  engine: SearchEngine,
  told: PendingNotice[],
  now: Date,
  refusal: string | null = null,
) => {
  const kept = told.filter((notice) => !notice.jobGone)
  const gone = told.filter((notice) => notice.jobGone).map((notice) => notice.jobId)
  if (kept.length) {
    await runSql(
      pool,
      sql`INSERT INTO ${notices} (job_id, engine, url, listed, job_version, told_at, attempts, last_error, last_attempt_at)
          SELECT v.job_id, ${engine}::varchar, v.url, v.listed, v.version, ${now}::timestamptz, ${refusal ? 1 : 0}, ${refusal?.slice(0, 500) ?? null}::text, ${now}::timestamptz
            FROM unnest(${sql.param(kept.map((notice) => notice.jobId))}::int[], ${sql.param(kept.map((notice) => notice.url))}::text[],
                        ${sql.param(kept.map((notice) => notice.type === 'URL_UPDATED'))}::boolean[],
                        ${sql.param(kept.map((notice) => notice.version?.toISOString() ?? null))}::timestamptz[]) AS v(job_id, url, listed, version)
          ON CONFLICT (job_id, engine) DO UPDATE SET
            ${column(notices.url)} = excluded.url, ${column(notices.listed)} = excluded.listed,
            ${column(notices.jobVersion)} = excluded.job_version, ${column(notices.toldAt)} = excluded.told_at,
            ${column(notices.attempts)} = excluded.attempts, ${column(notices.lastError)} = excluded.last_error, ${column(notices.lastAttemptAt)} = excluded.last_attempt_at`,
    )
  }
  if (gone.length) {
    await runSql(
      pool,
      sql`DELETE FROM ${notices} WHERE ${notices.engine} = ${engine} AND ${notices.jobId} = ANY(${sql.param(gone)}::int[])`,
    )
  }
}

/**
 * The engine did not take these notices: they stay owed (a job never told gets a row that says it
 * was not told as listed), with one more failed try and what went wrong.
 */
export const recordFailure = async (
  pool: Pool,
  engine: SearchEngine,
  failed: PendingNotice[],
  reason: string,
  now: Date,
) => {
  if (!failed.length) return
  await runSql(
    pool,
    sql`INSERT INTO ${notices} (job_id, engine, url, listed, job_version, told_at, attempts, last_error, last_attempt_at)
        SELECT v.job_id, ${engine}::varchar, v.url, false, NULL::timestamptz, NULL::timestamptz, 1, ${reason.slice(0, 500)}::text, ${now}::timestamptz
          FROM unnest(${sql.param(failed.map((notice) => notice.jobId))}::int[], ${sql.param(failed.map((notice) => notice.url))}::text[]) AS v(job_id, url)
        ON CONFLICT (job_id, engine) DO UPDATE SET
          ${column(notices.attempts)} = ${notices.attempts} + 1, ${column(notices.lastError)} = excluded.last_error,
          ${column(notices.lastAttemptAt)} = excluded.last_attempt_at`,
  )
}
