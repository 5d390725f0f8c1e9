import { isCountryCode } from '../places/countries'

/**
 * States and provinces that locations name instead of their country ("Sandy, UT", "Toronto,
 * Ontario"): enough to tell the country of a US or Canadian city. Georgia is left out ("Tbilisi,
 * Georgia" is the country), and so are codes that are country codes too (CA, DE, IN, GA …):
 * "Berlin, DE" and "San Francisco, CA" stay unread unless the API gives the country.
 */
const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|District of Columbia|Florida|Hawaii|Idaho|' +
  'Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|' +
  'Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|' +
  'Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|' +
  'Washington|West Virginia|Wisconsin|Wyoming'

const US_CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
  'RI SC SD TN TX UT VT VA WA WV WI WY'

const CANADIAN_PROVINCES =
  'Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|Nova Scotia|Ontario|' +
  'Prince Edward Island|Quebec|Québec|Saskatchewan|Yukon|Northwest Territories|Nunavut'

const CANADIAN_CODES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'

/** The codes no country shares. */
const unambiguous = (codes: string) => codes.split(' ').filter((code) => !isCountryCode(code))

const BY_CODE = new Map<string, 'US' | 'CA'>([
  ...unambiguous(US_CODES).map((code) => [code, 'US'] as const),
  ...unambiguous(CANADIAN_CODES).map((code) => [code, 'CA'] as const),
])

const BY_NAME = new Map<string, 'US' | 'CA'>([
  ...US_STATES.split('|').map((name) => [name.toLowerCase(), 'US'] as const),
  ...CANADIAN_PROVINCES.split('|').map((name) => [name.toLowerCase(), 'CA'] as const),
])

/** "CA", "GA", "IN": a US state's code, which may be a country's too. */
export const isUsStateCode = (text: string) => US_CODES.split(' ').includes(text.trim())

/** The country of a US state or Canadian province, by name or unambiguous code; null otherwise. */
export const countryOfSubdivision = (text: string): 'US' | 'CA' | null => {
  const value = text.replace(/\s+/g, ' ').trim()
  return BY_CODE.get(value) ?? BY_NAME.get(value.toLowerCase()) ?? null
}
