import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { selectList } from '@/lib/db/selectList'
import { jobs } from '@/payload-generated-schema'
import { eligibleCountries, hiringLocations } from './hiringLocationsSql'
import { JOBS_PAGE_SIZE, type JobListingParams } from './listingParams'
import { LISTING_ORDER, listingWhere } from './listingSql'

export type JobListItem = {
  id: number
  slug: string
  job_title: string
  company_name: string
  company_logo: string | null
  description_start: string | null
  /** Null on an imported job whose hiring system does not say (docs/job-imports.md). */
  job_type: string | null
  schedule_type: string | null
  hiring_locations: string[]
  education_level: string | null
  category: string | null
  experience_level: string | null
  salary_range: string | null
  posted_date: Date
  job_url: string
  /** An imported job: when the last sync saw it open at its hiring system. */
  last_verified_at: Date | null
  /** Yearly US dollars read from salary_range; null without numbers. */
  salary_min_usd: number | null
  salary_max_usd: number | null
  tz_min_offset: number | null
  tz_max_offset: number | null
  open_worldwide: boolean
  eligible_countries: string[]
}

export type JobListing = {
  jobs: JobListItem[]
  /** Jobs matching the search and filters in this tab. */
  matching: number
  page: number
  pageCount: number
  pageSize: number
}

/** Counts the same for every visitor may be shared (the page passes the framework's cache). */
export type SharedCount = (key: string, count: () => Promise<number>) => Promise<number>

type Options = { now?: Date; memberId?: number | null; pageSize?: number; sharedCount?: SharedCount }

/**
 * One page of /jobs, filtered, searched, sorted and counted in PostgreSQL: the browser never
 * receives more than a page. Descriptions are cut to what a card shows.
 */
export const jobsQuery = async (pool: Pool, params: JobListingParams, options: Options = {}): Promise<JobListing> => {
  const now = options.now ?? new Date()
  const pageSize = options.pageSize ?? JOBS_PAGE_SIZE
  const memberId = options.memberId
  const count = async () =>
    Number((await runSql<{ n: string }>(pool, sql`SELECT count(*) AS n FROM ${jobs} WHERE ${listingWhere(params, { now, memberId })}`)).rows[0]?.n ?? 0)
  // A member's favorites change with every heart: only the shared lists are counted once for all.
  const shared = params.tab === 'all' ? options.sharedCount : undefined
  // The key holds everything that narrows the list; page and sort do not change the count.
  const { q, filters, livesIn, tz, minSalary } = params
  const matching = await (shared ? shared(JSON.stringify([q, filters, livesIn, tz, minSalary]), count) : count())
  const pageCount = Math.max(1, Math.ceil(matching / pageSize))
  const page = Math.min(params.page, pageCount)

  // The page's ids first (an index-only walk, however deep the page), then only their details.
  const order = LISTING_ORDER[params.sort]
  const { rows } = await runSql<JobListItem>(
    pool,
    sql`WITH page AS MATERIALIZED (
          SELECT ${jobs.id} FROM ${jobs} WHERE ${listingWhere(params, { now, memberId })}
           ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
        )
        SELECT ${selectList<JobListItem>({
          id: jobs.id,
          slug: jobs.slug,
          job_title: jobs.job_title,
          company_name: jobs.company_name,
          company_logo: jobs.company_logo,
          description_start: sql`left(${jobs.job_description}, 400)`,
          job_type: jobs.job_type,
          schedule_type: jobs.schedule_type,
          education_level: jobs.education_level,
          category: jobs.category,
          experience_level: jobs.experience_level,
          salary_range: jobs.salary_range,
          posted_date: jobs.posted_date,
          job_url: jobs.job_url,
          last_verified_at: jobs.lastVerifiedAt,
          hiring_locations: hiringLocations,
          salary_min_usd: sql`${jobs.salary_min_usd}::float8`,
          salary_max_usd: sql`${jobs.salary_max_usd}::float8`,
          tz_min_offset: sql`${jobs.tz_min_offset}::float8`,
          tz_max_offset: sql`${jobs.tz_max_offset}::float8`,
          open_worldwide: sql`coalesce(${jobs.openWorldwide}, false)`,
          eligible_countries: eligibleCountries,
        })}
          FROM page JOIN ${jobs} ON ${jobs.id} = page.id
         ORDER BY ${order}`,
  )
  return { jobs: rows, matching, page, pageCount, pageSize }
}
