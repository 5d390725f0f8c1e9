import type { Pool } from 'pg'

/**
 * Claims a key once across every app instance and every retry of a task, e.g. one recipient's
 * email of one run ("digest:42@2026-11-23T09:00:00.000Z"): the first INSERT wins, the others see
 * the row and skip. The housekeeping task prunes claims after 30 days.
 */
export const claimSlot = async (pool: Pool, key: string): Promise<boolean> => {
  const { rowCount } = await pool.query('INSERT INTO schedule_runs (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key])
  return rowCount === 1
}
