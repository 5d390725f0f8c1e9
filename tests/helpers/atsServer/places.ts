/**
 * Reads a fake job's place texts ('Remote - US', 'Berlin, Germany', 'New York, NY') into the
 * parts the structured APIs want (city, region, country name and code). Only the renderers use
 * it: the texts themselves stay the truth a test states.
 */

type Country = { code: string; name: string; aliases: string[]; city: string; region?: string }

/** Each country with its names, and a city a posting tied to it (and nowhere else) would name. */
const COUNTRIES: Country[] = [
  {
    code: 'US',
    name: 'United States',
    aliases: ['us', 'usa', 'u.s.', 'united states of america'],
    city: 'Austin',
    region: 'TX',
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    aliases: ['uk', 'england', 'great britain'],
    city: 'London',
    region: 'England',
  },
  { code: 'DE', name: 'Germany', aliases: ['deutschland'], city: 'Berlin', region: 'Berlin' },
  { code: 'FR', name: 'France', aliases: [], city: 'Paris', region: 'Île-de-France' },
  {
    code: 'NL',
    name: 'Netherlands',
    aliases: ['the netherlands'],
    city: 'Amsterdam',
    region: 'North Holland',
  },
  { code: 'ES', name: 'Spain', aliases: [], city: 'Madrid' },
  { code: 'PT', name: 'Portugal', aliases: [], city: 'Lisbon' },
  { code: 'PL', name: 'Poland', aliases: [], city: 'Warsaw' },
  { code: 'IE', name: 'Ireland', aliases: [], city: 'Dublin' },
  { code: 'SE', name: 'Sweden', aliases: [], city: 'Stockholm' },
  { code: 'CA', name: 'Canada', aliases: ['can'], city: 'Toronto', region: 'Ontario' },
  {
    code: 'BR',
    name: 'Brazil',
    aliases: ['brasil'],
    city: 'São Paulo',
    region: 'State of São Paulo',
  },
  { code: 'MX', name: 'Mexico', aliases: [], city: 'Mexico City' },
  { code: 'AR', name: 'Argentina', aliases: [], city: 'Buenos Aires' },
  { code: 'CO', name: 'Colombia', aliases: [], city: 'Bogotá' },
  { code: 'IN', name: 'India', aliases: [], city: 'Bengaluru', region: 'Karnataka' },
  { code: 'JP', name: 'Japan', aliases: [], city: 'Tokyo' },
  { code: 'AU', name: 'Australia', aliases: [], city: 'Sydney', region: 'New South Wales' },
  { code: 'NZ', name: 'New Zealand', aliases: [], city: 'Auckland' },
  { code: 'SG', name: 'Singapore', aliases: [], city: 'Singapore' },
  { code: 'IL', name: 'Israel', aliases: [], city: 'Tel Aviv' },
  { code: 'AE', name: 'United Arab Emirates', aliases: ['uae'], city: 'Dubai' },
  { code: 'IT', name: 'Italy', aliases: [], city: 'Milan' },
  { code: 'CH', name: 'Switzerland', aliases: [], city: 'Zurich' },
  { code: 'AT', name: 'Austria', aliases: [], city: 'Vienna' },
  { code: 'DK', name: 'Denmark', aliases: [], city: 'Copenhagen' },
  { code: 'FI', name: 'Finland', aliases: [], city: 'Helsinki' },
  { code: 'NO', name: 'Norway', aliases: [], city: 'Oslo' },
  { code: 'CZ', name: 'Czechia', aliases: ['czech republic'], city: 'Prague' },
  { code: 'RO', name: 'Romania', aliases: [], city: 'Bucharest' },
  { code: 'EE', name: 'Estonia', aliases: [], city: 'Tallinn' },
  { code: 'ZA', name: 'South Africa', aliases: [], city: 'Cape Town' },
  { code: 'PH', name: 'Philippines', aliases: [], city: 'Manila' },
]

const US_STATES: Record<string, string> = {
  CA: 'California',
  NY: 'New York',
  WA: 'Washington',
  TX: 'Texas',
  MA: 'Massachusetts',
  IL: 'Illinois',
  CO: 'Colorado',
  GA: 'Georgia',
  FL: 'Florida',
  UT: 'Utah',
  OR: 'Oregon',
  NC: 'North Carolina',
}

/** Cities written without a country ('Singapore', 'London'), and where they are. */
const CITIES: Record<string, { code: string; region?: string }> = {
  berlin: { code: 'DE', region: 'Berlin' },
  munich: { code: 'DE', region: 'Bavaria' },
  hamburg: { code: 'DE', region: 'Hamburg' },
  london: { code: 'GB', region: 'England' },
  manchester: { code: 'GB', region: 'England' },
  paris: { code: 'FR', region: 'Île-de-France' },
  amsterdam: { code: 'NL', region: 'North Holland' },
  madrid: { code: 'ES' },
  barcelona: { code: 'ES', region: 'Catalonia' },
  lisbon: { code: 'PT' },
  warsaw: { code: 'PL', region: 'Masovian Voivodeship' },
  dublin: { code: 'IE' },
  stockholm: { code: 'SE' },
  toronto: { code: 'CA', region: 'Ontario' },
  vancouver: { code: 'CA', region: 'British Columbia' },
  tokyo: { code: 'JP' },
  sydney: { code: 'AU', region: 'New South Wales' },
  singapore: { code: 'SG' },
  'tel aviv': { code: 'IL' },
  dubai: { code: 'AE' },
  zurich: { code: 'CH' },
  'new york': { code: 'US', region: 'NY' },
  'new york city': { code: 'US', region: 'NY' },
  'san francisco': { code: 'US', region: 'CA' },
  seattle: { code: 'US', region: 'WA' },
  austin: { code: 'US', region: 'TX' },
  boston: { code: 'US', region: 'MA' },
  chicago: { code: 'US', region: 'IL' },
  denver: { code: 'US', region: 'CO' },
}

/** Remote scopes that are no country, and the country a posting limited to them is filed under. */
const AREAS: Record<string, string> = {
  emea: 'GB',
  europe: 'DE',
  eu: 'DE',
  americas: 'US',
  'north america': 'US',
  latam: 'BR',
  'latin america': 'BR',
  apac: 'SG',
  asia: 'SG',
  worldwide: 'US',
  anywhere: 'US',
  global: 'US',
}

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]))
const byName = new Map<string, Country>()
for (const country of COUNTRIES) {
  byName.set(country.name.toLowerCase(), country)
  byName.set(country.code.toLowerCase(), country)
  for (const alias of country.aliases) byName.set(alias, country)
}

export type Place = {
  /** The text as the fake job writes it. */
  text: string
  /** The text names remote work ('Remote …', 'Anywhere', 'Worldwide'). */
  remote: boolean
  /** What is left of a remote text without its remote wording: 'US', 'EMEA', 'Germany', or ''. */
  scope: string
  city: string | null
  /** State or province as written ('CA', 'Ontario'), when the text or the city names one. */
  region: string | null
  /** The region's full name ('California' for CA). */
  regionName: string | null
  country: string | null
  countryCode: string | null
}

export const countryName = (code: string) => byCode.get(code.toUpperCase())?.name ?? code

const REMOTE_WORDS = /\b(remote|anywhere|worldwide|fully remote)\b/i

const stripRemote = (text: string) =>
  text
    .replace(/\b(fully\s+)?remote(-first|-friendly)?\b/gi, '')
    .replace(/[()]/g, ' ')
    .replace(/^[\s,\-–/|]+|[\s,\-–/|]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const cache = new Map<string, Place>()

/** The parts of one place text; `countryCode` is the job's, used when the text names no country. */
export const parsePlace = (text: string, countryCode?: string): Place => {
  const key = `${text}\u0000${countryCode ?? ''}`
  const known = cache.get(key)
  if (known) return known
  const place = readPlace(text.trim(), countryCode)
  cache.set(key, place)
  return place
}

const readPlace = (text: string, jobCountry?: string): Place => {
  const remote = REMOTE_WORDS.test(text)
  const scope = remote ? stripRemote(text) : ''
  const fallback = jobCountry ? byCode.get(jobCountry.toUpperCase()) : undefined
  const country = (found: Country | undefined) => ({
    country: found?.name ?? null,
    countryCode: found?.code ?? null,
  })

  if (remote) {
    // 'Remote - US', 'Remote, Germany', 'US Remote': a country; 'Remote (EMEA)', 'Anywhere': none.
    const named = byName.get(scope.toLowerCase())
    return {
      text,
      remote,
      scope,
      city: null,
      region: null,
      regionName: null,
      ...country(named ?? fallback),
    }
  }

  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const city = parts[0] ?? null
  const last = parts.length > 1 ? parts[parts.length - 1] : ''
  if (last && US_STATES[last.toUpperCase()] && last.length === 2) {
    return {
      text,
      remote,
      scope,
      city,
      region: last.toUpperCase(),
      regionName: US_STATES[last.toUpperCase()],
      ...country(byCode.get('US')),
    }
  }
  const named = last ? byName.get(last.toLowerCase()) : undefined
  const known = city ? CITIES[city.toLowerCase()] : undefined
  const found =
    named ??
    (known ? byCode.get(known.code) : undefined) ??
    fallback ??
    byName.get((city ?? '').toLowerCase())
  const middle = parts.length > 2 ? parts[1] : null
  const region =
    middle ?? (known && (!named || named.code === known.code) ? (known.region ?? null) : null)
  const regionName = region && found?.code === 'US' ? (US_STATES[region] ?? region) : region
  const isCountryOnly = parts.length === 1 && byName.has((city ?? '').toLowerCase())
  return {
    text,
    remote,
    scope,
    city: isCountryOnly ? null : city,
    region,
    regionName,
    ...country(found),
  }
}

/**
 * A country and city for an API that files every posting under one (SmartRecruiters, Recruitee):
 * the place's own, else the job's country, else the country a remote area is filed under.
 */
export const anchorOf = (place: Place, jobCountry?: string) => {
  const code =
    place.countryCode ?? jobCountry?.toUpperCase() ?? AREAS[place.scope.toLowerCase()] ?? 'US'
  const country = byCode.get(code)
  const city = place.city ?? country?.city ?? null
  const region = place.city ? place.region : (country?.region ?? null)
  return {
    city,
    region,
    regionName: region && code === 'US' ? (US_STATES[region] ?? region) : region,
    country: country?.name ?? code,
    countryCode: code,
  }
}
