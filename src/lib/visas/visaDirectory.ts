import type { Payload } from 'payload'

import type { Visa } from '@/payload-types'

import { visaIncomeBucket } from './incomeBuckets'
import { ALL, type VisaFilters } from './visaFilters'

/** Whether a visa passes the region and income filters of /nomad-visas. */
export const matchesVisaFilters = (
  visa: Pick<Visa, 'region' | 'minIncome'>,
  { region, income }: VisaFilters,
) =>
  (region === ALL || visa.region === region) &&
  (income === ALL || visaIncomeBucket(visa.minIncome) === income)

/**
 * The published visa programs of /nomad-visas, read with the public's access (an editor sees the
 * public page too, not drafts), filtered. There are about a hundred at most, so the income rule
 * (on a text field) is applied here rather than in SQL.
 */
export const visaDirectory = async (payload: Payload, filters: VisaFilters) => {
  const { docs } = await payload.find({
    collection: 'visas',
    overrideAccess: false,
    draft: false,
    sort: 'country',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return { total: docs.length, visas: docs.filter((visa) => matchesVisaFilters(visa, filters)) }
}
