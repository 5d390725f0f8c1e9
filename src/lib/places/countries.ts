import { countries } from 'countries-list'

import type { Member } from '@/payload-types'

/** An ISO 3166-1 alpha-2 code, as the collections store it. */
export type CountryCode = NonNullable<Member['livesIn']>

/** Codes countries-list carries that ISO 3166-1 does not assign (Ascension, Tristan da Cunha, Kosovo). */
const NOT_ISO = new Set(['AC', 'TA', 'XK'])

type Continent = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA'

/** Every ISO 3166-1 alpha-2 country code, sorted. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries)
  .filter((code) => !NOT_ISO.has(code))
  .sort()

const COUNTRY_SET = new Set(COUNTRY_CODES)

export const isCountryCode = (value: string): value is CountryCode => COUNTRY_SET.has(value)

const entry = (code: string) => countries[code as keyof typeof countries]

/** A country's English name: "PT" → "Portugal"; the code itself when unknown. */
export const countryName = (code: string): string => (isCountryCode(code) ? entry(code).name : code)

/** The continents a country belongs to (Türkiye and Russia are in two). */
export const continentsOf = (code: string): Continent[] => {
  const data = entry(code) as { continent: Continent; continents?: Continent[] }
  return data.continents ?? [data.continent]
}

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * The country's names as people write them: English, native, the list's own aliases, and the
 * name browsers give it ("Congo - Kinshasa", "Myanmar (Burma)"), which the forms suggest.
 */
export const namesOf = (code: string): string[] => {
  const data = entry(code) as { name: string; native: string; alias?: string[] }
  return [data.name, data.native, ...(data.alias ?? []), displayNames.of(code) ?? data.name]
}
