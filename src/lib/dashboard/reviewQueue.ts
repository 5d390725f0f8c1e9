import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'

export type ReviewQueueSummary = { pending: number; oldestPostedAt: string | null }

/** Jobs waiting for a moderator and when the longest-waiting one came in (jobs_pending_review_idx). */
export const reviewQueueSummary = async (pool: Pool): Promise<ReviewQueueSummary> => {
  const { rows } = await runSql<{ pending: string; oldest: Date | null }>(
    pool,
    sql`SELECT count(*) AS pending, min(${jobs.createdAt}) AS oldest FROM ${jobs} WHERE ${jobs.reviewStatus} = 'pending'`,
  )
  return { pending: Number(rows[0].pending), oldestPostedAt: rows[0].oldest?.toISOString() ?? null }
}
