import { listingQueryString } from '../jobs/listing/listingParams'
import { parseListingParams } from '../jobs/listing/parseListingParams'
import { alertLabel } from './alertLabel'

/**
 * A saved search as stored: its /jobs query in canonical form (no page, no tab, known filters in
 * one order), so the same search saved twice is the same text, with a readable label.
 */
export const canonicalAlert = (query: string) => {
  const params = { ...parseListingParams(new URLSearchParams(query.replace(/^\?/, ''))), page: 1, tab: 'all' as const }
  return { query: listingQueryString(params), label: alertLabel(params) }
}
