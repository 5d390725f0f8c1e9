import { decodeHTML } from 'entities'

import { BOARD_PATTERNS } from '../boardPatterns'
import type { AtsAdapter, SourceJob, Workplace } from '../types'
import { boardSegment } from './boardSegment'
import { collectJobs } from './collectJobs'
import { httpUrl } from './httpUrl'
import { isoTime } from './isoTime'
import { fieldsOf, isFields, listOf, textOf } from './payloadValues'
import { uniquePlaces } from './placeLists'
import { readJson } from './readJson'
import { wrongShape } from './wrongShape'

/** Custom metadata some boards keep, by its lower-case name. */
const WORKPLACE_FIELDS = new Set(['location type', 'workplace type'])
const EMPLOYMENT_FIELDS = new Set(['employment type', 'time type'])

const metadataValue = (metadata: unknown, names: Set<string>): string | null => {
  for (const item of listOf(metadata)) {
    const field = fieldsOf(item)
    const name = textOf(field.name)?.toLowerCase()
    if (!name || !names.has(name)) continue
    const value = Array.isArray(field.value) ? field.value[0] : field.value
    return textOf(value)
  }
  return null
}

/** `Remote`, `Hybrid (Travel-Required)`, `On-Site` as the board's own metadata writes them. */
const workplaceOf = (value: string | null): Workplace => {
  const word = (value ?? '').toLowerCase().replace(/[^a-z]/g, '')
  if (word.startsWith('remote')) return 'remote'
  if (word.startsWith('hybrid')) return 'hybrid'
  if (word.startsWith('onsite') || word.startsWith('inoffice')) return 'onsite'
  return 'unspecified'
}

const readJob = (row: unknown): SourceJob | null => {
  if (!isFields(row)) return null
  const sourceId = textOf(row.id)
  const title = textOf(row.title)
  const applyUrl = httpUrl(row.absolute_url)
  if (!sourceId || !title || !applyUrl) return null
  const content = textOf(row.content)
  const offices = listOf(row.offices).map((office) => textOf(fieldsOf(office).name))
  return {
    sourceId,
    title,
    companyName: textOf(row.company_name),
    // The list's HTML is entity-escaped once on purpose (the docs say so): one decode gives the HTML.
    descriptionHtml: content ? textOf(decodeHTML(content)) : null,
    descriptionText: null,
    locations: uniquePlaces([
      ...(textOf(fieldsOf(row.location).name) ?? '').split(/[|;]/),
      // Greenhouse's "No Office" (id 0) is not a place.
      ...offices.filter((name) => name?.toLowerCase() !== 'no office'),
    ]),
    countryCodes: [],
    workplace: workplaceOf(metadataValue(row.metadata, WORKPLACE_FIELDS)),
    department: textOf(fieldsOf(listOf(row.departments)[0]).name),
    employmentType: metadataValue(row.metadata, EMPLOYMENT_FIELDS),
    experience: null,
    education: null,
    // Pay is only on /jobs/{id}?pay_transparency=true, never in the list.
    pay: null,
    applyUrl,
    postedAt: isoTime(row.first_published),
    updatedAt: isoTime(row.updated_at),
  }
}

const readJobs = (data: unknown): SourceJob[] => {
  const jobs = isFields(data) ? data.jobs : undefined
  if (!Array.isArray(jobs)) throw wrongShape('greenhouse', 'a list of jobs')
  return collectJobs(jobs, readJob)
}

/** Greenhouse's job board API: the whole board in one answer, descriptions included. */
export const greenhouse: AtsAdapter = {
  kind: 'greenhouse',
  boardPattern: BOARD_PATTERNS.greenhouse,
  origin: () => 'https://boards-api.greenhouse.io',
  loopbackPrefix: () => '/greenhouse',
  readBoard: async (board, get) => {
    const response = await get(`/v1/boards/${boardSegment('greenhouse', board)}/jobs?content=true`)
    return readJobs(readJson('greenhouse', response))
  },
}
