import { continentsOf, COUNTRY_CODES } from './countries'

const onContinent = (...continents: string[]) =>
  COUNTRY_CODES.filter((code) => continentsOf(code).some((continent) => continents.includes(continent)))

const codes = (list: string) => list.split(' ')

/** The 27 member states of the European Union. */
const EU = codes('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE')

/** The Middle East as job posts mean it: the Gulf, the Levant, Iraq, Iran, Türkiye, Egypt, Yemen. */
const MIDDLE_EAST = codes('AE BH CY EG IL IQ IR JO KW LB OM PS QA SA SY TR YE')

/** Latin America: Mexico, Central and South America, and the Spanish-, Portuguese- and French-speaking Caribbean. */
const LATAM = codes('MX GT BZ SV HN NI CR PA CU DO PR HT AR BO BR CL CO EC PY PE UY VE GF GP MQ BL MF')

const EUROPE = onContinent('EU')
const AFRICA = onContinent('AF')
const ASIA = onContinent('AS')
const OCEANIA = onContinent('OC')

/**
 * Regions a hiring location may name, each as the countries whose residents it admits.
 * "North America" is the United States, Canada and Mexico (as employers use it, not the whole
 * continent with the Caribbean); APAC is Asia and Oceania without the Middle East.
 */
export const REGIONS: Record<string, readonly string[]> = {
  europe: EUROPE,
  eu: EU,
  'european union': EU,
  eea: [...EU, 'IS', 'LI', 'NO'],
  'european economic area': [...EU, 'IS', 'LI', 'NO'],
  emea: [...new Set([...EUROPE, ...MIDDLE_EAST, ...AFRICA])],
  americas: onContinent('NA', 'SA'),
  'north america': codes('US CA MX'),
  'south america': onContinent('SA'),
  'central america': codes('BZ CR SV GT HN NI PA'),
  latam: LATAM,
  'latin america': LATAM,
  apac: [...new Set([...ASIA, ...OCEANIA])].filter((code) => !MIDDLE_EAST.includes(code)),
  'asia pacific': [...new Set([...ASIA, ...OCEANIA])].filter((code) => !MIDDLE_EAST.includes(code)),
  'asia-pacific': [...new Set([...ASIA, ...OCEANIA])].filter((code) => !MIDDLE_EAST.includes(code)),
  asia: ASIA,
  africa: AFRICA,
  'middle east': MIDDLE_EAST,
  mena: [...new Set([...MIDDLE_EAST, ...codes('DZ LY MA TN')])],
  oceania: OCEANIA,
  anz: codes('AU NZ'),
  nordics: codes('DK FI IS NO SE'),
  dach: codes('DE AT CH'),
  benelux: codes('BE NL LU'),
  'uk & ireland': codes('GB IE'),
  caribbean: codes('AG AI AW BB BL BM BQ BS CU CW DM DO GD GP HT JM KN KY LC MF MQ MS PR SX TC TT VC VG VI'),
}

/** Words that admit everyone. */
export const WORLDWIDE = new Set(['worldwide', 'anywhere', 'global', 'globally', 'remote', 'international', 'any location', 'any country', 'everywhere', 'world'])

/** Names people write for a country beyond its English and native names. */
export const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  uae: 'AE',
  'u.a.e.': 'AE',
  emirates: 'AE',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  korea: 'KR',
  'republic of korea': 'KR',
  russia: 'RU',
  'russian federation': 'RU',
  vietnam: 'VN',
  'viet nam': 'VN',
  "cote d'ivoire": 'CI',
  'ivory coast': 'CI',
  macedonia: 'MK',
  'hong kong sar': 'HK',
  ksa: 'SA',
  'saudi': 'SA',
  deutschland: 'DE',
  espana: 'ES',
  brasil: 'BR',
}
