import { atsIdOf, derivedNumber, type FakeJob } from '../fakeJob'
import { slugify, splitRequirements, utcSpaced } from '../html'
import { anchorOf, parsePlace } from '../places'
import { editedAt } from './shared'

/**
 * GET /api/offers/, as {company}.recruitee.com answers it: `{ offers: [...] }`, the whole board.
 *
 * - The description is cut in two as Recruitee stores it: `description`, and `requirements` (from
 *   the first heading that reads like requirements, 'What you bring', else the last heading).
 * - `location` is one string: "Remote job" for remote roles, else "City, State, Country". Each
 *   place is an entry of `locations[]` whose `name` is the place text; the offer's own `city`,
 *   `country`, `country_code`, `state_name` are the first place's (a remote area with no country
 *   is filed under the country it is filed under, as Recruitee needs one).
 * - Workplace is three booleans, `remote`, `hybrid`, `on_site` (all false when unspecified).
 * - `salary` `{ min, max, period, currency }` has the numbers as strings (`"75000.00"`) and is
 *   all null when there is no pay.
 * - `employment_type_code`: `fulltime_permanent`, `parttime_permanent`, `contract`, `internship`.
 * - Times are written `2026-08-11 20:45:29 UTC`; `updated_at` is the last edit.
 * - Links: `careers_url`, `careers_apply_url`; `mailbox_email` is a per-offer inbox.
 */

const EMPLOYMENT = {
  'full-time': 'fulltime_permanent',
  'part-time': 'parttime_permanent',
  contract: 'contract',
  internship: 'internship',
} as const
const HOURS = { 'full-time': [40, 40], 'part-time': [20, 30] } as const

const guidOf = (id: string) => Number(id).toString(36).slice(-5).padStart(5, '0')

export const renderRecruitee = (company: string, jobs: FakeJob[]) => {
  const offers = jobs.map((job, index) => {
    const id = atsIdOf('recruitee', job)
    const guid = guidOf(id)
    const places = job.locations.map((text) => parsePlace(text, job.countryCode))
    const first = places[0] ? anchorOf(places[0], job.countryCode) : null
    const slug = `${slugify(job.title)}${first?.city ? `-${slugify(first.city)}` : ''}`
    const { main, rest } = splitRequirements(job.descriptionHtml)
    const hours =
      job.employmentType === 'full-time' || job.employmentType === 'part-time'
        ? HOURS[job.employmentType]
        : null
    const careersUrl = `https://${company}.recruitee.com/o/${slug}`
    return {
      id: Number(id),
      guid,
      slug,
      position: index + 1,
      status: 'published',
      title: job.title,
      company_name: job.companyName,
      department: job.department ?? null,
      description: main,
      requirements: rest,
      location:
        job.workplace === 'remote'
          ? 'Remote job'
          : first
            ? [first.city, first.regionName, first.country].filter(Boolean).join(', ')
            : '',
      city: first?.city ?? null,
      state_name: first?.regionName ?? null,
      state_code: first?.region && first.region.length <= 3 ? first.region : null,
      country: first?.country ?? null,
      country_code: first?.countryCode ?? null,
      postal_code: null,
      locations: places.map((place) => {
        const anchor = anchorOf(place, job.countryCode)
        const city = place.remote ? null : anchor.city
        return {
          id: Number(derivedNumber(`${company}:office:${place.text}`, 6)),
          name: place.text,
          city,
          state: place.remote ? null : anchor.regionName,
          country: anchor.country,
          country_code: anchor.countryCode,
          state_code: null,
          postal_code: null,
          street: null,
          note: null,
          translations: {
            en: { name: place.text, city, postal_code: null, street: null, note: null },
          },
        }
      }),
      remote: job.workplace === 'remote',
      hybrid: job.workplace === 'hybrid',
      on_site: job.workplace === 'onsite',
      salary: job.pay
        ? {
            min: job.pay.min.toFixed(2),
            max: job.pay.max.toFixed(2),
            period: job.pay.interval,
            currency: job.pay.currency,
          }
        : { min: null, max: null, period: null, currency: null },
      employment_type_code: job.employmentType ? EMPLOYMENT[job.employmentType] : null,
      min_hours: hours?.[0] ?? null,
      max_hours: hours?.[1] ?? null,
      min_hours_per_week: hours ? String(hours[0]) : null,
      max_hours_per_week: hours ? String(hours[1]) : null,
      category_code: 'information_technology',
      experience_code: 'experienced',
      education_code: null,
      created_at: utcSpaced(new Date(Date.parse(job.postedAt) - 3_600_000).toISOString()),
      published_at: utcSpaced(job.postedAt),
      updated_at: utcSpaced(editedAt(job)),
      close_at: null,
      careers_url: careersUrl,
      careers_apply_url: `${careersUrl}/c/new`,
      mailbox_email: `job.${guid}@${company}.recruitee.com`,
      highlight: null,
      sharing_title: job.title,
      sharing_description: '',
      sharing_image: null,
      cover_image: null,
      tags: [],
      dynamic_fields: [],
      options_cv: 'required',
      options_cover_letter: 'optional',
      options_phone: 'optional',
      options_photo: 'off',
      options_salutation: 'off',
      options_title: 'off',
      locations_question: 'Which of our locations would you work from?',
      locations_question_required: places.length > 1,
      locations_question_type: 'multiple_choice',
      location_question_visible: places.length > 1,
    }
  })
  return JSON.stringify({ offers })
}

export const recruiteeNotFound = {
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ error: 'Not found' }),
}
