import { isCountryCode } from '@/lib/places/countries'

import { textOf } from './payloadValues'

/** Place strings trimmed, without empty ones and without repeats that differ only in case. */
export const uniquePlaces = (values: Iterable<unknown>): string[] => {
  const seen = new Map<string, string>()
  for (const value of values) {
    const place = textOf(value)
    if (place && !seen.has(place.toLowerCase())) seen.set(place.toLowerCase(), place)
  }
  return [...seen.values()]
}

/** One place written from its parts (city, region, country), skipping empty ones: null when all are. */
export const joinedPlace = (parts: unknown[]): string | null =>
  parts
    .map(textOf)
    .filter((part): part is string => part !== null)
    .join(', ') || null

/** ISO 3166-1 alpha-2 codes in upper case, known ones only, without repeats. */
export const countryCodes = (values: Iterable<unknown>): string[] => {
  const codes = new Set<string>()
  for (const value of values) {
    const code = textOf(value)?.toUpperCase()
    if (code && isCountryCode(code)) codes.add(code)
  }
  return [...codes]
}
