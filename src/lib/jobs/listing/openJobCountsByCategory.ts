import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { poolOf } from '@/lib/db/pool'
import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'
import { listedJobsSql } from '../listedRule'

/** Listed jobs per listing category in one grouped query (the local API cannot group). */
export const openJobCountsByCategory = async (payload: Payload, now: Date = new Date()): Promise<Map<string, number>> => {
  const { rows } = await runSql<{ category: string; open_jobs: number }>(
    poolOf(payload),
    sql`SELECT ${jobs.category} AS category, count(*)::int AS open_jobs FROM ${jobs}
         WHERE ${listedJobsSql(now)} GROUP BY ${jobs.category}`,
  )
  return new Map(rows.map((row) => [row.category, row.open_jobs]))
}
