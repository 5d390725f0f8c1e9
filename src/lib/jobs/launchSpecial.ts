import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'

/** The launch special: the first 10 employers post free. */
export const LAUNCH_SPECIAL_PLACES = 10

const FREE_EMPLOYERS = sql`SELECT DISTINCT lower(${jobs.contactEmail}) AS email FROM ${jobs}
  WHERE ${jobs.freeLaunchSpecial} AND ${jobs.contactEmail} IS NOT NULL`

/** How many of the 10 free places are still open. */
export const freePlacesLeft = async (pool: Pool) => {
  const { rows } = await runSql<{ n: number }>(pool, sql`SELECT count(*)::int AS n FROM (${FREE_EMPLOYERS}) free`)
  return Math.max(0, LAUNCH_SPECIAL_PLACES - (rows[0]?.n ?? 0))
}

/** An employer posts free when among the first 10 distinct emails, or while places are open. */
export const postsFree = async (pool: Pool, email: string) => {
  const { rows } = await runSql<{ known: boolean; n: number }>(
    pool,
    sql`SELECT bool_or(email = lower(${email})) AS known, count(*)::int AS n FROM (${FREE_EMPLOYERS}) free`,
  )
  return Boolean(rows[0]?.known) || (rows[0]?.n ?? 0) < LAUNCH_SPECIAL_PLACES
}
