import type { Pool } from 'pg'

import type { JobListingParams } from './listingParams'
import { listedJobsWhere } from './listedJobsSql'

export type NewJob = { id: number; slug: string; job_title: string; company_name: string; job_type: string; hiring_locations: string[] }

/** Listed jobs matching a /jobs search that appeared on the board after `since`, newest first. */
export const newJobsMatching = async (pool: Pool, params: JobListingParams, since: Date, { now = new Date(), limit = 20 } = {}) => {
  const { where, values } = listedJobsWhere({ ...params, tab: 'all' }, { now })
  values.push(since)
  const sinceParam = `$${values.length}`
  const [{ rows }, { rows: counted }] = await Promise.all([
    pool.query<NewJob>(
      `SELECT j.id, j.slug, j.job_title, j.company_name, j.job_type,
              ARRAY(SELECT t.text FROM jobs_texts t WHERE t.parent_id = j.id AND t.path = 'hiring_locations' ORDER BY t."order") AS hiring_locations
         FROM jobs j WHERE ${where} AND j.created_at > ${sinceParam}
        ORDER BY j.created_at DESC, j.id DESC LIMIT ${limit}`,
      values,
    ),
    pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE ${where} AND j.created_at > ${sinceParam}`, values),
  ])
  return { jobs: rows, total: counted[0]?.n ?? 0 }
}
