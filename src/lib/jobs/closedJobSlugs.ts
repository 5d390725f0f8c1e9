import { sql } from '@payloadcms/db-postgres/drizzle'
import type { ClientBase, Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'
import { listedJobsSql } from './listedRule'

/**
 * The slugs of every job that closed (deactivated or expired), read in one query: each instance
 * keeps them in memory (src/lib/cache/startCacheSync.ts) so a closed job's page answers 410 Gone
 * without a query per request. About 60 bytes a job.
 */
export const closedJobSlugs = async (database: Pool | ClientBase, now: Date = new Date()): Promise<Set<string>> => {
  const { rows } = await runSql<{ slug: string }>(
    database,
    sql`SELECT ${jobs.slug} AS slug FROM ${jobs} WHERE ${jobs.slug} IS NOT NULL AND NOT ${listedJobsSql(now)}`,
  )
  return new Set(rows.map((row) => row.slug))
}
