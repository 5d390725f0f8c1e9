import type { JobPosting, WithContext } from 'schema-dts'

import { countryName } from '../../places/countryNames'
import { parseSalary } from '../parseSalary'

export type JobForJsonLd = {
  id: number
  job_title: string
  company_name: string
  company_logo?: string | null
  job_description?: string | null
  job_type?: string | null
  salary_range?: string | null
  posted_date: string
  expiresAt?: string | null
  job_url: string
  /** Read from the hiring locations on save (collections/Jobs/fitFields.ts). */
  openWorldwide?: boolean | null
  eligibleCountries?: string[] | null
  /** An imported job: its id at its hiring system, and the last sync that saw it open there. */
  sourceJobId?: string | null
  lastVerifiedAt?: string | null
}

/** Where the markup points: the job's page, the site, the company's profile here, the hiring system an imported job came from. */
export type JsonLdPlace = { pageUrl: string; siteUrl: string; companyUrl?: string | null; sourceName?: string | null }

const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
}

const SITE_NAME = 'Remote Passport'

/**
 * Who may apply, as search engines read it for a remote job: nothing for a job open worldwide,
 * otherwise the countries whose residents may apply (never a region named as a country). Null
 * when neither is known (the hiring locations named no place we know and wait for a moderator):
 * such a job carries no markup rather than markup that would call it open everywhere.
 */
const applicantCountries = (job: JobForJsonLd): Array<{ '@type': 'Country'; name: string }> | null | undefined => {
  if (job.openWorldwide) return undefined
  const codes = job.eligibleCountries ?? []
  if (codes.length === 0) return null
  return codes.map((code) => ({ '@type': 'Country', name: countryName(code) }))
}

/** Applying happens on this site only when the job's application link is one of its pages. */
const appliesHere = (jobUrl: string, siteUrl: string) => {
  try {
    return new URL(jobUrl).origin === new URL(siteUrl).origin
  } catch {
    return false
  }
}

/**
 * schema.org JobPosting for a listed remote job, following the search engines' rules for remote
 * jobs: `jobLocationType: TELECOMMUTE`, applicant countries only where the job is not open
 * worldwide, and no citizenship or visa condition. A closed job carries none (its page answers
 * 410). The type is schema-dts's, so a property schema.org does not know fails to compile.
 */
export const jobPostingJsonLd = (job: JobForJsonLd, place: JsonLdPlace): WithContext<JobPosting> | null => {
  const countries = applicantCountries(job)
  if (countries === null) return null
  const salary = parseSalary(job.salary_range)
  const imported = Boolean(job.sourceJobId && place.sourceName)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description || job.job_title,
    datePosted: job.posted_date,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    ...(job.job_type ? { employmentType: EMPLOYMENT_TYPES[job.job_type] ?? 'OTHER' } : {}),
    // The id that never changes: the hiring system's own for an imported job, this board's otherwise.
    identifier: {
      '@type': 'PropertyValue',
      name: imported ? place.sourceName! : SITE_NAME,
      value: imported ? job.sourceJobId! : String(job.id),
    },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      ...(place.companyUrl ? { sameAs: place.companyUrl } : {}),
      ...(job.company_logo ? { logo: job.company_logo } : {}),
    },
    jobLocationType: 'TELECOMMUTE',
    ...(countries ? { applicantLocationRequirements: countries } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.max ? { minValue: salary.min, maxValue: salary.max } : { value: salary.min }),
              unitText: salary.unit,
            },
          },
        }
      : {}),
    directApply: appliesHere(job.job_url, place.siteUrl),
    url: place.pageUrl,
    // An imported job's page was last checked against its hiring system at this time.
    ...(job.lastVerifiedAt ? { mainEntityOfPage: { '@type': 'WebPage', '@id': place.pageUrl, lastReviewed: job.lastVerifiedAt } } : {}),
  }
}

/** JSON for a <script> element: "<" escaped so no text can close the element early. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
