import type { Visa } from '@/payload-types'

import type { PassportCheck } from './passportCheck'
import { reviewedDate } from './reviewedDate'
import { reviewIsDue } from './reviewDue'

/** The most benefits a card shows. */
export const CARD_BENEFITS = 3

/**
 * What a visa card shows, and nothing more: the page sends this to the browser once per card, so
 * a field with nothing to show is left out rather than sent as null.
 */
export type VisaCardData = {
  country: string
  program?: string
  region: string
  countryCode: string
  duration: string
  minIncome: string
  /** Beside the text: its monthly US dollar figure, or what kind of requirement it is. */
  incomeNote?: string
  cost: string
  processingTime: string
  benefits: string[]
  applyUrl?: string
  sourceUrl?: string
  reviewed?: string
  /** Last reviewed over a year ago (or never): the card says it may be out of date. */
  outOfDate?: true
  /** The official page to check the facts on: the source an editor used, else where Apply Now goes. */
  officialUrl?: string
  /** With a passport: "You qualify", "Not eligible: …" or "Check the requirements: …". */
  eligibility?: { status: PassportCheck['status']; text: string }
}

/** The card's answer for a seeker who gave their passport. */
export const eligibilityText = (check: PassportCheck): NonNullable<VisaCardData['eligibility']> => {
  if (check.status === 'qualify') return { status: 'qualify', text: 'You qualify' }
  const lead = check.status === 'not-eligible' ? 'Not eligible' : 'Check the requirements'
  return { status: check.status, text: `${lead}: ${check.reason}.` }
}

const NOTES = { savings: 'Savings, not income', investment: 'An investment, not income', none: 'No fixed minimum' } as const

/**
 * What the income filter reads from the text, shown with it: "≈ $939/mo" where the text is in
 * another currency or per year, the kind where it is not an income (unless the text says so).
 */
export const incomeNote = ({ minIncome, incomeRequirement, incomeCurrency, incomePeriod, minIncomeUsdMonthly }: Visa): string | null => {
  if (incomeRequirement && incomeRequirement !== 'income') {
    const note = NOTES[incomeRequirement]
    return minIncome.toLowerCase().includes(note.toLowerCase()) ? null : note
  }
  if (typeof minIncomeUsdMonthly !== 'number' || (incomeCurrency === 'USD' && incomePeriod === 'month')) return null
  return `≈ $${minIncomeUsdMonthly.toLocaleString('en-US')}/mo`
}

export const visaCardData = (visa: Visa, now: Date, check?: PassportCheck): VisaCardData =>
  withoutEmpty({
  country: visa.country,
  program: visa.program || undefined,
  region: visa.region,
  countryCode: visa.countryCode,
  duration: visa.duration,
  minIncome: visa.minIncome,
  incomeNote: incomeNote(visa) ?? undefined,
  cost: visa.cost,
  processingTime: visa.processingTime,
  benefits: (visa.benefits ?? []).slice(0, CARD_BENEFITS),
  applyUrl: visa.applyUrl || undefined,
  // The official page an editor checked: a second link only when it is not where Apply Now goes.
  sourceUrl: visa.sourceUrl && visa.sourceUrl !== visa.applyUrl ? visa.sourceUrl : undefined,
  reviewed: reviewedDate(visa.lastReviewed) ?? undefined,
  outOfDate: reviewIsDue(visa.lastReviewed, now) || undefined,
  officialUrl: (reviewIsDue(visa.lastReviewed, now) && (visa.sourceUrl || visa.applyUrl)) || undefined,
  eligibility: check ? eligibilityText(check) : undefined,
  })

/** React sends an undefined field as "$undefined": a field left out costs nothing. */
const withoutEmpty = <T extends object>(data: T): T =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as T
