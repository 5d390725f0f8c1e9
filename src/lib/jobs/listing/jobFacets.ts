import { is, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { type PgColumn, PgEnumColumn } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Pool } from 'pg'

import { runSql } from '@/lib/db/runSql'
import { jobs, jobs_texts } from '@/payload-generated-schema'
import { hiringLocationRows } from './hiringLocationsSql'
import { defaultListing, type FilterParam, type JobListingParams } from './listingParams'
import { listingWhere } from './listingSql'
import { EDUCATION_LEVELS, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES, SCHEDULE_TYPES } from '../options'
import { sortSalaryOptions } from './salaryOrder'

export type FacetOption = { value: string; count: number }
export type JobFacets = Record<FilterParam, FacetOption[]>

/** Companies offered in the dropdown: the busiest ones (a chosen company is always kept). */
export const COMPANY_OPTIONS_LIMIT = 300

const inOrder = (order: readonly string[]) => (options: FacetOption[]) =>
  [...options].sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))

const alphabetical = (options: FacetOption[]) => [...options].sort((a, b) => a.value.localeCompare(b.value))

const worldwideFirst = (options: FacetOption[]) =>
  alphabetical(options).sort((a, b) => Number(b.value === 'Worldwide') - Number(a.value === 'Worldwide'))

/**
 * The dropdown choices of /jobs, each with how many listed jobs carry it among those the visitor's
 * search and other filters leave (`params`; none: every listed job). A menu's own choices do not
 * narrow its counts, since picking another value in it widens the list (OR within a filter).
 */
export const jobFacets = async (pool: Pool, now: Date = new Date(), params: JobListingParams = defaultListing()): Promise<JobFacets> => {
  const counted = async (query: SQL) =>
    (await runSql<{ value: string; n: string }>(pool, query)).rows.map((row) => ({ value: row.value, count: Number(row.n) }))
  const within = (facet: FilterParam) => listingWhere({ ...params, tab: 'all' }, { now, except: facet })
  const perValue = (facet: FilterParam, column: PgColumn, limit?: number) => {
    // Enum values are read as text, the form the dropdowns show and send back.
    const value = is(column, PgEnumColumn) ? sql`${column}::text` : sql`${column}`
    return counted(
      sql`SELECT ${value} AS value, count(*) AS n FROM ${jobs}
           WHERE ${within(facet)} AND ${value} IS NOT NULL AND ${value} <> ''
           GROUP BY 1 ORDER BY count(*) DESC, 1 ${limit ? sql`LIMIT ${limit}` : sql.empty()}`,
    )
  }
  const perLocation = () =>
    counted(
      sql`SELECT ${jobs_texts.text} AS value, count(*) AS n FROM ${hiringLocationRows}
           WHERE ${within('location')} AND ${jobs_texts.text} <> '' GROUP BY 1`,
    )
  const [category, company, type, schedule, location, education, experience, salary] = await Promise.all([
    perValue('category', jobs.category),
    perValue('company', jobs.company_name, COMPANY_OPTIONS_LIMIT),
    perValue('type', jobs.job_type),
    perValue('schedule', jobs.schedule_type),
    perLocation(),
    perValue('education', jobs.education_level),
    perValue('experience', jobs.experience_level),
    perValue('salary', jobs.salary_range),
  ])
  const salaryOrder = sortSalaryOptions(salary.map((option) => option.value))
  return {
    category: inOrder(JOB_CATEGORIES)(category),
    company: alphabetical(company),
    type: inOrder(JOB_TYPES)(type),
    schedule: inOrder(SCHEDULE_TYPES)(schedule),
    location: worldwideFirst(location),
    education: inOrder(EDUCATION_LEVELS)(education),
    experience: inOrder(EXPERIENCE_LEVELS)(experience),
    salary: [...salary].sort((a, b) => salaryOrder.indexOf(a.value) - salaryOrder.indexOf(b.value)),
  }
}
