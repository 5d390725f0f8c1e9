import { countryCodeOf } from '@/lib/places/eligibility'

import { BOARD_PATTERNS } from '../boardPatterns'
import type { AtsAdapter, PayInterval, SourceJob, SourcePay, Workplace } from '../types'
import { boardSegment } from './boardSegment'
import { collectJobs } from './collectJobs'
import { firstHttpUrl } from './httpUrl'
import { isoTime } from './isoTime'
import { fieldsOf, isFields, listOf, textOf } from './payloadValues'
import { uniquePlaces } from './placeLists'
import { readJson } from './readJson'
import { amountOf, currencyOf, intervalOf } from './sourcePay'
import { wrongShape } from './wrongShape'

const WORKPLACES: Record<string, Workplace> = {
  remote: 'remote',
  hybrid: 'hybrid',
  onsite: 'onsite',
  'on-site': 'onsite',
}

/** Its workplaceType; isRemote only when that is absent (isRemote is true on hybrid jobs too). */
const workplaceOf = (row: Record<string, unknown>): Workplace => {
  const type = textOf(row.workplaceType)
  if (type) return WORKPLACES[type.toLowerCase()] ?? 'unspecified'
  return row.isRemote === true ? 'remote' : 'unspecified'
}

/** `1 YEAR`, `1 HOUR`: a pay interval of one unit; anything else (`NONE`, `2 WEEK`) is none. */
const payInterval = (value: unknown): PayInterval | null => {
  const text = textOf(value)
  return text && /^1 [a-z]+$/i.test(text) ? intervalOf(text) : null
}

/**
 * The salary across every tier (tiers are pay zones): the lowest minimum and the highest maximum
 * of the salary components that share the first one's currency and interval. Equity, commission
 * and bonus components are not pay here, nor are components without amounts.
 */
const payOf = (compensation: unknown): SourcePay | null => {
  const salaries = listOf(fieldsOf(compensation).compensationTiers)
    .flatMap((tier) => listOf(fieldsOf(tier).components))
    .map(fieldsOf)
    .filter((component) => textOf(component.compensationType)?.toLowerCase() === 'salary')
    .map((component) => ({
      min: amountOf(component.minValue),
      max: amountOf(component.maxValue),
      currency: currencyOf(component.currencyCode),
      interval: payInterval(component.interval),
    }))
    .filter((salary) => salary.min !== null || salary.max !== null)
  if (!salaries.length) return null
  const { currency, interval } = salaries[0]
  const same = salaries.filter(
    (salary) => salary.currency === currency && salary.interval === interval,
  )
  const mins = same.flatMap((salary) => (salary.min === null ? [] : [salary.min]))
  const maxes = same.flatMap((salary) => (salary.max === null ? [] : [salary.max]))
  return {
    min: mins.length ? Math.min(...mins) : null,
    max: maxes.length ? Math.max(...maxes) : null,
    currency,
    interval,
  }
}

const readJob = (row: unknown): SourceJob | null => {
  if (!isFields(row) || row.isListed === false) return null
  const sourceId = textOf(row.id)
  const title = textOf(row.title)
  const applyUrl = firstHttpUrl(row.jobUrl, row.applyUrl)
  if (!sourceId || !title || !applyUrl) return null
  const descriptionHtml = textOf(row.descriptionHtml)
  // Only the job's own address: secondary places carry the organisation's default country
  // ("France" and "Remote" with addressCountry "United Kingdom" on Reedsy's board).
  const country = countryCodeOf(
    textOf(fieldsOf(fieldsOf(row.address).postalAddress).addressCountry),
  )
  return {
    sourceId,
    title,
    companyName: null,
    descriptionHtml,
    descriptionText: descriptionHtml ? null : textOf(row.descriptionPlain),
    locations: uniquePlaces([
      row.location,
      ...listOf(row.secondaryLocations).map((place) => fieldsOf(place).location),
    ]),
    countryCodes: country ? [country] : [],
    workplace: workplaceOf(row),
    department: textOf(row.department) ?? textOf(row.team),
    employmentType: textOf(row.employmentType),
    experience: null,
    education: null,
    pay: payOf(row.compensation),
    applyUrl,
    postedAt: isoTime(row.publishedAt),
    updatedAt: isoTime(row.updatedAt),
  }
}

/** Ashby's public job posting API: the whole board in one answer; unlisted jobs are skipped. */
export const ashby: AtsAdapter = {
  kind: 'ashby',
  boardPattern: BOARD_PATTERNS.ashby,
  origin: () => 'https://api.ashbyhq.com',
  loopbackPrefix: () => '/ashby',
  readBoard: async (board, get) => {
    const data = readJson(
      'ashby',
      await get(`/posting-api/job-board/${boardSegment('ashby', board)}?includeCompensation=true`),
    )
    const jobs = isFields(data) ? data.jobs : undefined
    if (!Array.isArray(jobs)) throw wrongShape('ashby', 'a list of jobs')
    return collectJobs(jobs, readJob)
  },
}
