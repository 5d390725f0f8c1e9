import { getCountryDataList } from 'countries-list'

import { countryName, isCountryCode } from '../places/countries'
import { countryCodeOf } from '../places/eligibility'
import { REGIONS, WORLDWIDE } from '../places/regions'
import { countryOfSubdivision, isUsStateCode } from './subdivisions'
import { plainText, withoutWorkplaceWords, workplaceSaidIn } from './workplaceWords'

export const MAX_HIRING_LOCATIONS = 20
export const MAX_HIRING_LOCATION_LENGTH = 100

/**
 * What a remote role that names no place is given. Not "Remote": the eligibility reader takes a
 * bare "Remote" for Worldwide, which the source never said; this text it cannot read, so the job
 * is marked for a moderator (eligibilityNeedsReview) instead of being guessed open to everyone.
 */
export const UNSTATED_REMOTE_LOCATION = 'Remote (location not stated)'

const PUNCTUATION_AT_ENDS = /^[\s\-–—:,;.|/&+*]+|[\s\-–—:,;.|/&+*]+$/g

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/(?:,\s*)+,/g, ',')
    .replace(PUNCTUATION_AT_ENDS, '')
    .trim()

/** ISO 3166-1 alpha-3 codes some boards write ("Ontario, CAN"). */
const ALPHA3: Map<string, string> = new Map(
  getCountryDataList().map((country) => [country.iso3, country.iso2]),
)

/**
 * One place as the board writes it: a country by its English name, a region as written, or
 * Worldwide for the words that mean everywhere. Null when the text is none of these. "CA" alone
 * is Canada, unless the API's countries say the United States and not Canada (then California).
 */
const placeName = (text: string, countryCodes: string[]): string | null => {
  const value = tidy(text)
  const key = plainText(value)
  if (!value || key === 'remote') return null
  if (WORLDWIDE.has(key)) return 'Worldwide'
  if (REGIONS[key]) return value
  const code = countryCodeOf(value)
  if (
    code &&
    /^[A-Z]{2}$/i.test(value) &&
    isUsStateCode(value.toUpperCase()) &&
    countryCodes.includes('US') &&
    !countryCodes.includes(code)
  )
    return countryName('US')
  if (code) return countryName(code)
  const subdivision = countryOfSubdivision(value)
  return subdivision ? countryName(subdivision) : null
}

/** The country at the end of "City, State, Country" ("Sandy, UT, United States", "Toronto, ON, CAN", "Berlin, Germany"). */
const countryAtEnd = (parts: string[]): string | null => {
  const last = parts[parts.length - 1]
  if (/^[A-Z]{3}$/.test(last) && ALPHA3.has(last)) return countryName(ALPHA3.get(last) as string)
  // Two letters after a city are a state as often as a country ("San Francisco, CA"): only unambiguous ones count.
  if (/^[A-Za-z]{2}$/.test(last)) {
    const code = last.toUpperCase()
    if (countryOfSubdivision(code)) return countryName(countryOfSubdivision(code) as string)
    return isCountryCode(code) && !isUsStateCode(code) ? countryName(code) : null
  }
  if (plainText(last) === 'georgia') return null
  const code = countryCodeOf(last)
  if (code) return countryName(code)
  const subdivision = countryOfSubdivision(last)
  return subdivision ? countryName(subdivision) : null
}

const LIST = /\s*(?:;|\||\/|&|\+|\bor\b|\band\b)\s*|\s+[-–—]\s+/i

type PlacesRead = { places: string[]; complete: boolean }

/**
 * The places a text names, the workplace words already taken out: "United States", "EMEA",
 * "US or Canada" (two), "Berlin, Germany" (the country), "Portugal (Lisbon)" (the place outside
 * the brackets, else the one inside). A list some of whose parts name nothing known ("Dublin or
 * Ireland") gives the others, marked incomplete. Null when it names nothing known.
 */
const placesIn = (text: string, countryCodes: string[]): PlacesRead | null => {
  const value = tidy(text)
  if (!value) return null
  const whole = placeName(value, countryCodes)
  if (whole) return { places: [whole], complete: true }
  const bracketed = value.match(/^(.*?)\(([^)]*)\)(.*)$/)
  if (bracketed) {
    const outside = tidy(`${bracketed[1]} ${bracketed[3]}`)
    return (
      (outside ? placesIn(outside, countryCodes) : null) ?? placesIn(bracketed[2], countryCodes)
    )
  }
  const listed = value.split(LIST).map(tidy).filter(Boolean)
  if (listed.length > 1) {
    const names = listed
      .map((part) => placeName(part, countryCodes))
      .filter((name): name is string => name !== null)
    if (names.length) return { places: names, complete: names.length === listed.length }
  }
  const parts = value.split(',').map(tidy).filter(Boolean)
  if (parts.length < 2) return null
  const names = parts.map((part) => placeName(part, countryCodes))
  if (names.every(Boolean)) return { places: names as string[], complete: true }
  const country = countryAtEnd(parts)
  return country ? { places: [country], complete: true } : null
}

/** At most 100 characters, cut at a word. */
const fitted = (text: string) => {
  if (text.length <= MAX_HIRING_LOCATION_LENGTH) return text
  const cut = text.slice(0, MAX_HIRING_LOCATION_LENGTH - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 50 ? cut.lastIndexOf(' ') : cut.length).trim()}…`
}

/**
 * The job's hiring_locations, the texts eligibilityOf reads, from the classifier's remote
 * locations and the API's country codes. Places are written as the board writes them
 * ("Remote (United States)" → "United States", "Remote - EMEA" → "EMEA", "Sandy, UT, United
 * States" → "United States"); the codes count only when no remote location names a place (an
 * office's country is not where a "Remote, US" role is open from). A text naming nothing known
 * (or only partly read) is kept as written for a moderator when it says remote, or when nothing
 * else is known; an office city is dropped once a country is known. Never empty: a role that
 * names no place gets UNSTATED_REMOTE_LOCATION, never Worldwide. At most 20, of 100 characters.
 */
export const hiringLocationsOf = (
  remoteLocations: readonly string[],
  countryCodes: readonly string[],
): string[] => {
  const codes = [
    ...new Set(countryCodes.map((code) => code.trim().toUpperCase()).filter(isCountryCode)),
  ]
  const read: string[] = []
  const unreadRemote: string[] = []
  const unreadOther: string[] = []
  for (const location of remoteLocations) {
    const text = location.replace(/\s+/g, ' ').trim()
    const rest = withoutWorkplaceWords(text)
    if (!rest) continue
    const found = placesIn(rest, codes)
    const saysRemote = workplaceSaidIn(text) === 'remote'
    if (found) read.push(...found.places)
    // What was only partly read stays, as written, for a moderator when it is where the role is remote from.
    if (!found || (!found.complete && saysRemote))
      (saysRemote ? unreadRemote : unreadOther).push(text)
  }
  const known = read.length ? read : codes.map(countryName)
  const chosen = known.length ? [...known, ...unreadRemote] : [...unreadRemote, ...unreadOther]
  const seen = new Set<string>()
  const unique = chosen
    .map(fitted)
    .filter((text) => !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase()))
  return unique.length ? unique.slice(0, MAX_HIRING_LOCATIONS) : [UNSTATED_REMOTE_LOCATION]
}
