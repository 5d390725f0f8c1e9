import { countries } from 'countries-list'
import { describe, expect, it } from 'vitest'

import { COUNTRY_CODES, isCountryCode } from '@/lib/places/countryCodes'
import { COUNTRY_NAMES, countryName } from '@/lib/places/countryNames'

describe('the browser-safe country table', () => {
  it('holds every ISO 3166-1 code of countries-list with its English name, and nothing else', () => {
    const notIso = ['AC', 'TA', 'XK']
    const expected = Object.fromEntries(
      Object.entries(countries)
        .filter(([code]) => !notIso.includes(code))
        .map(([code, data]) => [code, data.name])
        .sort(([a], [b]) => a.localeCompare(b)),
    )
    expect(COUNTRY_NAMES).toEqual(expected)
    expect(Object.keys(COUNTRY_NAMES)).toHaveLength(249)
    expect(COUNTRY_CODES).toEqual(Object.keys(expected))
  })

  it('knows codes and names them, and refuses what is not a code', () => {
    expect(countryName('PT')).toBe('Portugal')
    expect(isCountryCode('PT')).toBe(true)
    expect(isCountryCode('XK')).toBe(false)
    expect(isCountryCode('constructor')).toBe(false)
    expect(isCountryCode('pt')).toBe(false)
  })
})
