import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { selectList } from '@/lib/db/selectList'
import { jobs } from '@/payload-generated-schema'
import { hiringLocations } from './hiringLocationsSql'
import type { JobListingParams } from './listingParams'
import { listingWhere } from './listingSql'

export type NewJob = { id: number; slug: string; job_title: string; company_name: string; job_type: string | null; hiring_locations: string[] }

/** Listed jobs matching a /jobs search that appeared on the board after `since`, newest first. */
export const newJobsMatching = async (pool: Pool, params: JobListingParams, since: Date, { now = new Date(), limit = 20 } = {}) => {
  const matching = sql`${listingWhere({ ...params, tab: 'all' }, { now })} AND ${jobs.createdAt} > ${since}`
  const [{ rows }, { rows: counted }] = await Promise.all([
    runSql<NewJob>(
      pool,
      sql`SELECT ${selectList<NewJob>({
        id: jobs.id,
        slug: jobs.slug,
        job_title: jobs.job_title,
        company_name: jobs.company_name,
        job_type: jobs.job_type,
        hiring_locations: hiringLocations,
      })}
            FROM ${jobs} WHERE ${matching}
           ORDER BY ${jobs.createdAt} DESC, ${jobs.id} DESC LIMIT ${limit}`,
    ),
    runSql<{ n: number }>(pool, sql`SELECT count(*)::int AS n FROM ${jobs} WHERE ${matching}`),
  ])
  return { jobs: rows, total: counted[0]?.n ?? 0 }
}
