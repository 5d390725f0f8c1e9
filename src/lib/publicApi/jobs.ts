import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { Job } from '@/payload-types'

import { FILLED_TEXT } from '../jobs/filledJob'
import { jobPageUrl } from '../jobs/counts/countSource'
import { companyPathFor, isListed, jobBySlug } from '../jobs/listing/jobDetail'
import { jobsQuery, type JobListItem, type SharedCount } from '../jobs/listing/jobsQuery'
import { JOB_FILTERS, defaultListing, type JobListingParams } from '../jobs/listing/listingParams'
import { pageOf, oneOf } from './envelopes'
import { publicJob, publicJobSummary, type JobSearchParams } from './jobSchemas'
import { ApiProblem, notFound } from './problem'

export const jobsPage = pageOf(publicJobSummary, 'JobsPage')
export const oneJob = oneOf(publicJob, 'JobAnswer')

/** The listing state of /jobs for an API search: the same query, the same SQL. */
export const listingOf = (params: JobSearchParams): JobListingParams => {
  const listing = defaultListing()
  for (const { param } of JOB_FILTERS) listing.filters[param] = [...new Set(params[param] ?? [])]
  return {
    ...listing,
    q: params.q ?? '',
    livesIn: params.livesIn ?? null,
    tz: params.tz ?? null,
    minSalary: params.minSalary ?? null,
    sort: params.sort,
    page: params.page,
  }
}

const iso = (value: Date | string) => new Date(value).toISOString()

const salaryUsd = (min: number | null | undefined, max: number | null | undefined) => (min == null && max == null ? null : { min: min ?? null, max: max ?? null })

const offsets = (min: number | null | undefined, max: number | null | undefined) => (min == null || max == null ? null : { min: Number(min), max: Number(max) })

const jobSummaryOf = (row: JobListItem, site: string) =>
  publicJobSummary.parse({
    slug: row.slug,
    url: jobPageUrl(site, row.slug, 'api'),
    title: row.job_title,
    companyName: row.company_name,
    companyLogo: row.company_logo,
    summary: row.description_start ?? '',
    jobType: row.job_type,
    scheduleType: row.schedule_type,
    category: row.category,
    educationLevel: row.education_level,
    experienceLevel: row.experience_level,
    hiringLocations: row.hiring_locations,
    salaryText: row.salary_range,
    salaryUsdYearly: salaryUsd(row.salary_min_usd, row.salary_max_usd),
    timeZoneOffsets: offsets(row.tz_min_offset, row.tz_max_offset),
    openWorldwide: row.open_worldwide,
    eligibleCountries: row.eligible_countries,
    postedAt: iso(row.posted_date),
    verifiedOpenAt: row.last_verified_at ? iso(row.last_verified_at) : null,
    applyUrl: row.job_url,
  })

type SearchOptions = { site: string; now?: Date; sharedCount?: SharedCount }

/** One page of listed jobs for a search, as /jobs would show it. */
export const searchPublicJobs = async (pool: Pool, params: JobSearchParams, { site, now, sharedCount }: SearchOptions) => {
  const listing = await jobsQuery(pool, listingOf(params), { now, sharedCount })
  return jobsPage.parse({ data: listing.jobs.map((row) => jobSummaryOf(row, site)), page: listing.page, totalPages: listing.pageCount, total: listing.matching })
}

const publicJobOf = (job: Job, site: string, companyPath: string | null) =>
  publicJob.parse({
    slug: job.slug,
    url: jobPageUrl(site, job.slug ?? '', 'api'),
    title: job.job_title,
    companyName: job.company_name,
    companyLogo: job.company_logo ?? null,
    description: job.job_description ?? '',
    jobType: job.job_type ?? null,
    scheduleType: job.schedule_type ?? null,
    category: job.category ?? null,
    educationLevel: job.education_level ?? null,
    experienceLevel: job.experience_level ?? null,
    hiringLocations: job.hiring_locations ?? [],
    salaryText: job.salary_range ?? null,
    salaryUsdYearly: salaryUsd(job.salary_min_usd, job.salary_max_usd),
    timeZoneOffsets: offsets(job.tz_min_offset, job.tz_max_offset),
    openWorldwide: Boolean(job.openWorldwide),
    eligibleCountries: job.eligibleCountries ?? [],
    postedAt: iso(job.posted_date),
    verifiedOpenAt: job.lastVerifiedAt ? iso(job.lastVerifiedAt) : null,
    expiresAt: job.expiresAt ? iso(job.expiresAt) : null,
    applyUrl: job.job_url,
    companyProfileUrl: companyPath ? `${site}${companyPath}` : null,
  })

/**
 * A listed job by its slug. One that was listed and has closed is gone (410); an unknown slug, or
 * a job waiting for review or rejected, is not found (404): the API never tells they exist.
 */
export const publicJobBySlug = async (payload: Payload, slug: string, { site, now = new Date() }: { site: string; now?: Date }) => {
  const job = await jobBySlug(payload, slug)
  if (!job) throw notFound('job')
  if (!isListed(job, now)) {
    // Closed as filled by its employer: it was listed (reviewed or not), and it is gone for good.
    if (job.filledAt) throw new ApiProblem(410, 'Gone', FILLED_TEXT)
    if (job.reviewStatus !== 'approved') throw notFound('job')
    throw new ApiProblem(410, 'Gone', 'This job is no longer listed.')
  }
  return oneJob.parse({ data: publicJobOf(job, site, await companyPathFor(payload, job.company_name)) })
}
