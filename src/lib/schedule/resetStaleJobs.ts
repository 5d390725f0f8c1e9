import type { Pool } from 'pg'

export const STALE_AFTER_MINUTES = 30

/**
 * Payload's queue marks a job "processing" when a worker takes it; a worker that dies leaves it so
 * for ever. Jobs processing for longer than any task may run are handed back to the queue.
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

/** Finished runs stay visible in the admin for a month. */
export const pruneFinishedJobs = async (pool: Pool, now: Date = new Date()) => {
  const { rowCount } = await pool.query(
    `DELETE FROM payload_jobs WHERE completed_at IS NOT NULL AND completed_at < $1::timestamptz - make_interval(days => $2)`,
    [now, KEEP_FINISHED_DAYS],
  )
  await pool.query(`DELETE FROM schedule_runs WHERE created_at < $1::timestamptz - make_interval(days => $2)`, [now, KEEP_FINISHED_DAYS])
  await pool.query(`DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - interval '1 day'`, [now])
  await pool.query('DELETE FROM rate_limits WHERE expire < $1', [now.getTime()])
  return rowCount ?? 0
}
