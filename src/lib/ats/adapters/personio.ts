import { AtsReadError } from '../atsReadError'
import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { BOARD_PATTERNS } from '../boardPatterns'
import type { AtsAdapter, SourceJob } from '../types'
import { boardSegment } from './boardSegment'
import { collectJobs } from './collectJobs'
import { httpUrl } from './httpUrl'
import { isoTime } from './isoTime'
import { joinSections } from './htmlSections'
import { fieldsOf, isFields, listOf, textOf } from './payloadValues'
import { uniquePlaces } from './placeLists'
import { intervalOf, sourcePay } from './sourcePay'
import { wrongShape } from './wrongShape'

const ROOT = 'workzag-jobs'

// Tags read as lists even when the feed has one of them; values kept as text (ids, "100000.00").
const LISTS = new Set([
  `${ROOT}.position`,
  `${ROOT}.position.additionalOffices.office`,
  `${ROOT}.position.jobDescriptions.jobDescription`,
])
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (_name, path) => typeof path === 'string' && LISTS.has(path),
})

/** The feed's positions; a short plain error for an answer that is not XML or not the feed. */
const readPositions = (body: string): unknown[] => {
  if (XMLValidator.validate(body) !== true)
    throw new AtsReadError('Personio answered with something that is not XML')
  const data = fieldsOf(parser.parse(body))
  if (!(ROOT in data)) throw wrongShape('personio', 'a list of positions')
  // An empty feed is `<workzag-jobs></workzag-jobs>`, which parses to "".
  return listOf(fieldsOf(data[ROOT]).position)
}

const readJob = (company: string, row: unknown): SourceJob | null => {
  if (!isFields(row)) return null
  const sourceId = textOf(row.id)
  const title = textOf(row.name)
  // The feed has no address for a position: its page is built from the board and the id.
  const applyUrl =
    sourceId && /^[A-Za-z0-9_-]+$/.test(sourceId)
      ? httpUrl(`https://${company}.jobs.personio.de/job/${sourceId}`)
      : null
  if (!sourceId || !title || !applyUrl) return null
  const salary = fieldsOf(row.salaryInformation)
  const descriptions = listOf(fieldsOf(row.jobDescriptions).jobDescription).map((part) => ({
    heading: fieldsOf(part).name,
    html: fieldsOf(part).value,
  }))
  return {
    sourceId,
    title,
    companyName: textOf(row.subcompany),
    descriptionHtml: joinSections(descriptions),
    descriptionText: null,
    locations: uniquePlaces([row.office, ...listOf(fieldsOf(row.additionalOffices).office)]),
    countryCodes: [],
    // No remote field: an office named "Remote" is a place string, read elsewhere.
    workplace: 'unspecified',
    department: textOf(row.department),
    employmentType:
      [textOf(row.employmentType), textOf(row.schedule)].filter(Boolean).join(', ') || null,
    experience: textOf(row.seniority),
    education: null,
    pay: sourcePay({
      min: salary.min,
      max: salary.max,
      currency: textOf(salary.currencyCode) ?? salary.currencySymbol,
      interval: intervalOf(salary.type),
    }),
    applyUrl,
    postedAt: isoTime(row.createdAt),
    updatedAt: null,
  }
}

/** Personio's XML feed of open positions, on the company's own subdomain. */
export const personio: AtsAdapter = {
  kind: 'personio',
  boardPattern: BOARD_PATTERNS.personio,
  origin: (board) => `https://${board}.jobs.personio.de`,
  loopbackPrefix: (board) => `/personio/${board}`,
  readBoard: async (board, get) => {
    const company = boardSegment('personio', board)
    const positions = readPositions((await get('/xml?language=en')).body)
    return collectJobs(positions, (row) => readJob(company, row))
  },
}
