import { BOARD_PATTERNS } from '../boardPatterns'
import type { AtsAdapter, SourceJob, Workplace } from '../types'
import { boardSegment } from './boardSegment'
import { collectJobs } from './collectJobs'
import { firstHttpUrl } from './httpUrl'
import { isoTime } from './isoTime'
import { joinSections } from './htmlSections'
import { fieldsOf, isFields, listOf, textOf, type Fields } from './payloadValues'
import { countryCodes, joinedPlace, uniquePlaces } from './placeLists'
import { readJson } from './readJson'
import { intervalOf, sourcePay } from './sourcePay'
import { wrongShape } from './wrongShape'

/** Its three flags; hybrid wins over remote when both are set (they can be). */
const workplaceOf = (row: Fields): Workplace => {
  if (row.hybrid === true) return 'hybrid'
  if (row.remote === true) return 'remote'
  if (row.on_site === true) return 'onsite'
  return 'unspecified'
}

const readJob = (row: unknown): SourceJob | null => {
  if (!isFields(row)) return null
  const sourceId = textOf(row.id)
  const title = textOf(row.title)
  const applyUrl = firstHttpUrl(row.careers_url, row.careers_apply_url)
  if (!sourceId || !title || !applyUrl) return null
  const locations = listOf(row.locations).map(fieldsOf)
  const salary = fieldsOf(row.salary)
  return {
    sourceId,
    title,
    companyName: textOf(row.company_name),
    descriptionHtml: joinSections([
      { heading: null, html: row.description },
      { heading: null, html: row.requirements },
    ]),
    descriptionText: null,
    // `location` can be "Remote job", with the city only in `locations[]`.
    locations: uniquePlaces([
      row.location,
      ...locations.map((place) => joinedPlace([place.city, place.state, place.country])),
    ]),
    countryCodes: countryCodes([row.country_code, ...locations.map((place) => place.country_code)]),
    workplace: workplaceOf(row),
    department: textOf(row.department),
    employmentType: textOf(row.employment_type_code),
    experience: textOf(row.experience_code),
    education: textOf(row.education_code),
    // Amounts are strings, and all null when the salary is hidden.
    pay: sourcePay({
      min: salary.min,
      max: salary.max,
      currency: salary.currency,
      interval: intervalOf(salary.period),
    }),
    applyUrl,
    postedAt: isoTime(row.published_at) ?? isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  }
}

/** Recruitee's careers site API, on the company's own subdomain: every published offer at once. */
export const recruitee: AtsAdapter = {
  kind: 'recruitee',
  boardPattern: BOARD_PATTERNS.recruitee,
  origin: (board) => `https://${board}.recruitee.com`,
  loopbackPrefix: (board) => `/recruitee/${board}`,
  readBoard: async (board, get) => {
    boardSegment('recruitee', board)
    const data = readJson('recruitee', await get('/api/offers/'))
    const offers = isFields(data) ? data.offers : undefined
    if (!Array.isArray(offers)) throw wrongShape('recruitee', 'a list of offers')
    return collectJobs(offers, readJob)
  },
}
