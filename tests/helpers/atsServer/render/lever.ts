import { atsIdOf, type FakeJob, pick } from '../fakeJob'
import { escapeXml, sections, toPlain } from '../html'
import { parsePlace } from '../places'
import { money } from './shared'

/**
 * GET /v0/postings/{site}?mode=json, as api.lever.co answers it: a bare JSON array of postings
 * (paged with `skip`/`limit`, no total). Each posting is rendered once, so a page is a slice.
 *
 * - Title is `text`; places are `categories.location` (the first) and `categories.allLocations`;
 *   `country` is an ISO-2 code or null. `categories` keys with no value are left out, not null.
 * - `workplaceType` is `remote`/`hybrid`/`onsite`/`unspecified` (the data's spelling, not the
 *   docs' `on-site`).
 * - The description is cut up as Lever does: every headed section that is just a list becomes
 *   `lists[]` `{ text: heading, content: '<li>…' }`; the rest is `descriptionBody`, with its first
 *   paragraph moved to `opening` on every other posting; `description` = opening + body. Every
 *   other posting has an equal-opportunity line in `additional`. Each has a `*Plain` twin.
 * - `commitment` is free text, varied for full-time roles (`Full-time`, `Full-Time`,
 *   `Regular Full Time (Salary)`, `Permanent`).
 * - Pay is `salaryRange` `{ min, max, currency, interval: 'per-year-salary' | 'per-month-salary' |
 *   'per-hour-wage' }`, left out when there is none; every other paid role also has a
 *   `salaryDescription`.
 * - `createdAt` is epoch milliseconds; there is no update time. Links: `hostedUrl`, `applyUrl`.
 */

const FULL_TIME = ['Full-time', 'Full-Time', 'Regular Full Time (Salary)', 'Permanent']
const COMMITMENT = { 'part-time': 'Part-time', contract: 'Contract', internship: 'Intern' } as const
const INTERVAL = { year: 'per-year-salary', month: 'per-month-salary', hour: 'per-hour-wage' }

const cutDescription = (html: string) => {
  const parts = sections(html)
  const lists: { text: string; content: string }[] = []
  let body = ''
  parts.forEach((part, i) => {
    const end = i + 1 < parts.length ? parts[i + 1].start : html.length
    const list = part.html.trim().match(/^<ul[^>]*>([\s\S]*)<\/ul>$/i)
    if (part.heading !== null && list) lists.push({ text: part.heading, content: list[1] })
    else body += html.slice(part.start, end)
  })
  return { lists, body }
}

const posting = (site: string, job: FakeJob) => {
  const id = atsIdOf('lever', job)
  const { lists, body } = cutDescription(job.descriptionHtml)
  // Each choice is drawn from the role's id: a role renders the same however the board changes.
  const shape = pick(`${job.id}:shape`, 2)
  const firstParagraph = shape === 1 ? body.match(/^\s*<p[^>]*>[\s\S]*?<\/p>/i)?.[0] : undefined
  const opening = firstParagraph ?? ''
  const descriptionBody = body.slice(opening.length)
  const additional =
    shape === 0
      ? `<div>${escapeXml(job.companyName)} is an equal opportunity employer.</div>`
      : ''
  const places = job.locations.map((text) => parsePlace(text, job.countryCode))
  const country = job.countryCode ?? places.find((place) => place.countryCode)?.countryCode ?? null
  const commitment = job.employmentType
    ? job.employmentType === 'full-time'
      ? FULL_TIME[pick(`${job.id}:commitment`, FULL_TIME.length)]
      : COMMITMENT[job.employmentType]
    : undefined
  const salaryDescription =
    job.pay && shape === 0
      ? `<div>The base pay for this role is ${money(job.pay.min, job.pay.currency)} – ${money(job.pay.max, job.pay.currency)}, set by skills and experience.</div>`
      : undefined
  const hostedUrl = `https://jobs.lever.co/${site}/${id}`

  return {
    additional,
    additionalPlain: toPlain(additional),
    categories: {
      ...(commitment ? { commitment } : {}),
      ...(job.department && shape === 0 ? { department: job.department } : {}),
      ...(job.locations[0] ? { location: job.locations[0] } : {}),
      ...(job.department ? { team: job.department } : {}),
      allLocations: [...job.locations],
    },
    createdAt: Date.parse(job.postedAt),
    descriptionPlain: toPlain(opening + descriptionBody),
    description: opening + descriptionBody,
    id,
    lists,
    text: job.title,
    country,
    workplaceType: job.workplace,
    opening,
    openingPlain: toPlain(opening),
    descriptionBody,
    descriptionBodyPlain: toPlain(descriptionBody),
    ...(job.pay
      ? {
          salaryRange: {
            min: job.pay.min,
            max: job.pay.max,
            currency: job.pay.currency,
            interval: INTERVAL[job.pay.interval],
          },
        }
      : {}),
    ...(salaryDescription
      ? { salaryDescription, salaryDescriptionPlain: toPlain(salaryDescription) }
      : {}),
    hostedUrl,
    applyUrl: `${hostedUrl}/apply`,
  }
}

/** Each posting of the board as its own JSON text, in board order. */
export const renderLever = (site: string, jobs: FakeJob[]) =>
  jobs.map((job) => JSON.stringify(posting(site, job)))

/** The array Lever answers for `skip`/`limit` (all of it when neither is given). */
export const leverList = (items: string[], skip = 0, limit = Infinity) =>
  `[${items.slice(skip, skip + limit).join(',')}]`

export const leverNotFound = {
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ ok: false, error: 'Document not found' }),
}
