import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { job_daily_counts } from '@/lib/jobs/counts/jobDailyCounts'
import { jobs } from '@/payload-generated-schema'

import { lastDays, seriesByDay } from './days'

/** How many jobs the block names, the most clicked first. */
export const TOP_JOBS_LISTED = 10

export type TopJob = { id: number; title: string; company: string; clicks: number; views: number }

export type ApplyClicks = {
  days: string[]
  /** Apply clicks per day, in `days`' order. */
  clicks: number[]
  total: number
  /** Job page views over the same days, for the click rate. */
  views: number
  topJobs: TopJob[]
}

/**
 * Apply clicks per UTC day over the dashboard's 30 days (all jobs, every source), the page views
 * beside them, and the jobs clicked most, with their views (src/lib/jobs/counts).
 */
export const applyClicks = async (pool: Pool, now: Date): Promise<ApplyClicks> => {
  const days = lastDays(now)
  const inWindow = sql`${job_daily_counts.day} >= ${days[0]}::date AND ${job_daily_counts.day} <= ${days[days.length - 1]}::date`
  const [perDay, top] = await Promise.all([
    runSql<{ day: string; clicks: number; views: number }>(
      pool,
      sql`SELECT to_char(${job_daily_counts.day}, 'YYYY-MM-DD') AS day, sum(${job_daily_counts.applyClicks})::int AS clicks,
                 sum(${job_daily_counts.views})::int AS views
            FROM ${job_daily_counts} WHERE ${inWindow} GROUP BY ${job_daily_counts.day}`,
    ),
    runSql<{ id: number; title: string; company: string; clicks: number; views: number }>(
      pool,
      sql`SELECT ${jobs.id} AS id, ${jobs.job_title} AS title, ${jobs.company_name} AS company, counted.clicks, counted.views
            FROM (SELECT ${job_daily_counts.jobId} AS job_id, sum(${job_daily_counts.applyClicks})::int AS clicks, sum(${job_daily_counts.views})::int AS views
                    FROM ${job_daily_counts} WHERE ${inWindow} GROUP BY ${job_daily_counts.jobId}
                  HAVING sum(${job_daily_counts.applyClicks}) > 0
                   ORDER BY clicks DESC, views DESC, job_id LIMIT ${TOP_JOBS_LISTED}) counted
            JOIN ${jobs} ON ${jobs.id} = counted.job_id
           ORDER BY counted.clicks DESC, counted.views DESC, ${jobs.id}`,
    ),
  ])
  const clicks = seriesByDay(days, ['clicks'], perDay.rows.map((row) => ({ day: row.day, series: 'clicks', n: row.clicks }))).clicks
  return {
    days,
    clicks,
    total: clicks.reduce((sum, n) => sum + n, 0),
    views: perDay.rows.reduce((sum, row) => sum + Number(row.views), 0),
    topJobs: top.rows.map((row) => ({ id: row.id, title: row.title, company: row.company, clicks: Number(row.clicks), views: Number(row.views) })),
  }
}
