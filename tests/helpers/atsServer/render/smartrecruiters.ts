import { atsIdOf, derivedNumber, derivedUuid, type FakeJob } from '../fakeJob'
import { escapeXml, slugify, splitRequirements } from '../html'
import { anchorOf, parsePlace } from '../places'

/**
 * GET /v1/companies/{id}/postings?limit=100&offset=N and /v1/companies/{id}/postings/{postingId},
 * as api.smartrecruiters.com answers them. The list is `{ offset, limit, totalFound, content }`;
 * its items have no description or pay: those are on the detail (`ref` is its API address).
 *
 * - One place per posting: `location` `{ city, region?, country (ISO-2, lower case), remote,
 *   hybrid, fullLocation }` from the first place; other places are lost, as on SmartRecruiters.
 *   A remote posting still carries a city (its country's, or the country its area is filed
 *   under) with `remote: true`. `fullLocation` keeps an empty part when there is no region
 *   (`Warsaw, , Poland`), and `region` is then left out.
 * - `department` is `{}` when there is none; on the detail its `id` is a number, in the list a
 *   string. `typeOfEmployment` `{ id, label }`: `permanent`/`Full-time`, `part-time`,
 *   `contract`, `intern`.
 * - The detail's `jobAd.sections` hold `companyDescription` (a line about the employer),
 *   `jobDescription` (the description up to its requirements heading, 'What you bring', else its
 *   last heading), `qualifications` (the rest) and `additionalInformation` (empty), each
 *   `{ title, text }` of HTML. `compensation` `{ min, max, currency, period: ANNUALLY | MONTHLY |
 *   HOURLY }` is only on the detail, and only when there is pay. `creator` is blanked.
 * - `releasedDate` is ISO with milliseconds. Links on the detail: `postingUrl`, `applyUrl`.
 */

const EMPLOYMENT = {
  'full-time': { id: 'permanent', label: 'Full-time' },
  'part-time': { id: 'part-time', label: 'Part-time' },
  contract: { id: 'contract', label: 'Contract' },
  internship: { id: 'intern', label: 'Intern' },
} as const
const PERIOD = { year: 'ANNUALLY', month: 'MONTHLY', hour: 'HOURLY' } as const

export type SmartRecruitersBoard = {
  /** Each list item as JSON text, in board order. */
  items: string[]
  /** The detail of each posting by its id, as JSON text. */
  details: Map<string, string>
}

export const renderSmartRecruiters = (company: string, jobs: FakeJob[]): SmartRecruitersBoard => {
  const items: string[] = []
  const details = new Map<string, string>()
  for (const job of jobs) {
    const id = atsIdOf('smartrecruiters', job)
    const place = job.locations[0] ? parsePlace(job.locations[0], job.countryCode) : null
    const anchor = place ? anchorOf(place, job.countryCode) : null
    const location = anchor
      ? {
          city: anchor.city,
          ...(anchor.region ? { region: anchor.region } : {}),
          country: anchor.countryCode.toLowerCase(),
          remote: job.workplace === 'remote',
          hybrid: job.workplace === 'hybrid',
          fullLocation: `${anchor.city}, ${anchor.region ?? ''}, ${anchor.country}`,
        }
      : { country: 'us', remote: job.workplace === 'remote', hybrid: false, fullLocation: '' }
    const departmentId = job.department
      ? derivedNumber(`${company}:dept:${job.department}`, 7)
      : null
    const base = {
      id,
      name: job.title,
      uuid: derivedUuid(`${id}:uuid`),
      jobAdId: derivedUuid(`${id}:ad`),
      defaultJobAd: true,
      refNumber: `REF${derivedNumber(`${id}:ref`, 4)}${'ABCDEFGHJK'[Number(id.slice(-1))]}`,
      company: { identifier: company, name: job.companyName },
      releasedDate: new Date(job.postedAt).toISOString(),
      location,
      industry: { id: 'computer_software', label: 'Computer Software' },
      function: { id: 'engineering', label: 'Engineering' },
      typeOfEmployment: job.employmentType ? EMPLOYMENT[job.employmentType] : {},
      experienceLevel: { id: 'mid_senior_level', label: 'Mid-Senior Level' },
      visibility: 'PUBLIC',
      language: { code: 'en', label: 'English', labelNative: 'English (US)' },
    }
    items.push(
      JSON.stringify({
        ...base,
        department: departmentId ? { id: departmentId, label: job.department } : {},
        ref: `https://api.smartrecruiters.com/v1/companies/${company}/postings/${id}`,
      }),
    )

    const { main, rest } = splitRequirements(job.descriptionHtml)
    const postingUrl = `https://jobs.smartrecruiters.com/${company}/${id}-${slugify(job.title)}`
    details.set(
      id,
      JSON.stringify({
        ...base,
        jobId: derivedUuid(`${id}:job`),
        creator: { name: '', avatarUrl: '' },
        department: departmentId ? { id: Number(departmentId), label: job.department } : {},
        postingUrl,
        applyUrl: `${postingUrl}?oga=true`,
        referralUrl: `https://jobs.smartrecruiters.com/external-referrals/company/${company}/publication/${base.uuid}?dcr_ci=${company}`,
        jobAd: {
          sections: {
            companyDescription: {
              title: 'Company Description',
              text: `<p>${escapeXml(job.companyName)} is hiring.</p>`,
            },
            jobDescription: { title: 'Job Description', text: main },
            qualifications: { title: 'Qualifications', text: rest },
            additionalInformation: { title: 'Additional Information', text: '' },
          },
        },
        ...(job.pay
          ? {
              compensation: {
                min: job.pay.min,
                max: job.pay.max,
                currency: job.pay.currency,
                period: PERIOD[job.pay.interval],
              },
            }
          : {}),
        active: true,
      }),
    )
  }
  return { items, details }
}

/** One page of the list, as SmartRecruiters answers `offset`/`limit`. */
export const smartRecruitersPage = (board: SmartRecruitersBoard, offset: number, limit: number) =>
  `{"offset":${offset},"limit":${limit},"totalFound":${board.items.length},"content":[${board.items
    .slice(offset, offset + limit)
    .join(',')}]}`

export const smartRecruitersNotFound = {
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ message: 'Company not found', code: 'NOT_FOUND' }),
}

export const smartRecruitersPostingNotFound = {
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ message: 'Posting not found', code: 'NOT_FOUND' }),
}
