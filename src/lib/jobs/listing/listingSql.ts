import { is, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { type PgColumn, PgEnumColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

import { favorites, jobs, jobs_eligible_countries } from '@/payload-generated-schema'

import { containsPattern } from '../../db/likePattern'
import { offsetHoursOf } from '../../places/timeZones'
import { hiringLocationIn } from './hiringLocationsSql'
import { listedJobsSql } from '../listedRule'
import type { FilterParam, JobListingParams } from './listingParams'

/** The column each filter of the listing matches (location is a list of its own, hiringLocationIn). */
const FILTER_COLUMNS: Record<Exclude<FilterParam, 'location'>, PgColumn> = {
  category: jobs.category,
  company: jobs.company_name,
  type: jobs.job_type,
  schedule: jobs.schedule_type,
  education: jobs.education_level,
  experience: jobs.experience_level,
  salary: jobs.salary_range,
}

/** An enum column compares against its own type so its index applies; unknown values match nothing. */
const oneOf = (column: PgColumn, chosen: string[]): SQL => {
  if (!is(column, PgEnumColumn)) return sql`${column} = ANY(${sql.param(chosen)}::text[])`
  const known = chosen.filter((value) => column.enumValues.includes(value))
  return known.length ? sql`${column} = ANY(${sql.param(known)}::${sql.identifier(column.enum.enumName)}[])` : sql`FALSE`
}

/** The salary a job is compared and sorted by: the top of its range, or its only figure. */
export const salaryFigure = sql`coalesce(${jobs.salary_max_usd}, ${jobs.salary_min_usd})`

/**
 * Where the seeker lives, works and what they need to earn: a job open worldwide or to their
 * country; one with no time-zone range or a range holding their zone's offset today; one whose
 * salary reaches the minimum (a job without numbers is left out only then).
 */
const fitConditions = ({ livesIn, tz, minSalary }: JobListingParams, now: Date): SQL[] => {
  const conditions: SQL[] = []
  if (livesIn) {
    conditions.push(sql`(${jobs.openWorldwide} OR EXISTS (SELECT 1 FROM ${jobs_eligible_countries}
      WHERE ${jobs_eligible_countries.parent} = ${jobs.id} AND ${jobs_eligible_countries.value} = ${livesIn}::${sql.identifier('enum_jobs_eligible_countries')}))`)
  }
  const offset = tz ? offsetHoursOf(tz, now) : null
  if (offset !== null) {
    conditions.push(sql`(${jobs.tz_min_offset} IS NULL OR (${jobs.tz_min_offset} <= ${offset} AND ${jobs.tz_max_offset} >= ${offset}))`)
  }
  if (minSalary) conditions.push(sql`${salaryFigure} >= ${minSalary}`)
  return conditions
}

/**
 * The WHERE clause of the listing: listed jobs, the search, and the filter rules — AND
 * across filters, OR within one; a job matches the location filter when any of its hiring
 * locations is chosen; a job lacking education, experience or salary never matches those filters
 * (a NULL is never IN a list). `except` leaves one filter out: a menu counts its own choices
 * within everything else chosen.
 */
export const listingWhere = (params: JobListingParams, { now, memberId, except }: { now: Date; memberId?: number | null; except?: FilterParam }): SQL => {
  const conditions = [listedJobsSql(now)]
  if (params.q) {
    const pattern = containsPattern(params.q)
    conditions.push(sql`(${jobs.job_title} ILIKE ${pattern} OR ${jobs.company_name} ILIKE ${pattern} OR ${jobs.job_description} ILIKE ${pattern})`)
  }
  for (const [param, column] of Object.entries(FILTER_COLUMNS) as Array<[keyof typeof FILTER_COLUMNS, PgColumn]>) {
    const chosen = params.filters[param]
    if (chosen.length && param !== except) conditions.push(oneOf(column, chosen))
  }
  if (params.filters.location.length && except !== 'location') conditions.push(hiringLocationIn(params.filters.location))
  conditions.push(...fitConditions(params, now))
  if (params.tab === 'favorites') {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${favorites} WHERE ${favorites.job} = ${jobs.id} AND ${favorites.member} = ${memberId ?? -1})`)
  }
  return sql.join(conditions, sql` AND `)
}

/**
 * A-Z orders ignore case and accents, as people read (ICU's root collation: "dbt Labs" among the
 * Ds, "Éditor" among the Es); each matches a covering index (migrations/20261123_180000_*).
 */
export const LISTING_ORDER: Record<JobListingParams['sort'], SQL> = {
  date: sql`${jobs.posted_date} DESC, ${jobs.id} DESC`,
  company: sql`${jobs.company_name} COLLATE "und-x-icu" ASC, ${jobs.posted_date} DESC, ${jobs.id} DESC`,
  title: sql`${jobs.job_title} COLLATE "und-x-icu" ASC, ${jobs.posted_date} DESC, ${jobs.id} DESC`,
  salary: sql`${salaryFigure} DESC NULLS LAST, ${jobs.posted_date} DESC, ${jobs.id} DESC`,
}
