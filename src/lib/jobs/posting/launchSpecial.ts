import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'

/** Held while a free place or a bundle's post is taken, on every instance. */
export const LAUNCH_SPECIAL_LOCK = 'remote-passport:launch-special'

/**
 * The launch special: the first employers post free, as many as Site Settings' launchSpecialLimit
 * (10, as the spec says; 0 ends it). Read with the site's own access: the setting is admin-only.
 */
export const launchSpecialLimit = async (payload: Payload) =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).launchSpecialLimit ?? 10

const FREE_EMPLOYERS = sql`SELECT DISTINCT lower(${jobs.contactEmail}) AS email FROM ${jobs}
  WHERE ${jobs.freeLaunchSpecial} AND ${jobs.contactEmail} IS NOT NULL`

/** How many of the `limit` free places are still open. */
export const freePlacesLeft = async (pool: Pool, limit: number) => {
  const { rows } = await runSql<{ n: number }>(pool, sql`SELECT count(*)::int AS n FROM (${FREE_EMPLOYERS}) free`)
  return Math.max(0, limit - (rows[0]?.n ?? 0))
}

/**
 * An employer posts free while the special runs (a limit above 0) when among the first `limit`
 * distinct emails, or while places are open.
 */
export const postsFree = async (pool: Pool, email: string, limit: number) => {
  if (limit <= 0) return false
  const { rows } = await runSql<{ known: boolean; n: number }>(
    pool,
    sql`SELECT bool_or(email = lower(${email})) AS known, count(*)::int AS n FROM (${FREE_EMPLOYERS}) free`,
  )
  return Boolean(rows[0]?.known) || (rows[0]?.n ?? 0) < limit
}
