import type { Payload } from 'payload'

import type { Visa } from '@/payload-types'

import { inIncomeBucket } from './incomeBuckets'
import { byEligibility, checkPassport, type PassportCheck } from './passportCheck'
import { visaFigures } from './visaFigures'
import { ALL, type VisaFilters } from './visaFilters'

/** Whether a visa passes the region and income filters of /nomad-visas. */
export const matchesVisaFilters = (
  visa: Pick<Visa, 'region' | 'incomeRequirement' | 'minIncomeUsdMonthly'>,
  { region, income }: VisaFilters,
) =>
  (region === ALL || visa.region === region) && (income === ALL || inIncomeBucket(visa, income))

/**
 * The published visa programs of /nomad-visas, read with the public's access (an editor sees the
 * public page too, not drafts), filtered, with the stats strip's figures over all of them; with a
 * passport, checked against it (and the seeker's income), eligible programs first. There
 * are about a hundred at most, so the filters are applied here rather than in SQL.
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
  const visas = docs.filter((visa) => matchesVisaFilters(visa, filters))
  const { passport } = filters
  if (!passport) return { total: docs.length, figures: visaFigures(docs), visas }
  // With a passport, each program says whether the seeker qualifies, and those first.
  const checks = new Map<number, PassportCheck>(visas.map((visa) => [visa.id, checkPassport(visa, passport, filters.myIncome ?? null)]))
  return { total: docs.length, figures: visaFigures(docs), visas: byEligibility(visas, (visa) => checks.get(visa.id)!), checks }
}
