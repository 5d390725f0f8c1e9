import { BOARD_PATTERNS } from '../boardPatterns'
import { MAX_JOBS_PER_BOARD } from '../limits'
import type { AtsAdapter, AtsGet, SourceJob, Workplace } from '../types'
import { boardSegment } from './boardSegment'
import { collectJobs } from './collectJobs'
import { firstHttpUrl } from './httpUrl'
import { isoTime } from './isoTime'
import { joinSections } from './htmlSections'
import { fieldsOf, isFields, listOf, textOf } from './payloadValues'
import { countryCodes, uniquePlaces } from './placeLists'
import { readJson } from './readJson'
import { intervalOf, sourcePay } from './sourcePay'
import { wrongShape } from './wrongShape'

const PAGE_SIZE = 100

// The docs write `on-site`, the data `onsite`: both are read.
const WORKPLACES: Record<string, Workplace> = {
  remote: 'remote',
  hybrid: 'hybrid',
  onsite: 'onsite',
  'on-site': 'onsite',
}

const readJob = (row: unknown): SourceJob | null => {
  if (!isFields(row)) return null
  const sourceId = textOf(row.id)
  const title = textOf(row.text)
  // The posting's page (description and apply button) before the bare form.
  const applyUrl = firstHttpUrl(row.hostedUrl, row.applyUrl)
  if (!sourceId || !title || !applyUrl) return null
  const categories = fieldsOf(row.categories)
  const salary = isFields(row.salaryRange) ? row.salaryRange : null
  const lists = listOf(row.lists).map((item) => {
    const list = fieldsOf(item)
    const content = textOf(list.content)
    return { heading: list.text, html: content && `<ul>${content}</ul>` }
  })
  return {
    sourceId,
    title,
    // Lever's payload does not name the employer (the site slug is not a name).
    companyName: null,
    descriptionHtml: joinSections([
      { heading: null, html: row.description },
      ...lists,
      { heading: null, html: row.additional },
    ]),
    descriptionText: null,
    locations: uniquePlaces([categories.location, ...listOf(categories.allLocations)]),
    countryCodes: countryCodes([row.country]),
    workplace: WORKPLACES[textOf(row.workplaceType)?.toLowerCase() ?? ''] ?? 'unspecified',
    department: textOf(categories.department) ?? textOf(categories.team),
    employmentType: textOf(categories.commitment),
    experience: textOf(categories.level),
    education: null,
    pay:
      salary &&
      sourcePay({
        min: salary.min,
        max: salary.max,
        currency: salary.currency,
        interval: intervalOf(salary.interval),
      }),
    applyUrl,
    postedAt: isoTime(row.createdAt),
    updatedAt: null,
  }
}

/**
 * Every posting, a page of 100 at a time: the answer is a bare array with no total, so a short
 * page is the last. A page that brings no posting not seen before ends it too (a server ignoring
 * `skip` would otherwise repeat its first page up to the cap).
 */
const readPostings = async (site: string, get: AtsGet): Promise<unknown[]> => {
  const postings: unknown[] = []
  const seen = new Set<string>()
  let skip = 0
  while (postings.length < MAX_JOBS_PER_BOARD) {
    const page = readJson(
      'lever',
      await get(`/v0/postings/${site}?mode=json&skip=${skip}&limit=${PAGE_SIZE}`),
    )
    if (!Array.isArray(page)) throw wrongShape('lever', 'a list of postings')
    skip += page.length
    const fresh = page.filter((posting) => {
      const id = textOf(fieldsOf(posting).id)
      if (!id || seen.has(id)) return false
      seen.add(id)
      return true
    })
    postings.push(...fresh)
    if (page.length < PAGE_SIZE || !fresh.length) break
  }
  return postings
}

/** Lever's postings API (the global host; api.eu.lever.co is not read yet). */
export const lever: AtsAdapter = {
  kind: 'lever',
  boardPattern: BOARD_PATTERNS.lever,
  origin: () => 'https://api.lever.co',
  loopbackPrefix: () => '/lever',
  readBoard: async (board, get) =>
    collectJobs(await readPostings(boardSegment('lever', board), get), readJob),
}
