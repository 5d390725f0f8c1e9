import { AtsReadError } from '../atsReadError'
import { BOARD_PATTERNS } from '../boardPatterns'
import { DETAIL_CALLS_AT_ONCE, MAX_JOBS_PER_BOARD, MAX_LIST_PAGES } from '../limits'
import type { AtsAdapter, AtsGet, SourceJob, Workplace } from '../types'
import { boardSegment } from './boardSegment'
import { collectJobs } from './collectJobs'
import { firstHttpUrl } from './httpUrl'
import { isoTime } from './isoTime'
import { joinSections } from './htmlSections'
import { fieldsOf, isFields, textOf, type Fields } from './payloadValues'
import { countryCodes, joinedPlace, uniquePlaces } from './placeLists'
import { readJson } from './readJson'
import { settleEach } from './settleEach'
import { intervalOf, sourcePay } from './sourcePay'
import { wrongShape } from './wrongShape'

const PAGE_SIZE = 100
const SECTIONS = ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation']

/** Its two flags (hybrid first, as on Recruitee); both present and false say neither, so on site. */
const workplaceOf = (location: Fields): Workplace => {
  if (location.hybrid === true) return 'hybrid'
  if (location.remote === true) return 'remote'
  return location.remote === false && location.hybrid === false ? 'onsite' : 'unspecified'
}

/** `Warsaw, , Poland` without its empty part; built from the parts when there is no full form. */
const placeOf = (location: Fields) => {
  const full = textOf(location.fullLocation)
  if (full) return joinedPlace(full.split(','))
  return joinedPlace([location.city, location.region, textOf(location.country)?.toUpperCase()])
}

/** One posting: the list's fields, and the detail's (description, pay, page) when its call answered. */
const readJob = (companyId: string, posting: Fields, detail: Fields | null): SourceJob | null => {
  const row: Fields = { ...posting, ...detail, id: posting.id }
  const sourceId = textOf(row.id)
  const title = textOf(row.name)
  // Without a detail there is no page in the answer; the board's address with the id leads to it.
  const built =
    sourceId && `https://jobs.smartrecruiters.com/${companyId}/${encodeURIComponent(sourceId)}`
  const applyUrl = firstHttpUrl(row.postingUrl, row.applyUrl, built)
  if (!sourceId || !title || !applyUrl) return null
  const location = fieldsOf(row.location)
  const sections = fieldsOf(fieldsOf(row.jobAd).sections)
  const compensation = isFields(row.compensation) ? row.compensation : null
  return {
    sourceId,
    title,
    companyName: textOf(fieldsOf(row.company).name),
    descriptionHtml: joinSections(
      SECTIONS.map((name) => ({
        heading: fieldsOf(sections[name]).title,
        html: fieldsOf(sections[name]).text,
      })),
    ),
    descriptionText: null,
    locations: uniquePlaces([placeOf(location)]),
    countryCodes: countryCodes([location.country]),
    workplace: workplaceOf(location),
    department: textOf(fieldsOf(row.department).label),
    employmentType: textOf(fieldsOf(row.typeOfEmployment).label),
    experience: textOf(fieldsOf(row.experienceLevel).id),
    education: null,
    pay:
      compensation &&
      sourcePay({
        min: compensation.min,
        max: compensation.max,
        currency: compensation.currency,
        interval: intervalOf(compensation.period),
      }),
    applyUrl,
    postedAt: isoTime(row.releasedDate),
    updatedAt: null,
  }
}

/**
 * The list, page by page until the offset reaches `totalFound`, an empty page, a page with no new
 * posting, the cap, or MAX_LIST_PAGES (a total that never ends).
 */
const readPostings = async (companyId: string, get: AtsGet): Promise<Fields[]> => {
  const postings = new Map<string, Fields>()
  let offset = 0
  for (let page = 0; page < MAX_LIST_PAGES && postings.size < MAX_JOBS_PER_BOARD; page++) {
    const data = readJson(
      'smartrecruiters',
      await get(`/v1/companies/${companyId}/postings?limit=${PAGE_SIZE}&offset=${offset}`),
    )
    const content = isFields(data) ? data.content : undefined
    if (!isFields(data) || !Array.isArray(content))
      throw wrongShape('smartrecruiters', 'a list of postings')
    const before = postings.size
    for (const item of content) {
      const id = textOf(fieldsOf(item).id)
      if (id && isFields(item) && !postings.has(id) && postings.size < MAX_JOBS_PER_BOARD)
        postings.set(id, item)
    }
    offset += content.length
    // Without a total there is no telling how far to page: the first page is the board.
    const total = typeof data.totalFound === 'number' ? data.totalFound : 0
    if (!content.length || postings.size === before || offset >= total) break
  }
  return [...postings.values()]
}

/**
 * One detail call per posting, DETAIL_CALLS_AT_ONCE at a time. A failed one leaves its posting
 * without description and pay; when every one fails the host is refusing us, and that is thrown.
 */
const readDetails = async (
  companyId: string,
  postings: Fields[],
  get: AtsGet,
): Promise<Array<Fields | null>> => {
  const outcomes = await settleEach(postings, DETAIL_CALLS_AT_ONCE, async (posting) => {
    const id = textOf(posting.id) ?? ''
    if (!/^[A-Za-z0-9_-]+$/.test(id))
      throw new AtsReadError(`SmartRecruiters posting id "${id}" cannot be asked for`)
    const detail = readJson(
      'smartrecruiters',
      await get(`/v1/companies/${companyId}/postings/${id}`),
    )
    if (!isFields(detail)) throw wrongShape('smartrecruiters', 'a posting')
    return detail
  })
  const failure = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failure && outcomes.every((outcome) => outcome.status === 'rejected')) throw failure.reason
  return outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null))
}

/** SmartRecruiters' posting API: a paged list, then each posting's detail for its text and pay. */
export const smartrecruiters: AtsAdapter = {
  kind: 'smartrecruiters',
  boardPattern: BOARD_PATTERNS.smartrecruiters,
  origin: () => 'https://api.smartrecruiters.com',
  loopbackPrefix: () => '/smartrecruiters',
  readBoard: async (board, get) => {
    const companyId = boardSegment('smartrecruiters', board)
    const postings = await readPostings(companyId, get)
    const details = await readDetails(companyId, postings, get)
    const rows = postings.map((posting, index) => ({ posting, detail: details[index] }))
    return collectJobs(rows, ({ posting, detail }) => readJob(companyId, posting, detail))
  },
}
