import type { Pool } from 'pg'

/**
 * Claims a named time slot (e.g. "link-check@2026-11-23T03:00Z") once across every app instance:
 * the first INSERT wins, the others see the row and skip.
 */
export const claimSlot = async (pool: Pool, key: string): Promise<boolean> => {
  const { rowCount } = await pool.query('INSERT INTO schedule_runs (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key])
  return rowCount === 1
}
