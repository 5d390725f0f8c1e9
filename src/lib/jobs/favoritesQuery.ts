import type { Pool } from 'pg'

/** How many saved jobs the hearts need to know about at most (a member's whole list in practice). */
const FAVORITES_LIMIT = 5000

/**
 * The member's saved jobs that are still listed, newest first: the hearts on every page and the
 * count on the Favorites tab.
 */
export const listedFavoriteIds = async (pool: Pool, memberId: number, now: Date = new Date()) => {
  const { rows } = await pool.query<{ job_id: number }>(
    `SELECT f.job_id FROM favorites f JOIN jobs j ON j.id = f.job_id
      WHERE f.member_id = $1 AND j.is_active AND (j.expires_at IS NULL OR j.expires_at > $2)
      ORDER BY f.id DESC LIMIT ${FAVORITES_LIMIT}`,
    [memberId, now],
  )
  return rows.map((row) => row.job_id)
}
