import type { Pool } from 'pg'

export type JobPageState = 'listed' | 'gone' | 'missing'

/** Whether /jobs/{slug} shows the job, answers 410 Gone (inactive or expired) or 404. */
export const jobPageState = async (pool: Pool, slug: string, now: Date = new Date()): Promise<JobPageState> => {
  const { rows } = await pool.query<{ listed: boolean }>(
    'SELECT (is_active AND (expires_at IS NULL OR expires_at > $2)) AS listed FROM jobs WHERE slug = $1',
    [slug, now],
  )
  if (!rows.length) return 'missing'
  return rows[0].listed ? 'listed' : 'gone'
}

export const isListed = (job: { is_active?: boolean | null; expiresAt?: string | null }, now: Date = new Date()) =>
  Boolean(job.is_active) && (!job.expiresAt || new Date(job.expiresAt) > now)
