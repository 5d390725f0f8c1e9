import type { Payload } from 'payload'

import { poolOf } from '@/lib/db/pool'

/**
 * Open jobs per listing category in one grouped query. The local API cannot group, so this SQL
 * repeats the public jobs rule (active and unexpired, listedJobsWhere in collections/Jobs/access);
 * tests/integration/companies-home.test.ts checks the two agree.
 */
export const openJobCountsByCategory = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<Map<string, number>> => {
  const { rows } = await poolOf(payload).query<{ category: string; open_jobs: number }>(
    `SELECT category, count(*)::int AS open_jobs
       FROM jobs
      WHERE is_active = true AND (expires_at IS NULL OR expires_at > $1)
      GROUP BY category`,
    [now.toISOString()],
  )
  return new Map(rows.map((row) => [row.category, row.open_jobs]))
}
