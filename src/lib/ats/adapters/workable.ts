import { countryCodeOf } from '@/lib/places/eligibility'

import { BOARD_PATTERNS } from '../boardPatterns'
import type { AtsAdapter, SourceJob } from '../types'
import { boardSegment } from './boardSegment'
import { collectJobs } from './collectJobs'
import { firstHttpUrl } from './httpUrl'
import { isoTime } from './isoTime'
import { fieldsOf, isFields, listOf, textOf, type Fields } from './payloadValues'
import { countryCodes, joinedPlace, uniquePlaces } from './placeLists'
import { readJson } from './readJson'
import { wrongShape } from './wrongShape'

/** A job and the places of every row it was listed in. */
type ListedJob = { row: Fields; places: unknown[]; codes: unknown[] }

/**
 * The places of one row: each of its `locations[]` (hidden ones too: still where the job is),
 * or the row's own city, state and country when it has none.
 */
const placesOf = (row: Fields) => {
  const locations = listOf(row.locations).map(fieldsOf)
  if (!locations.length) {
    const code = countryCodeOf(textOf(row.country))
    return { places: [joinedPlace([row.city, row.state, row.country])], codes: code ? [code] : [] }
  }
  return {
    places: locations.map((place) => joinedPlace([place.city, place.region, place.country])),
    codes: locations.map((place) => place.countryCode),
  }
}

/** A job listed once per location (same shortcode) becomes one job with every row's places. */
const mergeRows = (rows: unknown[]): ListedJob[] => {
  const jobs = new Map<string, ListedJob>()
  rows.forEach((row, index) => {
    if (!isFields(row)) return
    const { places, codes } = placesOf(row)
    const key = textOf(row.shortcode) ?? `row ${index}`
    const job = jobs.get(key)
    if (job) {
      job.places.push(...places)
      job.codes.push(...codes)
    } else jobs.set(key, { row, places, codes })
  })
  return [...jobs.values()]
}

const readJob = (
  companyName: string | null,
  { row, places, codes }: ListedJob,
): SourceJob | null => {
  const sourceId = textOf(row.shortcode)
  const title = textOf(row.title)
  const applyUrl = firstHttpUrl(row.url, row.shortlink, row.application_url)
  if (!sourceId || !title || !applyUrl) return null
  return {
    sourceId,
    title,
    companyName,
    // Only with details=true.
    descriptionHtml: textOf(row.description),
    descriptionText: null,
    locations: uniquePlaces(places),
    countryCodes: countryCodes(codes),
    // Workable has a remote flag and nothing for hybrid or on-site.
    workplace: row.telecommuting === true ? 'remote' : 'unspecified',
    department: textOf(row.department),
    employmentType: textOf(row.employment_type),
    experience: textOf(row.experience),
    education: textOf(row.education),
    pay: null,
    applyUrl,
    postedAt: isoTime(row.published_on) ?? isoTime(row.created_at),
    updatedAt: null,
  }
}

/** Workable's careers widget API (undocumented, the one its own widget reads), with descriptions. */
export const workable: AtsAdapter = {
  kind: 'workable',
  boardPattern: BOARD_PATTERNS.workable,
  origin: () => 'https://apply.workable.com',
  loopbackPrefix: () => '/workable',
  readBoard: async (board, get) => {
    const data = readJson(
      'workable',
      await get(`/api/v1/widget/accounts/${boardSegment('workable', board)}?details=true`),
    )
    const jobs = isFields(data) ? data.jobs : undefined
    if (!isFields(data) || !Array.isArray(jobs)) throw wrongShape('workable', 'a list of jobs')
    const companyName = textOf(data.name)
    return collectJobs(mergeRows(jobs), (job) => readJob(companyName, job))
  },
}
