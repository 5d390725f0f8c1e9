import { atsIdOf, type FakeJob, pick } from '../fakeJob'
import { escapeXml } from '../html'
import { anchorOf, parsePlace } from '../places'

/**
 * GET /api/v1/widget/accounts/{slug}?details=true, as apply.workable.com answers it: the account's
 * `name` (the employer), sometimes a `description`, and `jobs[]`, the whole board in one body.
 *
 * - A role with several places is repeated once per place, every row with the same `shortcode`
 *   (and title, links, dates); each row's `country`/`state`/`city` and its one `locations[]` entry
 *   are that place's.
 * - Structured places only: a remote place naming a country ('Remote - US') is that country with
 *   `city: ""`; a remote area with no country ('Remote (EMEA)', 'Anywhere') is filed under a city
 *   of the country the area is filed under, with `hidden: true`. Place texts do not survive.
 * - `telecommuting` is true for remote roles only: Workable has no hybrid.
 * - Empty values are `""` (`code`, `education`, `city`, `state`, `department` …), except a
 *   location's `region`, which is null when empty.
 * - `description` (HTML) is only sent with details=true. No pay. `published_on` and
 *   `created_at` are dates without a time. Links: `url`, `shortlink`, `application_url`.
 */

const EMPLOYMENT = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
} as const

const day = (iso: string) => new Date(iso).toISOString().slice(0, 10)

export const renderWorkable = (
  slug: string,
  jobs: FakeJob[],
  { details = true }: { details?: boolean } = {},
) => {
  const rows = jobs.flatMap((job) => {
    const shortcode = atsIdOf('workable', job)
    const created = new Date(Date.parse(job.postedAt) - pick(`${job.id}:created`, 15) * 86_400_000)
    const shared = {
      title: job.title,
      shortcode,
      code: '',
      employment_type: job.employmentType ? EMPLOYMENT[job.employmentType] : '',
      telecommuting: job.workplace === 'remote',
      department: job.department ?? '',
      url: `https://apply.workable.com/j/${shortcode}`,
      shortlink: `https://apply.workable.com/j/${shortcode}`,
      application_url: `https://apply.workable.com/j/${shortcode}/apply`,
      published_on: day(job.postedAt),
      created_at: day(created.toISOString()),
    }
    const places = job.locations.length
      ? job.locations.map((text) => parsePlace(text, job.countryCode))
      : [null]
    return places.map((place) => {
      let spot = {
        country: '',
        countryCode: '',
        city: '',
        region: null as string | null,
        hidden: false,
      }
      if (place && (!place.remote || place.countryCode)) {
        spot = {
          country: place.country ?? '',
          countryCode: place.countryCode ?? '',
          city: place.city ?? '',
          region: place.regionName,
          hidden: false,
        }
      } else if (place) {
        const anchor = anchorOf(place, job.countryCode)
        spot = {
          country: anchor.country,
          countryCode: anchor.countryCode,
          city: anchor.city ?? '',
          region: anchor.regionName,
          hidden: true,
        }
      }
      return {
        ...shared,
        country: spot.country,
        city: spot.city,
        state: spot.region ?? '',
        education: '',
        experience: '',
        function: '',
        industry: '',
        locations: place ? [spot] : [],
        ...(details ? { description: job.descriptionHtml } : {}),
      }
    })
  })
  const name = jobs[0]?.companyName ?? slug
  return JSON.stringify({
    name,
    ...(pick(slug, 2) === 0 ? { description: `<p>${escapeXml(name)} is hiring.</p>` } : {}),
    jobs: rows,
  })
}

export const workableNotFound = {
  status: 404,
  contentType: 'text/plain; charset=utf-8',
  body: 'Not Found',
}
