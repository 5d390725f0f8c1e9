import type { Pool } from 'pg'

import { hasActiveFilters, JOBS_PAGE_SIZE, type JobListingParams } from './listingParams'
import { listedJobsWhere, ORDER_BY } from './listedJobsSql'

export type JobListItem = {
  id: number
  slug: string
  job_title: string
  company_name: string
  company_logo: string | null
  description_start: string | null
  job_type: string
  schedule_type: string
  hiring_locations: string[]
  education_level: string | null
  category: string
  experience_level: string | null
  salary_range: string | null
  posted_date: Date
  job_url: string
}

export type JobListing = {
  jobs: JobListItem[]
  /** Jobs matching the search and filters in this tab. */
  matching: number
  /** Every listed job in this tab (all listed jobs, or the member's listed favorites). */
  total: number
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
  const { where, values } = listedJobsWhere(params, { now, memberId })
  const count = (sql: { where: string; values: unknown[] }) => {
    const run = async () =>
      Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM jobs j WHERE ${sql.where}`, sql.values)).rows[0]?.n ?? 0)
    // A member's favorites change with every heart: only the shared lists are counted once for all.
    const shared = params.tab === 'all' ? options.sharedCount : undefined
    return shared ? shared(JSON.stringify([sql.where, sql.values.slice(1)]), run) : run()
  }

  const filtered = hasActiveFilters(params)
  const [matching, total] = await Promise.all([
    count({ where, values }),
    filtered ? count(listedJobsWhere({ ...params, q: '', filters: emptyFilters(params) }, { now, memberId })) : null,
  ])
  const pageCount = Math.max(1, Math.ceil(matching / pageSize))
  const page = Math.min(params.page, pageCount)

  // The page's ids first (an index-only walk, however deep the page), then only their details.
  const { rows } = await pool.query<JobListItem>(
    `WITH page AS MATERIALIZED (
       SELECT j.id FROM jobs j WHERE ${where}
        ORDER BY ${ORDER_BY[params.sort]} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
     )
     SELECT j.id, j.slug, j.job_title, j.company_name, j.company_logo,
            left(j.job_description, 400) AS description_start,
            j.job_type, j.schedule_type, j.education_level, j.category, j.experience_level,
            j.salary_range, j.posted_date, j.job_url,
            ARRAY(SELECT t.text FROM jobs_texts t WHERE t.parent_id = j.id AND t.path = 'hiring_locations' ORDER BY t."order") AS hiring_locations
       FROM page JOIN jobs j ON j.id = page.id
      ORDER BY ${ORDER_BY[params.sort]}`,
    values,
  )
  return { jobs: rows, matching, total: total ?? matching, page, pageCount, pageSize }
}

const emptyFilters = (params: JobListingParams) =>
  Object.fromEntries(Object.keys(params.filters).map((key) => [key, []])) as unknown as JobListingParams['filters']
