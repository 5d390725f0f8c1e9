import type { Payload } from 'payload'

import type { Visa } from '@/payload-types'

import { ALL } from '../visas/visaFilters'
import { visaDirectory } from '../visas/visaDirectory'
import { pageOf } from './envelopes'
import { publicVisa, type VisaSearchParams } from './visaSchemas'

export const visasPage = pageOf(publicVisa, 'VisasPage')

const visaOf = (visa: Visa) => ({
  country: visa.country,
  countryCode: visa.countryCode,
  program: visa.program ?? null,
  duration: visa.duration,
  minIncome: visa.minIncome,
  incomeRequirement: visa.incomeRequirement ?? null,
  minIncomeUsdMonthly: visa.minIncomeUsdMonthly ?? null,
  excludedNationalities: visa.excludedNationalities ?? [],
  cost: visa.cost,
  processingTime: visa.processingTime,
  region: visa.region,
  applyUrl: visa.applyUrl,
  benefits: visa.benefits ?? [],
  requirements: visa.requirements ?? [],
  sourceUrl: visa.sourceUrl ?? null,
  lastReviewed: visa.lastReviewed ?? null,
})

/** The published programs of /nomad-visas, filtered, checked against a passport when one is given (all on one page). */
export const searchPublicVisas = async (payload: Payload, params: VisaSearchParams) => {
  const { visas, checks } = await visaDirectory(payload, {
    region: params.region ?? ALL,
    income: params.incomeBucket ?? ALL,
    ...(params.passport ? { passport: params.passport, myIncome: params.income ?? null } : {}),
  })
  return visasPage.parse({
    data: visas.map((visa) => ({ ...visaOf(visa), ...(checks ? { passportCheck: checks.get(visa.id) } : {}) })),
    page: 1,
    totalPages: 1,
    total: visas.length,
  })
}
