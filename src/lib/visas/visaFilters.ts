import { closestCountryCode, countryCodeOf } from '../places/eligibility'
import { isIncomeBucket, type IncomeBucket } from './incomeBuckets'
import { VISA_REGIONS, type VisaRegion } from './regions'

/** The default for both filters. */
export const ALL = 'All'

export type VisaFilters = {
  region: VisaRegion | typeof ALL
  income: IncomeBucket | typeof ALL
  /** The seeker's passport (ISO code): each card says whether they qualify. */
  passport?: string | null
  /** The seeker's monthly income in US dollars, beside the passport (kept as typed without one). */
  myIncome?: number | null
  /** A passport typed that names no country we know, kept as typed, with the closest country's code. */
  unknownPassport?: { typed: string; suggestion: string | null }
}

/** A monthly income in whole dollars up to a million; anything else is none. */
const monthlyIncome = (value: string | undefined) => (value && /^\d{1,7}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null)

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Reads ?region=…&income=…&passport=… of /nomad-visas; anything unknown means All. `income` is
 * one of the filter's buckets ("over-3500") or, as a number, the seeker's monthly income in US
 * dollars ("4000"), which goes with `passport`.
 */
export const visaFiltersFromParams = (params: SearchParams): VisaFilters => {
  const region = first(params.region)
  const income = first(params.income)
  // Typed by name in the form ("Portugal"), or a code in a link ("PT").
  const typed = (first(params.passport) ?? '').trim().slice(0, 100)
  const passport = countryCodeOf(typed)
  const myIncome = isIncomeBucket(income) ? null : monthlyIncome(income)
  return {
    region: VISA_REGIONS.includes(region as VisaRegion) ? (region as VisaRegion) : ALL,
    income: isIncomeBucket(income) ? income : ALL,
    ...(passport ? { passport, myIncome } : {}),
    // Nothing the seeker typed is dropped: an unknown passport stays in the form, with its income,
    // and an income without a passport stays too (the form asks for the passport).
    ...(!passport && typed ? { unknownPassport: { typed, suggestion: closestCountryCode(typed) }, myIncome } : {}),
    ...(!passport && !typed && myIncome ? { myIncome } : {}),
  }
}

/** The URL of /nomad-visas with these filters; All is left out of the query. */
export const visaFiltersHref = ({ region, income, passport, myIncome }: VisaFilters) => {
  const query = new URLSearchParams()
  if (region !== ALL) query.set('region', region)
  if (income !== ALL) query.set('income', income)
  if (passport) query.set('passport', passport)
  if (passport && myIncome && income === ALL) query.set('income', String(myIncome))
  const search = query.toString()
  return `/nomad-visas${search ? `?${search}` : ''}#visa-programs`
}
