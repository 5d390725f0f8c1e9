import { z } from '../validation/zod'

import { decodeQueryPath } from '../site/queryPath'
import { JOB_FILTERS, type FilterParam, type JobListingParams } from './listingParams'

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

const list = (raw: RawParams, key: string): string[] => {
  const value = raw instanceof URLSearchParams ? raw.getAll(key) : raw[key]
  return [value ?? []].flat()
}

const one = (raw: RawParams, key: string) => list(raw, key)[0]

const filterValues = z.array(z.string().trim().min(1).max(200)).max(50).catch([])

/** Reads the listing state from the URL; anything malformed falls back to the default. */
export const parseListingParams = (raw: RawParams): JobListingParams => {
  const filters = Object.fromEntries(
    JOB_FILTERS.map(({ param }) => [param, [...new Set(filterValues.parse(list(raw, param).map((v) => v.trim()).filter(Boolean)))]]),
  ) as Record<FilterParam, string[]>
  return {
    q: z.string().trim().max(200).catch('').parse(one(raw, 'q') ?? ''),
    filters,
    sort: z.enum(['date', 'company', 'title']).catch('date').parse(one(raw, 'sort')),
    tab: one(raw, 'tab') === 'favorites' ? 'favorites' : 'all',
    page: z.coerce.number().int().min(1).max(100_000).catch(1).parse(one(raw, 'page') ?? 1),
  }
}


/** The listing state of /jobs/with-query/{query}, where the proxy carries a /jobs query string. */
export const listingQueryParams = (query: string | string[] | undefined) =>
  parseListingParams(new URLSearchParams(decodeQueryPath([query ?? ''].flat()[0])))
