import { atsIdOf, type FakeJob, pick } from '../fakeJob'
import { bulletLines, cdata, escapeXml, sections } from '../html'
import { parsePlace } from '../places'
import { currencySymbol } from './shared'

/**
 * GET /xml?language=en, as {company}.jobs.personio.de answers it: `<workzag-jobs>` with one
 * `<position>` per role, the whole board in one document.
 *
 * - Places are office names: `<office>` (the first) and `<additionalOffices><office>` (the
 *   others). An office is the city of a place ('Berlin, Germany' → Berlin), or for a remote place
 *   its text ('Remote - US'), or just 'Remote' for 'Anywhere'/'Worldwide'. There is no remote
 *   field and no hybrid: an office named Remote is all a feed says.
 * - The description is `<jobDescriptions>`, one `<jobDescription>` `{ name, value }` per headed
 *   section (the part before the first heading is named 'Job description'), the HTML in CDATA with
 *   the feed's leading newline and indent. Every other position writes its lists as literal
 *   bullets and `<br>`, as many Personio accounts do.
 * - `employmentType` (`permanent`, `intern`, `freelance`) and `schedule` (`full-time`,
 *   `part-time`); both left out when the role has no type.
 * - `<salaryInformation>` `{ min, max, currencySymbol, currencyCode, type: yearly | monthly |
 *   hourly }` with two decimals; a fixed pay (min = max) has an empty `<max>`.
 * - `subcompany` is the employer, left out on about one position in seven. `createdAt` is ISO with
 *   `+00:00`. No link to the role is in the feed.
 */

const TYPE = {
  'full-time': ['permanent', 'full-time'],
  'part-time': ['permanent', 'part-time'],
  contract: ['freelance', 'full-time'],
  internship: ['intern', 'full-time'],
} as const
const PAY_TYPE = { year: 'yearly', month: 'monthly', hour: 'hourly' } as const

const officeOf = (text: string, countryCode?: string) => {
  const place = parsePlace(text, countryCode)
  if (!place.remote) return place.city ?? text
  return /remote/i.test(text) ? text : 'Remote'
}

const INDENT = '\n                                '

const position = (job: FakeJob) => {
  const id = atsIdOf('personio', job)
  const offices = [...new Set(job.locations.map((text) => officeOf(text, job.countryCode)))]
  const html = pick(`${job.id}:bullets`, 2) === 1 ? bulletLines(job.descriptionHtml) : job.descriptionHtml
  const parts = sections(html)
  const descriptions = parts
    .map(
      (part) => `
\t\t\t<jobDescription>
\t\t\t\t<name>${escapeXml(part.heading ?? 'Job description')}</name>
\t\t\t\t<value>
\t\t\t\t\t${cdata(`${INDENT}${part.html.trim()}\n`)}
\t\t\t\t</value>
\t\t\t</jobDescription>`,
    )
    .join('')
  const type = job.employmentType ? TYPE[job.employmentType] : null
  const lines = [
    `\t\t<id>${id}</id>`,
    pick(`${job.id}:subcompany`, 7) === 0
      ? null
      : `\t\t<subcompany>${escapeXml(job.companyName)}</subcompany>`,
    offices[0] ? `\t\t<office>${escapeXml(offices[0])}</office>` : null,
    offices.length > 1
      ? `\t\t<additionalOffices>\n${offices
          .slice(1)
          .map((office) => `\t\t\t<office>${escapeXml(office)}</office>`)
          .join('\n')}\n\t\t</additionalOffices>`
      : null,
    job.department ? `\t\t<department>${escapeXml(job.department)}</department>` : null,
    job.department
      ? `\t\t<recruitingCategory>${escapeXml(job.department)}</recruitingCategory>`
      : null,
    '',
    `\t\t<name>${escapeXml(job.title)}</name>`,
    '',
    `\t\t<jobDescriptions>${descriptions}\n\t\t</jobDescriptions>`,
    '',
    type ? `\t\t<employmentType>${type[0]}</employmentType>` : null,
    '',
    `\t\t<seniority>experienced</seniority>`,
    '',
    type ? `\t\t<schedule>${type[1]}</schedule>` : null,
    '',
    `\t\t<yearsOfExperience>2-5</yearsOfExperience>`,
    '',
    `\t\t<occupation>software_and_web_development</occupation>`,
    '',
    `\t\t<occupationCategory>it_software</occupationCategory>`,
    '',
    `\t\t<createdAt>${new Date(job.postedAt).toISOString().slice(0, 19)}+00:00</createdAt>`,
    job.pay
      ? `
\t\t<salaryInformation>
\t\t\t<min>${job.pay.min.toFixed(2)}</min>
\t\t\t<max>${job.pay.max === job.pay.min ? '' : job.pay.max.toFixed(2)}</max>
\t\t\t<currencySymbol>${escapeXml(currencySymbol(job.pay.currency).trim())}</currencySymbol>
\t\t\t<currencyCode>${job.pay.currency}</currencyCode>
\t\t\t<type>${PAY_TYPE[job.pay.interval]}</type>
\t\t</salaryInformation>`
      : null,
    '',
  ]
  return `\n\t<position>\n${lines.filter((line) => line !== null).join('\n')}\n\t</position>\n\n`
}

export const renderPersonio = (_company: string, jobs: FakeJob[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n\n<workzag-jobs>\n\n${jobs
    .map((job) => position(job))
    .join('')}</workzag-jobs>\n`

export const PERSONIO_TYPE = 'text/xml; charset=UTF-8'

export const personioNotFound = {
  status: 404,
  contentType: 'text/html; charset=utf-8',
  body: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><h1>Page not found</h1><p>The page you are looking for does not exist.</p></body></html>',
}
