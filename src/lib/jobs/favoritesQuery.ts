import type { Pool } from 'pg'

/** How many listed jobs a member has saved: the count on the Favorites tab. */
export const favoritesCount = async (pool: Pool, memberId: number, now: Date = new Date()) => {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM favorites f JOIN jobs j ON j.id = f.job_id
      WHERE f.member_id = $2 AND j.is_active AND (j.expires_at IS NULL OR j.expires_at > $1)`,
    [now, memberId],
  )
  return Number(rows[0]?.n ?? 0)
}

/** Which of `jobIds` the member has saved, for the hearts on one page of cards. */
export const favoriteJobIds = async (pool: Pool, memberId: number, jobIds: number[]): Promise<Set<number>> => {
  if (!jobIds.length) return new Set()
  const { rows } = await pool.query<{ job_id: number }>(
    'SELECT job_id FROM favorites WHERE member_id = $1 AND job_id = ANY($2::int[])',
    [memberId, jobIds],
  )
  return new Set(rows.map((row) => row.job_id))
}
