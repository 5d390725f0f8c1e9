import type { Visa } from '@/payload-types'

import { reviewedDate } from './reviewedDate'

/** The spec's limit of benefits on a card. */
export const CARD_BENEFITS = 3

/** What a visa card shows, and nothing more: the page sends this to the browser once per card. */
export type VisaCardData = {
  id: number
  country: string
  program: string | null
  region: string
  countryCode: string
  duration: string
  minIncome: string
  cost: string
  processingTime: string
  benefits: string[]
  applyUrl: string | null
  sourceUrl: string | null
  reviewed: string | null
}

export const visaCardData = (visa: Visa): VisaCardData => ({
  id: visa.id,
  country: visa.country,
  program: visa.program ?? null,
  region: visa.region,
  countryCode: visa.countryCode,
  duration: visa.duration,
  minIncome: visa.minIncome,
  cost: visa.cost,
  processingTime: visa.processingTime,
  benefits: (visa.benefits ?? []).slice(0, CARD_BENEFITS),
  applyUrl: visa.applyUrl ?? null,
  // The official page an editor checked: a second link only when it is not where Apply Now goes.
  sourceUrl: visa.sourceUrl && visa.sourceUrl !== visa.applyUrl ? visa.sourceUrl : null,
  reviewed: reviewedDate(visa.lastReviewed),
})
