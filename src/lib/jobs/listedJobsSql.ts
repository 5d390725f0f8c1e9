import type { FilterParam, JobListingParams } from './listingParams'
import { EDUCATION_LEVELS, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES, SCHEDULE_TYPES } from './options'

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

type Column = { sql: string; type: string; values?: readonly string[] }

/** Enum columns compare against their own type so their indexes apply; unknown values match nothing. */
const COLUMNS: Record<Exclude<FilterParam, 'location'>, Column> = {
  category: { sql: 'j.category', type: 'enum_jobs_category', values: JOB_CATEGORIES },
  company: { sql: 'j.company_name', type: 'text' },
  type: { sql: 'j.job_type', type: 'enum_jobs_job_type', values: JOB_TYPES },
  schedule: { sql: 'j.schedule_type', type: 'enum_jobs_schedule_type', values: SCHEDULE_TYPES },
  education: { sql: 'j.education_level', type: 'enum_jobs_education_level', values: EDUCATION_LEVELS },
  experience: { sql: 'j.experience_level', type: 'enum_jobs_experience_level', values: EXPERIENCE_LEVELS },
  salary: { sql: 'j.salary_range', type: 'text' },
}

export type SqlParts = { where: string; values: unknown[] }

/**
 * The WHERE clause of the listing: listed jobs (active, not expired), the search, and the spec's
 * filter rules — AND across filters, OR within one; a job matches the location filter when any of
 * its hiring locations is chosen; a job lacking education, experience or salary never matches
 * those filters (a NULL is never IN a list).
 */
export const listedJobsWhere = (params: JobListingParams, { now, memberId }: { now: Date; memberId?: number | null }): SqlParts => {
  const values: unknown[] = [now]
  const clauses = ['j.is_active', '(j.expires_at IS NULL OR j.expires_at > $1)']
  const bind = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  if (params.q) {
    const pattern = bind(likePattern(params.q))
    clauses.push(`(j.job_title ILIKE ${pattern} OR j.company_name ILIKE ${pattern} OR j.job_description ILIKE ${pattern})`)
  }
  for (const [param, column] of Object.entries(COLUMNS) as Array<[keyof typeof COLUMNS, Column]>) {
    const chosen = params.filters[param]
    if (!chosen.length) continue
    const known = column.values ? chosen.filter((value) => column.values!.includes(value)) : chosen
    clauses.push(known.length ? `${column.sql} = ANY(${bind(known)}::${column.type}[])` : 'FALSE')
  }
  if (params.filters.location.length) {
    clauses.push(
      `EXISTS (SELECT 1 FROM jobs_texts l WHERE l.parent_id = j.id AND l.path = 'hiring_locations' AND l.text = ANY(${bind(params.filters.location)}::text[]))`,
    )
  }
  if (params.tab === 'favorites') {
    clauses.push(`EXISTS (SELECT 1 FROM favorites f WHERE f.job_id = j.id AND f.member_id = ${bind(memberId ?? -1)})`)
  }
  return { where: clauses.join(' AND '), values }
}

/** A-Z orders ignore case ("dbt Labs" among the Ds); each matches a covering index of the migrations. */
export const ORDER_BY: Record<JobListingParams['sort'], string> = {
  date: 'j.posted_date DESC, j.id DESC',
  company: 'lower(j.company_name) ASC, j.posted_date DESC, j.id DESC',
  title: 'lower(j.job_title) ASC, j.posted_date DESC, j.id DESC',
}
