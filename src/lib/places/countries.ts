import { countries } from 'countries-list'

import { COUNTRY_CODES, isCountryCode, type CountryCode } from './countryCodes'
import { countryName } from './countryNames'

// The codes and names without the rest of countries-list: ./countryCodes, ./countryNames (for the browser).
export { COUNTRY_CODES, countryName, isCountryCode, type CountryCode }

type Continent = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA'

const entry = (code: string) => countries[code as keyof typeof countries]

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
