import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { job_alerts, subscribers } from '@/payload-generated-schema'

import { dayWindow, lastDays } from './days'

export type SubscriberGrowth = {
  days: string[]
  /** Confirmed subscribers at the end of each day (those confirmed then and still subscribed). */
  confirmed: number[]
  pending: number
  unsubscribed: number
  alerts: { daily: number; weekly: number; paused: number }
}

/**
 * Newsletter subscribers over the last 30 days, counted from today's confirmed addresses by the
 * day they confirmed (subscribers_confirmed_at_idx), and the members' job alerts by frequency.
 */
export const subscriberGrowth = async (pool: Pool, now: Date): Promise<SubscriberGrowth> => {
  const days = lastDays(now)
  const { from } = dayWindow(days)
  const [perDay, byStatus, alerts] = await Promise.all([
    runSql<{ day: string | null; n: string }>(
      pool,
      sql`SELECT day::text AS day, n FROM (
            SELECT CASE WHEN ${subscribers.confirmedAt} < ${from.toISOString()} THEN NULL
                        ELSE (${subscribers.confirmedAt} AT TIME ZONE 'UTC')::date END AS day, count(*) AS n
              FROM ${subscribers}
             WHERE ${subscribers.status} = 'confirmed' AND ${subscribers.confirmedAt} IS NOT NULL
             GROUP BY 1) AS per_day`,
    ),
    runSql<{ status: string; n: string }>(
      pool,
      sql`SELECT ${subscribers.status}::text AS status, count(*) AS n FROM ${subscribers} GROUP BY 1`,
    ),
    runSql<{ frequency: string; status: string; n: string }>(
      pool,
      sql`SELECT ${job_alerts.frequency}::text AS frequency, ${job_alerts.status}::text AS status, count(*) AS n FROM ${job_alerts} GROUP BY 1, 2`,
    ),
  ])
  let running = Number(perDay.rows.find((row) => row.day === null)?.n ?? 0)
  const confirmed = days.map(
    (day) => (running += Number(perDay.rows.find((row) => row.day === day)?.n ?? 0)),
  )
  const statusCount = (status: string) =>
    Number(byStatus.rows.find((row) => row.status === status)?.n ?? 0)
  const alertCount = (match: (row: { frequency: string; status: string }) => boolean) =>
    alerts.rows.filter(match).reduce((sum, row) => sum + Number(row.n), 0)
  return {
    days,
    confirmed,
    pending: statusCount('pending'),
    unsubscribed: statusCount('unsubscribed'),
    alerts: {
      daily: alertCount((row) => row.status === 'active' && row.frequency === 'daily'),
      weekly: alertCount((row) => row.status === 'active' && row.frequency !== 'daily'),
      paused: alertCount((row) => row.status === 'paused'),
    },
  }
}
