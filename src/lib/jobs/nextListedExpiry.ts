import { sql } from '@payloadcms/db-postgres/drizzle'
import type { ClientBase, Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'
import { listedJobsSql } from './listedRule'

/**
 * When the next listed job expires, or null when none has an expiry ahead: the moment pages
 * change with no write to announce it. Judged by this server's clock, as the pages are.
 */
export const nextListedExpiry = async (database: Pool | ClientBase, now: Date = new Date()): Promise<Date | null> => {
  const { rows } = await runSql<{ at: Date | null }>(
    database,
    // The expiry bound once more as its own condition: the index scan then starts at `now`, not
    // at the oldest of the expired jobs that accumulate.
    sql`SELECT min(${jobs.expiresAt}) AS at FROM ${jobs} WHERE ${listedJobsSql(now)} AND ${jobs.expiresAt} > ${now}`,
  )
  return rows[0]?.at ?? null
}
