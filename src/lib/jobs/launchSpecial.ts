import type { Pool } from 'pg'

/** The content spec: "Launch Special: First 10 employers post FREE!" */
export const LAUNCH_SPECIAL_PLACES = 10

const FREE_EMPLOYERS = `SELECT DISTINCT lower(contact_email) AS email FROM jobs WHERE free_launch_special AND contact_email IS NOT NULL`

/** How many of the 10 free places are still open. */
export const freePlacesLeft = async (pool: Pool) => {
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${FREE_EMPLOYERS}) free`)
  return Math.max(0, LAUNCH_SPECIAL_PLACES - (rows[0]?.n ?? 0))
}

/** An employer posts free when among the first 10 distinct emails, or while places are open. */
export const postsFree = async (pool: Pool, email: string) => {
  const { rows } = await pool.query<{ known: boolean; n: number }>(
    `SELECT bool_or(email = lower($1)) AS known, count(*)::int AS n FROM (${FREE_EMPLOYERS}) free`,
    [email],
  )
  return Boolean(rows[0]?.known) || (rows[0]?.n ?? 0) < LAUNCH_SPECIAL_PLACES
}
