import { countryName } from '../places/countryNames'
import { REGIONS } from '../places/regions'

/** Groups a program may exclude as a whole: EU citizens, or the EEA and Switzerland. */
export const NATIONALITY_GROUPS = { EU: REGIONS.eu, EEA: [...REGIONS.eea, 'CH'] } as const

export type NationalityGroup = keyof typeof NATIONALITY_GROUPS

/** What the visa card says to a seeker who gave a passport (and perhaps an income). */
export type PassportCheck =
  | { status: 'qualify' }
  | { status: 'not-eligible'; reason: string }
  | { status: 'check'; reason: string }

export type VisaForCheck = {
  country: string
  countryCode: string
  incomeRequirement?: 'income' | 'savings' | 'investment' | 'none' | null
  minIncomeUsdMonthly?: number | null
  /** Country codes and groups (EU, EEA) whose citizens the program does not take. */
  excludedNationalities?: string[] | null
}

const dollars = (usd: number) => `$${Math.round(usd).toLocaleString('en-US')}`

/** The group or country that shuts this passport out, if any. */
const exclusionOf = (excluded: readonly string[], passport: string): string | null => {
  for (const entry of excluded) {
    if (entry in NATIONALITY_GROUPS && (NATIONALITY_GROUPS[entry as NationalityGroup] as readonly string[]).includes(passport)) {
      return entry === 'EU' ? 'EU citizens' : 'EU, EEA and Swiss citizens'
    }
    if (entry.toUpperCase() === passport) return `citizens of ${countryName(passport)}`
  }
  return null
}

/**
 * Whether a seeker with this passport (ISO code) and monthly income (US dollars, or null when not
 * given) can apply: not for their own country, nor when the program excludes their nationality,
 * nor below its normalized minimum. Savings, investment or an unknown figure cannot be judged
 * from an income: "Check the requirements".
 */
export const checkPassport = (visa: VisaForCheck, passport: string, incomeUsd: number | null): PassportCheck => {
  const home = visa.countryCode.toUpperCase()
  if (home === passport) return { status: 'not-eligible', reason: `citizens of ${visa.country} live there without a visa` }
  const excluded = exclusionOf(visa.excludedNationalities ?? [], passport)
  if (excluded) return { status: 'not-eligible', reason: `${excluded} can live in ${visa.country} without this visa, so it is not open to them` }
  switch (visa.incomeRequirement ?? 'none') {
    case 'none':
      return { status: 'qualify' }
    case 'savings':
      return { status: 'check', reason: 'the program asks for savings rather than a monthly income' }
    case 'investment':
      return { status: 'check', reason: 'the program asks for an investment rather than a monthly income' }
  }
  const minimum = visa.minIncomeUsdMonthly
  if (minimum == null) return { status: 'check', reason: 'the minimum income could not be converted to dollars' }
  if (incomeUsd === null) return { status: 'check', reason: `the program asks for about ${dollars(minimum)} a month` }
  if (incomeUsd < minimum) return { status: 'not-eligible', reason: `your income is below the minimum of about ${dollars(minimum)} a month` }
  return { status: 'qualify' }
}

const ORDER: Record<PassportCheck['status'], number> = { qualify: 0, check: 1, 'not-eligible': 2 }

/** Programs the seeker qualifies for first, then those to check, then the rest; otherwise as given. */
export const byEligibility = <T>(items: T[], checkOf: (item: T) => PassportCheck): T[] =>
  items
    .map((item, index) => ({ item, index, rank: ORDER[checkOf(item).status] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item)
