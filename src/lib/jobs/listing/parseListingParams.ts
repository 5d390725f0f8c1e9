import { isCountryCode } from '../../places/countryCodes'
import { isTimeZone } from '../../places/timeZones'
import { decodeQueryPath } from '../../site/queryPath'
import { JOB_FILTERS, type FilterParam, type JobListingParams, listingQueryString } from './listingParams'

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

const list = (raw: RawParams, key: string): string[] => {
  const value = raw instanceof URLSearchParams ? raw.getAll(key) : raw[key]
  return [value ?? []].flat()
}

/**
 * A value as text a search may hold: control characters (a NUL, which PostgreSQL's text cannot
 * hold, a tab, a line break) become spaces, and the ends are trimmed.
 */
const textOf = (value: string) => value.replace(/[\u0000-\u001F\u007F]/g, ' ').trim()

const one = (raw: RawParams, key: string) => {
  const value = list(raw, key)[0]
  return value === undefined ? undefined : textOf(value)
}

/** Up to 50 values of 1–200 characters each; anything else is no filter at all. */
const filterValues = (values: string[]) =>
  values.length <= 50 && values.every((value) => value.length <= 200) ? [...new Set(values)] : []

const SORTS = ['date', 'company', 'title', 'salary'] as const

/** A yearly salary in whole dollars up to 10 million; anything else is no minimum. */
const salaryMinimum = (value: string | undefined) => {
  const amount = Number(value)
  return value && /^\d{1,8}$/.test(value) && amount > 0 && amount <= 10_000_000 ? amount : null
}

/** A whole page number from 1 to 100,000; anything else is page 1. */
const pageNumber = (value: string | undefined) => {
  const page = Number(value ?? 1)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/**
 * Reads the listing state from the URL; anything malformed falls back to the default. Plain code
 * rather than a zod schema: the listing's controls read it in the browser too, and it is no form.
 */
export const parseListingParams = (raw: RawParams): JobListingParams => {
  const filters = Object.fromEntries(
    JOB_FILTERS.map(({ param }) => [param, filterValues(list(raw, param).map(textOf).filter(Boolean))]),
  ) as Record<FilterParam, string[]>
  const q = (one(raw, 'q') ?? '').trim()
  const sort = one(raw, 'sort')
  const livesIn = (one(raw, 'livesIn') ?? '').trim().toUpperCase()
  const tz = (one(raw, 'tz') ?? '').trim()
  return {
    q: q.length <= 200 ? q : '',
    filters,
    livesIn: isCountryCode(livesIn) ? livesIn : null,
    tz: isTimeZone(tz) ? tz : null,
    minSalary: salaryMinimum(one(raw, 'minSalary')?.trim()),
    sort: SORTS.find((known) => known === sort) ?? 'date',
    tab: one(raw, 'tab') === 'favorites' ? 'favorites' : 'all',
    page: pageNumber(one(raw, 'page')),
  }
}

/** The listing state of /jobs/with-query/{query}, where the proxy carries a /jobs query string. */
export const listingQueryParams = (query: string | string[] | undefined) =>
  parseListingParams(new URLSearchParams(decodeQueryPath([query ?? ''].flat()[0])))

/**
 * A /jobs query as the listing itself writes it (defaults, empty fields and unknown parameters
 * left out, in one order): a GET form's `?q=&sort=date&livesIn=` becomes '' and is served as the
 * same cached page as every other way of asking for it.
 */
export const canonicalListingSearch = (search: string) => listingQueryString(parseListingParams(new URLSearchParams(search))).slice(1)
