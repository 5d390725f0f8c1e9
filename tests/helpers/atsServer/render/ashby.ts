import { atsIdOf, derivedUuid, type FakeJob, pick } from '../fakeJob'
import { toPlain } from '../html'
import { type Place, parsePlace } from '../places'
import { shortMoney } from './shared'

/**
 * GET /posting-api/job-board/{name}?includeCompensation=true, as api.ashbyhq.com answers it:
 * `{ jobs: [...], apiVersion: '1' }`, the whole board in one body.
 *
 * - `location` is the first place text, `secondaryLocations[]` the others, each with an
 *   `address.postalAddress` (`{}` for a remote area such as 'Remote (EMEA)'). A remote role whose
 *   first place is an office ('New York, NY', then 'Remote - US') shows Ashby's own trap: the
 *   remote place is only in `secondaryLocations`.
 * - `workplaceType` is `Remote`/`Hybrid`/`OnSite`; for a role that says nothing it is null on
 *   every other such role and left out on the rest (older captures have no key). `isRemote` is
 *   true for hybrid roles too, false on-site, null when unspecified.
 * - `employmentType` is `FullTime`/`PartTime`/`Contract`/`Intern` (null when the role has none).
 * - With includeCompensation=true, `compensation` is present on every role: empty (nulls and
 *   `[]`) when there is no pay, else one tier whose components hold a `Salary` with
 *   `interval: '1 YEAR'` (or `1 MONTH`, `1 HOUR`), `currencyCode`, `minValue`, `maxValue`; paid
 *   roles at odd positions also have an `EquityPercentage` component of nulls, first. Without the flag the key
 *   is left out. `shouldDisplayCompensationOnJobPostings` says whether pay is shown.
 * - `publishedAt` is ISO with milliseconds and `+00:00`; there is no update time. `isListed` is
 *   true. Links: `jobUrl`, `applyUrl` (`…/application`).
 */

const EMPLOYMENT = {
  'full-time': 'FullTime',
  'part-time': 'PartTime',
  contract: 'Contract',
  internship: 'Intern',
} as const
const WORKPLACE = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'OnSite' } as const
const INTERVAL = { year: '1 YEAR', month: '1 MONTH', hour: '1 HOUR' } as const

const postalAddress = (place: Place) => ({
  postalAddress: {
    ...(place.regionName ? { addressRegion: place.regionName } : {}),
    ...(place.country ? { addressCountry: place.country } : {}),
    ...(place.city ? { addressLocality: place.city } : {}),
  },
})

const publishedAt = (iso: string) => new Date(iso).toISOString().replace('Z', '+00:00')

const compensation = (job: FakeJob) => {
  if (!job.pay) {
    return {
      compensationTierSummary: null,
      scrapeableCompensationSalarySummary: null,
      compensationTiers: [],
      summaryComponents: [],
    }
  }
  const { min, max, currency, interval } = job.pay
  const range = `${shortMoney(min, currency)} – ${shortMoney(max, currency)}`
  const salary = {
    compensationType: 'Salary',
    interval: INTERVAL[interval],
    currencyCode: currency,
    minValue: min,
    maxValue: max,
  }
  const equity = {
    compensationType: 'EquityPercentage',
    interval: 'NONE',
    currencyCode: null,
    minValue: null,
    maxValue: null,
  }
  const withEquity = pick(`${job.id}:equity`, 2) === 1
  const summary = withEquity ? `${range} • Offers Equity` : range
  const components = withEquity ? [equity, salary] : [salary]
  return {
    compensationTierSummary: summary,
    scrapeableCompensationSalarySummary: range.replace('–', '-'),
    compensationTiers: [
      {
        id: derivedUuid(`${job.id}:tier`),
        tierSummary: summary,
        title: null,
        additionalInformation: null,
        components: components.map((component) => ({
          id: derivedUuid(`${job.id}:${component.compensationType}`),
          summary: component.compensationType === 'Salary' ? range : 'Offers Equity',
          ...component,
        })),
      },
    ],
    summaryComponents: components,
  }
}

export const renderAshby = (
  name: string,
  jobs: FakeJob[],
  { includeCompensation = true }: { includeCompensation?: boolean } = {},
) => {
  let unspecified = 0
  const rows = jobs.map((job) => {
    const id = atsIdOf('ashby', job)
    const places = job.locations.map((text) => parsePlace(text, job.countryCode))
    const [first, ...others] = places
    const workplace =
      job.workplace === 'unspecified'
        ? unspecified++ % 2 === 0
          ? { workplaceType: null }
          : {}
        : { workplaceType: WORKPLACE[job.workplace] }
    const jobUrl = `https://jobs.ashbyhq.com/${name}/${id}`
    return {
      id,
      title: job.title,
      department: job.department ?? null,
      team: job.department ?? null,
      employmentType: job.employmentType ? EMPLOYMENT[job.employmentType] : null,
      location: first?.text ?? '',
      shouldDisplayCompensationOnJobPostings: Boolean(job.pay),
      secondaryLocations: others.map((place) => ({
        location: place.text,
        address: place.remote && !place.country ? { postalAddress: {} } : postalAddress(place),
      })),
      publishedAt: publishedAt(job.postedAt),
      isListed: true,
      isRemote:
        job.workplace === 'unspecified'
          ? null
          : job.workplace === 'remote' || job.workplace === 'hybrid',
      ...workplace,
      address: first ? postalAddress(first) : null,
      jobUrl,
      applyUrl: `${jobUrl}/application`,
      descriptionHtml: job.descriptionHtml,
      descriptionPlain: toPlain(job.descriptionHtml),
      ...(includeCompensation ? { compensation: compensation(job) } : {}),
    }
  })
  return JSON.stringify({ jobs: rows, apiVersion: '1' })
}

export const ashbyNotFound = {
  status: 404,
  contentType: 'text/plain; charset=utf-8',
  body: 'Not Found',
}
