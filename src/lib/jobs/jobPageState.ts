import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { jobs } from '@/payload-generated-schema'
import { listedJobsSql } from './listedRule'

export type JobPageState = 'listed' | 'gone' | 'missing'

/** Whether /jobs/{slug} shows the job, answers 410 Gone (inactive or expired) or 404. */
export const jobPageState = async (pool: Pool, slug: string, now: Date = new Date()): Promise<JobPageState> => {
  const { rows } = await runSql<{ listed: boolean }>(pool, sql`SELECT ${listedJobsSql(now)} AS listed FROM ${jobs} WHERE ${jobs.slug} = ${slug}`)
  if (!rows.length) return 'missing'
  return rows[0].listed ? 'listed' : 'gone'
}
