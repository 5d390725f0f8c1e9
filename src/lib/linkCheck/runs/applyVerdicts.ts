import type { Pool } from 'pg'

import type { LinkResult } from '../engine/types'

const byType = (results: LinkResult[], type: LinkResult['type']) =>
  results.filter(
    (result): result is LinkResult & { id: number } =>
      result.type === type && typeof result.id === 'number',
  )

/**
 * Writes a conclusive run's verdicts onto the jobs and companies checked, in one statement each.
 * A job's streak of broken runs grows with each broken verdict and ends with a valid one; blocked,
 * unknown and TLS verdicts prove nothing either way and leave it as it was.
 */
export const applyVerdicts = async (pool: Pool, results: LinkResult[], checkedAt: Date) => {
  const jobs = byType(results, 'job')
  const companies = byType(results, 'company')
  if (jobs.length) {
    await pool.query(
      `UPDATE jobs j SET
          link_status = v.status::enum_jobs_link_status,
          link_check_reason = v.reason,
          last_checked_at = $4,
          consecutive_failures = CASE v.status
            WHEN 'broken' THEN coalesce(j.consecutive_failures, 0) + 1
            WHEN 'valid' THEN 0
            ELSE coalesce(j.consecutive_failures, 0) END
        FROM unnest($1::int[], $2::text[], $3::text[]) AS v(id, status, reason)
       WHERE j.id = v.id`,
      [
        jobs.map((job) => job.id),
        jobs.map((job) => job.status),
        jobs.map((job) => job.reason),
        checkedAt,
      ],
    )
  }
  if (companies.length) {
    await pool.query(
      `UPDATE companies c SET
          link_status = v.status::enum_companies_link_status,
          link_check_reason = v.reason,
          last_checked_at = $4
        FROM unnest($1::int[], $2::text[], $3::text[]) AS v(id, status, reason)
       WHERE c.id = v.id`,
      [
        companies.map((company) => company.id),
        companies.map((company) => company.status),
        companies.map((company) => company.reason),
        checkedAt,
      ],
    )
  }
}

/** Jobs of this run that are broken now and have been for `runs` runs in a row. */
export const jobsBrokenForRuns = async (
  pool: Pool,
  jobIds: number[],
  runs: number,
): Promise<number[]> => {
  if (!jobIds.length) return []
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM jobs WHERE id = ANY($1::int[]) AND is_active AND link_status = 'broken' AND consecutive_failures >= $2`,
    [jobIds, runs],
  )
  return rows.map((row) => row.id)
}
