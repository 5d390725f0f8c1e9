import { parseSalary } from '../parseSalary'

type JobForJsonLd = {
  job_title: string
  company_name: string
  company_logo?: string | null
  job_description?: string | null
  job_type?: string | null
  hiring_locations: string[]
  salary_range?: string | null
  posted_date: string
  expiresAt?: string | null
  /** An imported job: the last sync that saw it open at its hiring system. */
  lastVerifiedAt?: string | null
  job_url: string
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
}

/** schema.org JobPosting for a remote job, as search engines read it. */
export const jobPostingJsonLd = (job: JobForJsonLd, pageUrl: string, companyUrl?: string) => {
  const salary = parseSalary(job.salary_range)
  const places = job.hiring_locations.filter((location) => location.toLowerCase() !== 'worldwide')
  const worldwide = places.length < job.hiring_locations.length || places.length === 0
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description || job.job_title,
    datePosted: job.posted_date,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    ...(job.job_type ? { employmentType: EMPLOYMENT_TYPES[job.job_type] ?? 'OTHER' } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      ...(companyUrl ? { sameAs: companyUrl } : {}),
      ...(job.company_logo ? { logo: job.company_logo } : {}),
    },
    jobLocationType: 'TELECOMMUTE',
    ...(worldwide ? {} : { applicantLocationRequirements: places.map((name) => ({ '@type': 'Country', name })) }),
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
    // When the data was last confirmed at its source (an imported job's last sync that saw it open).
    ...(job.lastVerifiedAt ? { sdDatePublished: job.lastVerifiedAt } : {}),
    directApply: false,
    url: pageUrl,
  }
}

/** JSON for a <script> element: "<" escaped so no text can close the element early. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
