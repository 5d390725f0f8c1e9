import { sql } from '@payloadcms/db-postgres/drizzle'
import { date, integer, pgTable, primaryKey, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'

import type { JobCountSource } from './countSource'

/** What a count is of: a job page seen, or its Apply button followed. */
export type JobCountKind = 'view' | 'apply'

/**
 * One counter row per UTC day, job and source (migrations/20261127_120000_job_counts.ts): views
 * and apply clicks, nothing about who. Deleted with its job.
 */
export const job_daily_counts = pgTable(
  'job_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    jobId: integer('job_id').notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    views: integer('views').notNull().default(0),
    applyClicks: integer('apply_clicks').notNull().default(0),
  },
  (columns) => [primaryKey({ columns: [columns.day, columns.jobId, columns.source] })],
)

/** Adds one view or apply click to the day's counter of that job and source (UTC day of `at`). */
export const recordJobCount = (pool: Pool, jobId: number, kind: JobCountKind, source: JobCountSource, at: Date) => {
  const views = kind === 'view' ? 1 : 0
  const clicks = kind === 'apply' ? 1 : 0
  return runSql(
    pool,
    sql`INSERT INTO ${job_daily_counts} (day, job_id, source, views, apply_clicks)
        VALUES ((${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date, ${jobId}, ${source}, ${views}, ${clicks})
        ON CONFLICT (day, job_id, source) DO UPDATE
          SET views = ${job_daily_counts.views} + ${views}, apply_clicks = ${job_daily_counts.applyClicks} + ${clicks}`,
  )
}
