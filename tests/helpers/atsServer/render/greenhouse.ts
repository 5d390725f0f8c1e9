import { atsIdOf, derivedNumber, type FakeJob, pick } from '../fakeJob'
import { escapeHtml, isoWithOffset, slugify } from '../html'
import { parsePlace } from '../places'
import { editedAt, money } from './shared'

/**
 * GET /v1/boards/{board}/jobs?content=true, as boards-api.greenhouse.io answers it:
 * `{ jobs: [...], meta: { total } }`, the whole board in one body.
 *
 * - `content` is the description HTML escaped into entities (`&lt;p&gt;`), so entities already in
 *   it come out escaped twice (`&amp;nbsp;`, `&amp;amp;`). A role with pay gets the pay-range div
 *   Greenhouse appends to `content`; there is no pay field in the list.
 * - `location.name` is free text: the role's places joined by ` | ` (`; ` for the roles at every
 *   fourth position, as some Greenhouse boards write it). `offices` lists one office per place;
 *   a remote place is an office with `location: null`, named "Remote" (or, in the metadata way
 *   below, by its scope: "US", "EMEA").
 * - No field says remote. Roles alternate, per workplace, between two ways of saying it:
 *   'location' (only the place texts say it; `metadata` is null or holds only "Time Type") and
 *   'metadata' (a "Workplace Type" custom field of `Remote`/`Hybrid`/`On-site`; remote place texts
 *   lose their remote wording: 'Remote - US' becomes 'US'). greenhouseWorkplaceWays says which.
 * - Employment type is only a "Time Type" custom field. About one department name in four keeps a
 *   trailing space ("Sales "). About one role in seven has the company's own site as
 *   `absolute_url` (`?gh_jid=`), and about one in ten a junk `requisition_id` ("See Opening ID").
 * - `first_published` (posted) and `updated_at` (last edit) carry the board's local offset
 *   (`-04:00`, `+01:00` …).
 * - Without content=true the rows have no `content`, `departments` or `offices`.
 */

const WORKPLACE_VALUE = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' } as const
const TIME_TYPE = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Intern',
} as const

/**
 * For each role, in board order, how its workplace is told (see above): drawn from the role's id,
 * so a role is told the same way whatever else the board gains or loses, as a real API does.
 */
export const greenhouseWorkplaceWays = (jobs: FakeJob[]) =>
  jobs.map((job) => (pick(`${job.id}:way`, 2) === 0 ? 'location' : 'metadata') as 'location' | 'metadata')

const OFFSETS = [-240, -300, -420, 60, 120]

const customField = (board: string, name: string, value: string) => ({
  id: Number(derivedNumber(`${board}:field:${name}`, 10)),
  name,
  value,
  value_type: 'single_select',
})

export const renderGreenhouse = (
  board: string,
  jobs: FakeJob[],
  { content = true }: { content?: boolean } = {},
) => {
  const offset = OFFSETS[pick(board, OFFSETS.length)]
  const ways = greenhouseWorkplaceWays(jobs)
  const rows = jobs.map((job, index) => {
    const id = atsIdOf('greenhouse', job)
    const way = ways[index]
    const places = job.locations.map((text) => parsePlace(text, job.countryCode))
    const names = places.map((place) =>
      way === 'metadata' && place.remote && place.scope ? place.scope : place.text,
    )
    const separator = pick(`${job.id}:separator`, 4) === 3 ? '; ' : ' | '

    const metadata: ReturnType<typeof customField>[] = []
    if (way === 'metadata' && job.workplace !== 'unspecified') {
      metadata.push(customField(board, 'Workplace Type', WORKPLACE_VALUE[job.workplace]))
    }
    if (job.employmentType) {
      metadata.push(customField(board, 'Time Type', TIME_TYPE[job.employmentType]))
    }

    const offices = new Map<string, object>()
    for (const place of places) {
      // A remote place is an office named Remote, or in the metadata way named by its scope.
      const name = place.remote ? (way === 'metadata' && place.scope) || 'Remote' : place.text
      if (offices.has(name)) continue
      offices.set(name, {
        id: Number(derivedNumber(`${board}:office:${name}`, 10)),
        name,
        location: place.remote
          ? null
          : [place.city, place.regionName, place.country].filter(Boolean).join(', ') || null,
        child_ids: [],
        parent_id: null,
      })
    }

    const department = job.department
      ? job.department + (pick(`${board}:${job.department}`, 4) === 0 ? ' ' : '')
      : null
    const payDiv = job.pay
      ? `<div class="content-pay-transparency"><div class="pay-input-header">Pay range</div><div class="pay-range"><span>${money(job.pay.min, job.pay.currency)}</span><span class="divider">&mdash;</span><span>${money(job.pay.max, job.pay.currency)} ${job.pay.currency}</span></div></div>`
      : ''

    return {
      absolute_url:
        pick(`${job.id}:url`, 7) === 0
          ? `https://www.${slugify(job.companyName) || board}.com/careers?gh_jid=${id}`
          : `https://job-boards.greenhouse.io/${board}/jobs/${id}`,
      data_compliance: [
        {
          type: 'gdpr',
          requires_consent: false,
          requires_processing_consent: false,
          requires_retention_consent: false,
          retention_period: null,
          demographic_data_consent_applies: false,
        },
      ],
      internal_job_id: Number(derivedNumber(`${board}:${job.id}:job`, 10)),
      location: { name: names.join(separator) },
      metadata: metadata.length ? metadata : null,
      id: Number(id),
      updated_at: isoWithOffset(editedAt(job), offset),
      requisition_id:
        pick(`${job.id}:req`, 10) === 0 ? 'See Opening ID' : derivedNumber(`${job.id}:req`, 6),
      title: job.title,
      company_name: job.companyName,
      first_published: isoWithOffset(job.postedAt, offset),
      language: 'en',
      application_deadline: null,
      ...(content
        ? {
            content: escapeHtml(job.descriptionHtml + payDiv),
            departments: department
              ? [
                  {
                    id: Number(derivedNumber(`${board}:dept:${job.department}`, 10)),
                    name: department,
                    child_ids: [],
                    parent_id: null,
                  },
                ]
              : [],
            offices: [...offices.values()],
          }
        : {}),
      ai_disclaimer: null,
      include_ai_disclaimer: null,
      ai_opt_out_request_url: null,
    }
  })
  return JSON.stringify({ jobs: rows, meta: { total: rows.length } })
}

export const greenhouseNotFound = {
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ status: 404, error: 'Job not found' }),
}
