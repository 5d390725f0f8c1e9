import { distance } from 'fastest-levenshtein'

import { COUNTRY_CODES, isCountryCode, namesOf } from './countries'
import { COUNTRY_ALIASES, REGIONS, WORLDWIDE } from './regions'

/** Where a job's applicants may live, read from its hiring locations. */
export type Eligibility = {
  /** Residents of every country may apply. */
  worldwide: boolean
  /** ISO 3166-1 alpha-2 codes, sorted; empty when worldwide. */
  countries: string[]
  /** Locations that name no country or region we know: kept as written, for a moderator to read. */
  unmatched: string[]
}

/** Lower case, no accents, no punctuation at the ends, single spaces. */
const normal = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—:,;.!*()]+|[\s\-–—:,;!*()]+$/g, '')
    .trim()

const NAMES: Map<string, string> = (() => {
  const names = new Map<string, string>()
  for (const code of COUNTRY_CODES) for (const name of namesOf(code)) names.set(normal(name), code)
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) names.set(alias, code)
  return names
})()

/** Words around a place that do not change who may apply: "Remote (US only)", "EU-based", "Europe time zones". */
const NOISE = [
  /\b100 ?%|\bfully\b|\bfull\b/g,
  /\bremote\b/g,
  /\bonly\b/g,
  /\b(?:residents?|citizens?|nationals?)\s+(?:of|in)\b/g,
  /\b(?:residents?|citizens?|nationals?)\b/g,
  /\b(?:based|located)(?:\s+in)?\b/g,
  /\b(?:time ?zones?|timezones?|tz)\b/g,
  /\b(?:hours|working hours)\b/g,
  /\b(?:from|in|within|across|the|any ?where in)\b/g,
  /\b(?:first|preferred|friendly|ok)\b/g,
]

const stripNoise = (text: string) => NOISE.reduce((rest, pattern) => rest.replace(pattern, ' '), text).replace(/\s+/g, ' ').trim()

type Match = { worldwide: true } | { countries: readonly string[] } | null

/** One place: a country (name, alias or code), a region, or a word for everywhere. */
const matchPlace = (raw: string, original: string): Match => {
  const text = normal(raw)
  if (!text) return null
  if (WORLDWIDE.has(text)) return { worldwide: true }
  const region = REGIONS[text]
  if (region) return { countries: region }
  const country = NAMES.get(text)
  if (country) return { countries: [country] }
  // A bare two-letter code counts when written in capitals, as codes are ("DE", "PT").
  const code = original.trim()
  if (/^[A-Z]{2}$/.test(code) && isCountryCode(code)) return { countries: [code] }
  return null
}

const pieces = (text: string) => text.split(/\s+[-–—]\s+|\s*(?:\/|\||;|&|\+|,|\bor\b|\band\b)\s*/i)

/** Reads a list of places ("US/Canada", "Europe or UK", "100% Remote - Worldwide"); null when any names nothing known. */
const readList = (text: string): Match => {
  const parts = pieces(text)
    .map((part) => ({ part, text: stripNoise(normal(part)) }))
    .filter(({ text }) => text)
  if (!parts.length) return null
  const matches = parts.map(({ part, text }) => matchPlace(text, part))
  if (matches.some((match) => match === null)) return null
  if (matches.some((match) => match && 'worldwide' in match)) return { worldwide: true }
  return { countries: matches.flatMap((match) => (match && 'countries' in match ? match.countries : [])) }
}

/**
 * Reads one hiring location; null when it names nothing we know. In "Remote (EU & UK)" the
 * parentheses say where; in "Portugal (Lisbon)" the place outside does, and the city is detail.
 */
const readLocation = (location: string): Match => {
  const whole = matchPlace(stripNoise(normal(location)), location.trim())
  if (whole) return whole
  const inside = location.match(/\(([^)]*)\)/)?.[1]
  const outside = location.replace(/\([^)]*\)/g, ' ')
  if (stripNoise(normal(outside))) {
    const outer = readList(outside)
    if (outer || !inside) return outer
  }
  if (inside) return readList(inside)
  return /\bremote\b/i.test(location) ? { worldwide: true } : null
}

/**
 * The countries whose residents may apply, derived from the job's hiring locations: regions
 * (Europe, EU, EEA, EMEA, Americas, North America, LATAM, APAC, Africa, Middle East, Oceania …),
 * country names, codes and common aliases (USA, UK, UAE). Worldwide or Anywhere admits all. A
 * location that names nothing known is kept in `unmatched`, never guessed.
 */
export const eligibilityOf = (locations: readonly string[]): Eligibility => {
  const countries = new Set<string>()
  const unmatched: string[] = []
  let worldwide = false
  for (const location of locations) {
    const match = readLocation(location)
    if (!match) unmatched.push(location.trim())
    else if ('worldwide' in match) worldwide = true
    else for (const code of match.countries) countries.add(code)
  }
  return { worldwide, countries: worldwide ? [] : [...countries].sort(), unmatched }
}

/** A country typed by name, alias or code ("Portugal", "usa", "PT"); null for anything else. */
export const countryCodeOf = (text: string | null | undefined): string | null => {
  const value = (text ?? '').trim()
  if (/^[A-Za-z]{2}$/.test(value) && isCountryCode(value.toUpperCase())) return value.toUpperCase()
  return NAMES.get(normal(value)) ?? null
}

/**
 * The country a mistyped name most likely means ("Germny", "Portgual"): the known name or alias
 * fewest letters away, one letter for a short word and two for a longer one; null when none is
 * that close, or when two countries are equally close.
 */
export const closestCountryCode = (text: string | null | undefined): string | null => {
  const typed = normal(text ?? '')
  if (typed.length < 3) return null
  const allowed = typed.length < 6 ? 1 : 2
  let best: { code: string; steps: number } | null = null
  let tied = false
  for (const [name, code] of NAMES) {
    const steps = distance(typed, name)
    if (steps > allowed) continue
    if (!best || steps < best.steps) {
      best = { code, steps }
      tied = false
    } else if (steps === best.steps && code !== best.code) tied = true
  }
  return best && !tied ? best.code : null
}

/** Whether a resident of `country` may apply, by the stored eligibility. */
export const isOpenTo = (eligibility: Pick<Eligibility, 'worldwide' | 'countries'>, country: string) =>
  eligibility.worldwide || eligibility.countries.includes(country)
