import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { favorites } from '@/payload-generated-schema'

import { JOB_COUNT_SOURCES, type JobCountSource } from './countSource'
import { job_daily_counts } from './jobDailyCounts'

export type JobDayStats = { day: string /* YYYY-MM-DD UTC */; views: number; applyClicks: number; favorites: number }

export type JobStats = {
  jobId: number
  /** Every day from..to inclusive, zeros included, oldest first. */
  days: JobDayStats[]
  totals: { views: number; applyClicks: number; favorites: number }
  /** Every source, in JOB_COUNT_SOURCES' order, zeros included. */
  sources: Array<{ source: JobCountSource; views: number; applyClicks: number }>
}

const DAY_MS = 24 * 60 * 60 * 1000

const dayOf = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())

/** The UTC days from `from`'s to `to`'s, both included, as YYYY-MM-DD. */
export const daysBetween = (from: Date, to: Date): string[] => {
  const days: string[] = []
  for (let day = dayOf(from); day <= dayOf(to); day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10))
  return days
}

/**
 * Views, apply clicks and favorites per UTC day of each job, over the days of `range` (both ends
 * included), with their totals and where the views and clicks came from. Two queries for all the
 * jobs: the counters (job_daily_counts) and the favorites saved each day (favorites.created_at: a
 * favorite removed since is not in it). A job with nothing counted still gets its zeros.
 */
export const jobDailyStats = async (pool: Pool, jobIds: number[], range: { from: Date; to: Date }): Promise<Map<number, JobStats>> => {
  const ids = [...new Set(jobIds)]
  const days = daysBetween(range.from, range.to)
  const result = new Map<number, JobStats>()
  if (!ids.length) return result
  for (const jobId of ids)
    result.set(jobId, {
      jobId,
      days: days.map((day) => ({ day, views: 0, applyClicks: 0, favorites: 0 })),
      totals: { views: 0, applyClicks: 0, favorites: 0 },
      sources: JOB_COUNT_SOURCES.map((source) => ({ source, views: 0, applyClicks: 0 })),
    })
  if (!days.length) return result
  const first = days[0]
  const last = days[days.length - 1]
  const [counts, saved] = await Promise.all([
    runSql<{ job_id: number; day: string; source: string; views: number; apply_clicks: number }>(
      pool,
      sql`SELECT ${job_daily_counts.jobId} AS job_id, to_char(${job_daily_counts.day}, 'YYYY-MM-DD') AS day, ${job_daily_counts.source} AS source,
                 ${job_daily_counts.views} AS views, ${job_daily_counts.applyClicks} AS apply_clicks
            FROM ${job_daily_counts}
           WHERE ${job_daily_counts.jobId} = ANY(${sql.param(ids)}::int[]) AND ${job_daily_counts.day} BETWEEN ${first}::date AND ${last}::date`,
    ),
    runSql<{ job_id: number; day: string; n: number }>(
      pool,
      sql`SELECT ${favorites.job} AS job_id, to_char((${favorites.createdAt} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
            FROM ${favorites}
           WHERE ${favorites.job} = ANY(${sql.param(ids)}::int[])
             AND ${favorites.createdAt} >= ${`${first}T00:00:00Z`}::timestamptz AND ${favorites.createdAt} < ${`${last}T00:00:00Z`}::timestamptz + interval '1 day'
           GROUP BY 1, 2`,
    ),
  ])
  const dayIndex = new Map(days.map((day, index) => [day, index]))
  for (const row of counts.rows) {
    const stats = result.get(row.job_id)
    const index = dayIndex.get(row.day)
    if (!stats || index === undefined) continue
    const views = Number(row.views)
    const clicks = Number(row.apply_clicks)
    stats.days[index].views += views
    stats.days[index].applyClicks += clicks
    stats.totals.views += views
    stats.totals.applyClicks += clicks
    const source = stats.sources.find((entry) => entry.source === row.source)
    if (source) {
      source.views += views
      source.applyClicks += clicks
    }
  }
  for (const row of saved.rows) {
    const stats = result.get(row.job_id)
    const index = dayIndex.get(row.day)
    if (!stats || index === undefined) continue
    stats.days[index].favorites += Number(row.n)
    stats.totals.favorites += Number(row.n)
  }
  return result
}
