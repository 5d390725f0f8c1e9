import type { Pool } from 'pg'

import type { FilterParam } from './listingParams'
import { EDUCATION_LEVELS, EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES, SCHEDULE_TYPES } from './options'
import { sortSalaryOptions } from './salaryOrder'

export type FacetOption = { value: string; count: number }
export type JobFacets = Record<FilterParam, FacetOption[]>

/** Companies offered in the dropdown: the busiest ones (a chosen company is always kept). */
export const COMPANY_OPTIONS_LIMIT = 300

const LISTED = 'j.is_active AND (j.expires_at IS NULL OR j.expires_at > $1)'

const inOrder = (order: readonly string[]) => (options: FacetOption[]) =>
  [...options].sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))

const alphabetical = (options: FacetOption[]) => [...options].sort((a, b) => a.value.localeCompare(b.value))

const worldwideFirst = (options: FacetOption[]) =>
  alphabetical(options).sort((a, b) => Number(b.value === 'Worldwide') - Number(a.value === 'Worldwide'))

/** The dropdown choices of /jobs, read from the listed jobs, each with how many jobs carry it. */
export const jobFacets = async (pool: Pool, now: Date = new Date()): Promise<JobFacets> => {
  const column = async (expression: string, limit?: number) => {
    const { rows } = await pool.query<{ value: string; n: string }>(
      `SELECT ${expression} AS value, count(*) AS n FROM jobs j
        WHERE ${LISTED} AND ${expression} IS NOT NULL AND ${expression} <> ''
        GROUP BY 1 ORDER BY count(*) DESC, 1 ${limit ? `LIMIT ${limit}` : ''}`,
      [now],
    )
    return rows.map((row) => ({ value: row.value, count: Number(row.n) }))
  }
  const locations = async () => {
    const { rows } = await pool.query<{ value: string; n: string }>(
      `SELECT t.text AS value, count(*) AS n FROM jobs_texts t JOIN jobs j ON j.id = t.parent_id
        WHERE ${LISTED} AND t.path = 'hiring_locations' AND t.text <> '' GROUP BY 1`,
      [now],
    )
    return rows.map((row) => ({ value: row.value, count: Number(row.n) }))
  }
  const [category, company, type, schedule, location, education, experience, salary] = await Promise.all([
    column('j.category::text'),
    column('j.company_name', COMPANY_OPTIONS_LIMIT),
    column('j.job_type::text'),
    column('j.schedule_type::text'),
    locations(),
    column('j.education_level::text'),
    column('j.experience_level::text'),
    column('j.salary_range'),
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
