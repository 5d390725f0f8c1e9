import type { PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { pruneEmployerLinks } from '../employers/employerLinks'
import { pruneCountMarks } from '../jobs/counts/countOnce'
import { pruneStripeEvents } from '../payments/stripeEvents'
import { pruneRateLimits } from '../rateLimit/postgresLimiter'
import { pruneSearchEngineQuota } from '../searchEngines/dailyQuota'
import { NOTIFY_TASK } from '../searchEngines/queueNotices'

export const STALE_AFTER_MINUTES = 30

/**
 * Payload's queue marks a job "processing" when a worker takes it; a worker that dies leaves it so
 * for ever (Payload 3 has no timeout for it). Jobs processing for longer than any task may run are
 * handed back to the queue.
 */
export const resetStaleJobs = async (pool: Pool, now: Date = new Date()) => {
  const { rowCount } = await pool.query(
    `UPDATE payload_jobs SET processing = false
      WHERE processing AND NOT coalesce(has_error, false) AND completed_at IS NULL
        AND updated_at < $1::timestamptz - make_interval(mins => $2)`,
    [now, STALE_AFTER_MINUTES],
  )
  return rowCount ?? 0
}

export const KEEP_FINISHED_DAYS = 30

/**
 * Finished runs stay visible in the admin for a month (Payload can only delete a job as it
 * completes), those of the search engines' task (it runs every minute) for a day. Also gone:
 * send claims of that age, idempotency keys after a day, rate-limit counters past their window,
 * the ids of Stripe events handled over 30 days ago (Stripe stops redelivering after 3), the job
 * counts' "counted already" marks past their hour with the salts of days before yesterday, and the
 * search engines' daily counts of that age.
 */
export const pruneFinishedJobs = async (pool: Pool, now: Date = new Date()) => {
  const { rowCount } = await pool.query(
    `DELETE FROM payload_jobs WHERE completed_at IS NOT NULL AND completed_at < $1::timestamptz - make_interval(days => $2)`,
    [now, KEEP_FINISHED_DAYS],
  )
  // The runs of a task that runs every minute are kept a day: a month of them would bury the rest.
  const minutely = await pool.query(
    `DELETE FROM payload_jobs WHERE completed_at IS NOT NULL AND task_slug::text = ANY($2::text[]) AND completed_at < $1::timestamptz - interval '1 day'`,
    [now, [NOTIFY_TASK]],
  )
  await pruneSearchEngineQuota(pool, now, KEEP_FINISHED_DAYS)
  await pool.query(`DELETE FROM schedule_runs WHERE created_at < $1::timestamptz - make_interval(days => $2)`, [now, KEEP_FINISHED_DAYS])
  await pool.query(`DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - interval '1 day'`, [now])
  await pruneRateLimits(pool, now)
  await pruneStripeEvents(pool, now)
  await pruneEmployerLinks(pool, now)
  await pruneCountMarks(pool, now)
  return (rowCount ?? 0) + (minutely.rowCount ?? 0)
}

/**
 * Whether a run of `task` is queued or still working. A run stuck in "processing" does not count:
 * housekeeping is the task that hands stuck runs back, so its own stuck run must not hold it up.
 */
export const hasLiveRun = async (req: PayloadRequest, task: string, now: Date = new Date()) => {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MINUTES * 60_000)
  const { totalDocs } = await req.payload.db.count({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { taskSlug: { equals: task } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { or: [{ processing: { equals: false } }, { updatedAt: { greater_than: staleBefore.toISOString() } }] },
      ],
    },
  })
  return totalDocs > 0
}
