import type { PayInterval, SourceJob, SourcePay, Workplace } from '../../src/lib/ats/types'
import { personioPositions, sampleJson, type SampleFile } from './atsHeldOutSamples'

/**
 * The shared samples read into SourceJob the plain way the README's field maps give, for the
 * derivation tests: locations, flags, fields and descriptions as each API holds them. Not the
 * adapters (src/lib/ats/adapters/), which read paging, quirks and detail calls.
 */

/** A role with nothing said but a title and a link, to which a test adds what it is about. */
export const sourceJob = (fields: Partial<SourceJob> = {}): SourceJob => ({
  sourceId: 'test-1',
  title: 'Software Engineer',
  companyName: null,
  descriptionHtml: null,
  descriptionText: null,
  locations: [],
  countryCodes: [],
  workplace: 'unspecified',
  department: null,
  employmentType: null,
  experience: null,
  education: null,
  pay: null,
  applyUrl: 'https://jobs.example.com/acme/1',
  postedAt: null,
  updatedAt: null,
  ...fields,
})

const number = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value)
const list = (value: any) => (Array.isArray(value) ? value : [value])

export const greenhouseJobs = (file: SampleFile): SourceJob[] =>
  list(sampleJson(file).jobs ?? sampleJson(file)).map((job: any) =>
    sourceJob({
      sourceId: String(job.id),
      title: job.title,
      locations: (job.location?.name ?? '').split(/\s*[|;]\s*/).filter(Boolean),
      department: job.departments?.[0]?.name ?? null,
      descriptionHtml: job.content ?? null,
      applyUrl: job.absolute_url,
      postedAt: job.first_published ?? null,
      updatedAt: job.updated_at ?? null,
    }),
  )

const LEVER_INTERVALS: Record<string, PayInterval> = {
  'per-year-salary': 'year',
  'per-month-salary': 'month',
  'per-week-salary': 'week',
  'per-day-wage': 'day',
  'per-hour-wage': 'hour',
}

export const leverJobs = (file: SampleFile): SourceJob[] =>
  list(sampleJson(file)).map((job: any) =>
    sourceJob({
      sourceId: job.id,
      title: job.text,
      locations: job.categories?.allLocations?.length
        ? job.categories.allLocations
        : [job.categories?.location].filter(Boolean),
      countryCodes: job.country ? [job.country] : [],
      workplace: (job.workplaceType ?? 'unspecified') as Workplace,
      department: job.categories?.department ?? job.categories?.team ?? null,
      employmentType: job.categories?.commitment ?? null,
      descriptionHtml: [
        job.description,
        ...(job.lists ?? []).map((item: any) => `<h3>${item.text}</h3><ul>${item.content}</ul>`),
        job.additional,
      ].join(''),
      pay: job.salaryRange
        ? {
            min: job.salaryRange.min,
            max: job.salaryRange.max,
            currency: job.salaryRange.currency,
            interval: LEVER_INTERVALS[job.salaryRange.interval] ?? null,
          }
        : null,
      applyUrl: job.applyUrl,
      postedAt: new Date(job.createdAt).toISOString(),
    }),
  )

const ASHBY_WORKPLACES: Record<string, Workplace> = {
  Remote: 'remote',
  Hybrid: 'hybrid',
  OnSite: 'onsite',
}

export const ashbyJobs = (file: SampleFile): SourceJob[] =>
  sampleJson(file).jobs.map((job: any) => {
    const salary = job.compensation?.summaryComponents?.find(
      (component: any) => component.compensationType === 'Salary',
    )
    return sourceJob({
      sourceId: job.id,
      title: job.title,
      locations: [
        job.location,
        ...(job.secondaryLocations ?? []).map((place: any) => place.location),
      ].filter(Boolean),
      workplace: job.workplaceType
        ? ASHBY_WORKPLACES[job.workplaceType]
        : job.isRemote
          ? 'remote'
          : 'unspecified',
      department: job.department ?? null,
      employmentType: job.employmentType ?? null,
      descriptionHtml: job.descriptionHtml ?? null,
      pay: salary
        ? {
            min: salary.minValue,
            max: salary.maxValue,
            currency: salary.currencyCode,
            interval: salary.interval === '1 YEAR' ? 'year' : null,
          }
        : null,
      applyUrl: job.applyUrl,
      postedAt: job.publishedAt ?? null,
    })
  })

export const workableJobs = (file: SampleFile): SourceJob[] =>
  sampleJson(file).jobs.map((job: any) =>
    sourceJob({
      sourceId: job.shortcode ?? job.title,
      title: job.title,
      locations: (job.locations ?? []).map((place: any) =>
        [place.city, place.region, place.country].filter(Boolean).join(', '),
      ),
      countryCodes: (job.locations ?? []).map((place: any) => place.countryCode).filter(Boolean),
      workplace: job.telecommuting ? 'remote' : 'unspecified',
      department: job.department || null,
      employmentType: job.employment_type || null,
      experience: job.experience || null,
      education: job.education || null,
      descriptionHtml: job.description ?? null,
      applyUrl: job.application_url ?? job.url,
      postedAt: job.published_on ?? null,
    }),
  )

export const recruiteeJobs = (file: SampleFile): SourceJob[] =>
  sampleJson(file).offers.map((offer: any) => {
    const pay: SourcePay | null =
      offer.salary?.min || offer.salary?.max
        ? {
            min: number(offer.salary.min),
            max: number(offer.salary.max),
            currency: offer.salary.currency,
            interval: offer.salary.period,
          }
        : null
    return sourceJob({
      sourceId: String(offer.id),
      title: offer.title,
      locations: [
        offer.location,
        ...(offer.locations ?? []).map((place: any) => place.name),
      ].filter(Boolean),
      countryCodes: offer.country_code ? [offer.country_code] : [],
      workplace: offer.hybrid
        ? 'hybrid'
        : offer.remote
          ? 'remote'
          : offer.on_site
            ? 'onsite'
            : 'unspecified',
      department: offer.department ?? null,
      employmentType: offer.employment_type_code ?? null,
      experience: offer.experience_code ?? null,
      education: offer.education_code ?? null,
      descriptionHtml: [offer.description, offer.requirements].filter(Boolean).join('') || null,
      pay,
      applyUrl: offer.careers_apply_url,
      postedAt: offer.published_at ?? null,
      updatedAt: offer.updated_at ?? null,
    })
  })

export const smartRecruitersJobs = (file: SampleFile): SourceJob[] =>
  list(sampleJson(file).content ?? sampleJson(file)).map((posting: any) =>
    sourceJob({
      sourceId: posting.id,
      title: posting.name,
      locations: [posting.location?.fullLocation].filter(Boolean),
      countryCodes: posting.location?.country ? [posting.location.country.toUpperCase()] : [],
      workplace: posting.location?.hybrid
        ? 'hybrid'
        : posting.location?.remote
          ? 'remote'
          : 'unspecified',
      department: posting.department?.label ?? null,
      employmentType: posting.typeOfEmployment?.label ?? null,
      experience: posting.experienceLevel?.id ?? null,
      descriptionHtml: posting.jobAd
        ? Object.values(posting.jobAd.sections)
            .map((section: any) => `<h3>${section.title}</h3>${section.text}`)
            .join('')
        : null,
      applyUrl: posting.applyUrl ?? posting.postingUrl ?? posting.ref,
      postedAt: posting.releasedDate ?? null,
    }),
  )

const PERSONIO_INTERVALS: Record<string, PayInterval> = {
  yearly: 'year',
  monthly: 'month',
  hourly: 'hour',
}

export const personioJobs = (file: SampleFile): SourceJob[] =>
  personioPositions(file).map((position) =>
    sourceJob({
      sourceId: position.id ?? position.name,
      title: position.name,
      locations: position.offices,
      department: position.department,
      employmentType:
        [position.employmentType, position.schedule].filter(Boolean).join(' ') || null,
      experience: position.seniority,
      descriptionHtml:
        position.descriptions.map(({ name, value }) => `<h3>${name}</h3>${value}`).join('') || null,
      pay:
        position.salary.min || position.salary.max
          ? {
              min: number(position.salary.min),
              max: number(position.salary.max),
              currency: position.salary.currencyCode,
              interval: PERSONIO_INTERVALS[position.salary.type ?? ''] ?? null,
            }
          : null,
      applyUrl: `https://demo.jobs.personio.de/job/${position.id}`,
    }),
  )
