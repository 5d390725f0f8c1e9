import { describe, expect, it } from 'vitest'

import { readEligibility } from '@/lib/jobs/jobFit'
import { type JobForJsonLd, jobPostingJsonLd } from '@/lib/jobs/listing/jobPostingJsonLd'
import { COUNTRY_CODES } from '@/lib/places/countryCodes'
import { countryName } from '@/lib/places/countryNames'
import { isWorldwideLocationNote, jobPostingIssues } from '../helpers/jobPostingRules'

const SITE = 'https://remotepassport.example'
const place = { pageUrl: `${SITE}/jobs/backend-engineer-acme`, siteUrl: SITE, companyUrl: `${SITE}/company/acme` }

/** A job as the collection stores it after its hooks read the hiring locations. */
const job = (hiringLocations: string[], extra: Partial<JobForJsonLd> = {}): JobForJsonLd => {
  const { openWorldwide, eligibleCountries } = readEligibility(hiringLocations)
  return {
    id: 42,
    job_title: 'Backend Engineer',
    company_name: 'Acme',
    job_description: 'Build and run our payments API.\n\nYou will work with a distributed team.',
    job_type: 'Full-Time',
    salary_range: '$80k - $100k',
    posted_date: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
    job_url: 'https://acme.example/careers/backend',
    openWorldwide,
    eligibleCountries,
    ...extra,
  }
}

const names = (markup: ReturnType<typeof jobPostingJsonLd>) =>
  ((markup as { applicantLocationRequirements?: Array<{ '@type': string; name: string }> })?.applicantLocationRequirements ?? []).map((area) => {
    expect(area['@type']).toBe('Country')
    return area.name
  })

const KNOWN_COUNTRY_NAMES = new Set(COUNTRY_CODES.map(countryName))

describe('JobPosting markup of a remote job', () => {
  it('names the countries of a job open to regions, never the regions themselves', async () => {
    const markup = jobPostingJsonLd(job(['Europe', 'Africa']), place)
    const countries = names(markup)
    expect(countries).toContain('Germany')
    expect(countries).toContain('Nigeria')
    expect(countries).not.toContain('Europe')
    expect(countries).not.toContain('Africa')
    expect(countries.every((name) => KNOWN_COUNTRY_NAMES.has(name))).toBe(true)
    expect(await jobPostingIssues(markup)).toEqual([])
  })

  it('names a job open to some countries by their ISO names', async () => {
    const markup = jobPostingJsonLd(job(['USA', 'Canada']), place)
    expect(names(markup).sort()).toEqual(['Canada', 'United States'])
    expect(markup).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect(await jobPostingIssues(markup)).toEqual([])
  })

  it('leaves the countries out for a job open worldwide, as the search engines ask', async () => {
    const markup = jobPostingJsonLd(job(['Worldwide']), place)
    expect(markup).not.toHaveProperty('applicantLocationRequirements')
    expect(markup).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect((await jobPostingIssues(markup)).filter((issue) => !isWorldwideLocationNote(issue))).toEqual([])
  })

  it('carries no markup for a job whose locations name no place known, rather than calling it open everywhere', () => {
    expect(jobPostingJsonLd(job(['Somewhere nice']), place)).toBeNull()
  })

  it("identifies a job by this board's id, and an imported job by its hiring system's, with when it was last verified open", async () => {
    expect(jobPostingJsonLd(job(['Germany']), place)).toMatchObject({ identifier: { '@type': 'PropertyValue', name: 'Remote Passport', value: '42' } })
    const imported = jobPostingJsonLd(job(['Germany'], { sourceJobId: '4000000001', lastVerifiedAt: '2026-11-27T06:00:00.000Z' }), { ...place, sourceName: 'Greenhouse' })
    expect(imported).toMatchObject({
      identifier: { '@type': 'PropertyValue', name: 'Greenhouse', value: '4000000001' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': place.pageUrl, lastReviewed: '2026-11-27T06:00:00.000Z' },
    })
    expect(await jobPostingIssues(imported)).toEqual([])
  })

  it('gives the salary in the unit its text states: hour, month or year', () => {
    const unit = (salary_range: string) =>
      (jobPostingJsonLd(job(['Germany'], { salary_range }), place) as { baseSalary?: { value: { unitText: string } } }).baseSalary?.value.unitText
    expect(unit('$35 - $50/hour')).toBe('HOUR')
    expect(unit('€4,000 - €5,000 per month')).toBe('MONTH')
    expect(unit('$80k - $100k')).toBe('YEAR')
    expect(jobPostingJsonLd(job(['Germany'], { salary_range: 'Competitive' }), place)).not.toHaveProperty('baseSalary')
  })

  it('says direct apply only when the application is on this site', () => {
    expect(jobPostingJsonLd(job(['Germany']), place)).toMatchObject({ directApply: false })
    expect(jobPostingJsonLd(job(['Germany'], { job_url: `${SITE}/apply/42` }), place)).toMatchObject({ directApply: true })
  })

  it('is reported by the validator when a required property is missing (the check can fail)', async () => {
    const markup = { ...jobPostingJsonLd(job(['Germany']), place), datePosted: undefined, hiringOrganization: undefined }
    const missing = (await jobPostingIssues(markup)).filter((issue) => issue.severity === 'ERROR').flatMap((issue) => issue.fieldNames ?? [])
    expect(missing).toEqual(expect.arrayContaining(['datePosted', 'hiringOrganization']))
  })
})
