import { and, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '../../db/runSql'
import { listedJobsSql } from '../../jobs/listedRule'
import { jobs } from '../../../payload-generated-schema'

/** A job the board already holds for a source, as much as a sync needs to decide what to do with it. */
export type StoredSourceJob = {
  id: number
  source_job_id: string
  source_fingerprint: string | null
  gone_from_source: boolean
  keeps_posted_text: boolean
  review_status: string | null
}

export const storedJobsOfSource = async (pool: Pool, sourceId: number) => {
  const { rows } = await runSql<StoredSourceJob>(
    pool,
    sql`SELECT ${jobs.id} AS id, ${jobs.sourceJobId} AS source_job_id, ${jobs.sourceFingerprint} AS source_fingerprint,
          coalesce(${jobs.goneFromSource}, false) AS gone_from_source, coalesce(${jobs.keepsPostedText}, false) AS keeps_posted_text,
          ${jobs.reviewStatus} AS review_status
        FROM ${jobs} WHERE ${eq(jobs.source, sourceId)}`,
  )
  return new Map(rows.map((row) => [row.source_job_id, row]))
}

/** Jobs posted on the board for this company and still listed, that a source's role may be. */
export const postedJobsOfCompany = async (pool: Pool, companyName: string, now: Date) => {
  const { rows } = await runSql<{ id: number; job_title: string; job_url: string }>(
    pool,
    sql`SELECT ${jobs.id} AS id, ${jobs.job_title} AS job_title, ${jobs.job_url} AS job_url FROM ${jobs}
        WHERE ${and(isNull(jobs.source), sql`lower(${jobs.company_name}) = lower(${companyName})`)} AND ${listedJobsSql(now)}`,
  )
  return rows
}

/** The sync saw these roles open at their source now. */
export const markVerified = async (pool: Pool, ids: number[], at: Date) => {
  if (!ids.length) return
  await runSql(pool, sql`UPDATE ${jobs} SET ${sql.identifier('last_verified_at')} = ${at} WHERE ${jobs.id} = ANY(${sql.param(ids)}::int[])`)
}

/** Roles their source no longer lists: closed (their pages answer 410), reopened if they come back. */
export const closeGoneJobs = async (pool: Pool, ids: number[]) => {
  if (!ids.length) return
  await runSql(
    pool,
    sql`UPDATE ${jobs} SET ${sql.identifier('is_active')} = false, ${sql.identifier('gone_from_source')} = true, ${sql.identifier('updated_at')} = now()
        WHERE ${jobs.id} = ANY(${sql.param(ids)}::int[])`,
  )
}
