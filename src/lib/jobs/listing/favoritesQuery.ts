import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { favorites, jobs } from '@/payload-generated-schema'
import { listedJobsSql } from '../listedRule'

/** How many saved jobs the hearts need to know about at most (a member's whole list in practice). */
const FAVORITES_LIMIT = 5000

/**
 * The member's saved jobs that are still listed, newest first: the hearts on every page and the
 * count on the Favorites tab.
 */
export const listedFavoriteIds = async (pool: Pool, memberId: number, now: Date = new Date()) => {
  const { rows } = await runSql<{ job_id: number }>(
    pool,
    sql`SELECT ${favorites.job} AS job_id FROM ${favorites} JOIN ${jobs} ON ${jobs.id} = ${favorites.job}
         WHERE ${favorites.member} = ${memberId} AND ${listedJobsSql(now)}
         ORDER BY ${favorites.id} DESC LIMIT ${FAVORITES_LIMIT}`,
  )
  return rows.map((row) => row.job_id)
}
