import { isRole } from './entryParts'

/** US states and territories, Canadian provinces, Australian and Brazilian states, as two or three letters. */
const REGION_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR AB BC MB NB NL NS ON PE QC SK NSW VIC QLD TAS ACT SA NT AC AP AM BA CE DF ES GO MG PB PI RJ RN RS RO RR SE TO'.split(' '),
)

const ALIASES = ['USA', 'US', 'U.S.', 'U.S.A.', 'United States of America', 'UK', 'U.K.', 'UAE', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Korea', 'South Korea', 'S.Korea', 'S. Korea', 'Republic of Korea', 'Holland', 'Czech Republic', 'Deutschland', 'España', 'Brasil', 'Türkiye', 'Turkey']

/** US states by name: "San Francisco, California". */
const US_STATES = new Set(
  'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming'.split(' ').concat(['new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina', 'north dakota', 'rhode island', 'south carolina', 'south dakota', 'west virginia']),
)

/** A postcode printed after the town or region: "78701", "B2Y 3Z7" (Canada), "CF11 9NJ" (UK). */
const POSTCODE_AFTER = /\s+(?:\d{4,6}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/g

/** "California (US)", "CA 94115 US", "NS B2Y 3Z7", "California CA": the region without its postcode and codes. */
const regionOf = (text: string) =>
  text
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(POSTCODE_AFTER, '')
    .replace(/(\s+[A-Z]{2})+$/, '')
    .trim()

const isRegion = (text: string) => {
  const bare = text.replace(/\s+\d{4,6}(-\d{4})?$/, '').trim()
  const region = regionOf(text)
  return REGION_CODES.has(bare) || isCountry(bare) || REGION_CODES.has(region) || isCountry(region) || US_STATES.has(region.toLowerCase())
}

/** The English name of a country's ISO letters ("VN" → "Vietnam"), from the platform's own list; '' for none. */
const regionName = (() => {
  const display = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }) : null
  return (code: string) => {
    const name = display?.of(code)
    return name && name !== code ? name : ''
  }
})()

/** Every country's English name (no table to keep). */
const countryNames = () => {
  const names = new Set(ALIASES.map((name) => name.toLowerCase()))
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const name = regionName(String.fromCharCode(a, b))
      if (name) names.add(name.toLowerCase())
    }
  }
  return names
}

/** "VN", "PT": a country's ISO letters. */
const isCountryCode = (code: string) => regionName(code) !== ''

let countries: Set<string> | null = null
/** "México", "Türkiye", "España": compared without accents as well. */
const plainLetters = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '')
export const isCountry = (text: string) => {
  countries ??= countryNames()
  const name = text.trim().toLowerCase()
  return countries.has(name) || countries.has(plainLetters(name))
}

const PLACE = /^\p{Lu}[\p{L}.'’-]*(?:[ -]\p{Lu}?[\p{L}.'’-]+){0,3}$/u

/**
 * A place as a resume writes it: "Austin, TX", "Austin, TX 78701", "Lisbon, Portugal", "São
 * Paulo, SP, Brazil", "Remote", or a country alone. Returns it as written, postcode and all.
 */
/** Words of an organisation's name: "Northbound Telecom Inc., Toronto, ON" is no town. */
const NOT_A_TOWN = /\b(inc|ltd|llc|gmbh|corp|plc|co|company|university|college|school|institute|academy|software|solutions|systems|technologies|labs?|group|services|partners|consulting|bank|hospital|clinic|cent(er|re)|agency|foundation|association|restaurant|hotel|store|pharmacy|studios?)\b\.?/i

/** A postcode written before the town: "50674 Köln", "4050-174 Porto", "31-128 Kraków". */
const POSTCODE_FIRST = /^(?:\d{4,6}(?:-\d{3,4})?|\d{2}-\d{3})\s+(?=\p{Lu})/u

/** "80797 München", "46006 Valencia", "40126 Bologna (BO)": a postcode and a town, how European addresses end. */
// "67435 Neustadt an der Weinstraße": a town's name may hold particles.
// "Schützenmattstrasse 7 8302 Kloten": after a street and its number, too.
const POSTCODE_TOWN = /(?:^|,\s*|(?<=\p{L}\.?\s\d{1,4}[a-zA-Z]?\s))((?:\d{4,6}(?:-\d{3,4})?|\d{2}-\d{3})\s+\p{Lu}[\p{L}.'’-]*(?:[ -](?:\p{Lu}[\p{L}.'’-]*|an der|an|am|im|ob der|bei|de|la|le|sur|sul|del)){0,4}(?:\s\([A-Z]{2}\))?(?:,\s*\p{Lu}[\p{L} .'’-]+)?)$/u

/** "Birmingham B10 0RX", "Dartmouth B2Y 3Z7": a town and its British or Canadian postcode. */
const POSTAL_TOWN = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2} (?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/u

/** "Fitzroy VIC 3065", "Surry Hills NSW 2010": an Australian town, its state and postcode, no comma. */
const TOWN_STATE_POSTCODE = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2} ([A-Z]{2,3}) \d{4}$/u

const placeOf = (parts: string[]) => {
  // "50674 Köln", "Cardiff CF11 9NJ": the town is read without its postcode, and given as printed.
  const town = (parts[0] ?? '').replace(POSTCODE_FIRST, '').replace(POSTCODE_AFTER, '')
  if (!PLACE.test(town) || REGION_CODES.has(town) || NOT_A_TOWN.test(town) || !(isRegion(parts.at(-1) ?? '') || POSTAL_TOWN.test(parts.at(-1) ?? ''))) return ''
  // "São Paulo, SP, Brazil": of three parts, the middle is a region or the last a country
  // ("NORTHEAST INDUSTRIAL COMPONENTS, Providence, RI" is an employer and its town).
  if (parts.length === 3 && !isRegion(parts[1]) && !isCountry(parts[2])) return ''
  return parts.join(', ')
}

// "50674 Köln, Germany": a postcode set before the town is not part of its name.
const partsOf = (cell: string) =>
  cell
    .replace(/^(location|address|based in|lives in)\s*:?\s*/i, '')
    // "Itabira/MG": a Brazilian town and its state.
    .replace(/(?<=\p{L})\/([A-Z]{2})$/u, ', $1')
    .trim()
    .split(/\s*,\s*/)

/** A cell that is a place and nothing else: "Austin, TX", "Lisbon, Portugal", "Remote". */
export const placeIn = (cell: string): string => {
  const parts = partsOf(cell)
  if (parts.length === 1 && /^remote$/i.test(parts[0].replace(/\s*\(.*\)$/, ''))) return 'Remote'
  return parts.length >= 2 && parts.length <= 3 ? placeOf(parts) : ''
}

/** The place a cell ends with: "221B Baker Street, London, UK" → "London, UK". */
export const placeAtEnd = (cell: string): string => {
  if (/^(location|address|based in|lives in)\s*:?\s*remote\b|^remote\b/i.test(cell.trim()) && cell.length <= 40) return 'Remote'
  const parts = partsOf(cell)
  const last = parts.at(-1) ?? ''
  if (REGION_CODES.has(last.match(TOWN_STATE_POSTCODE)?.[1] ?? '')) return last
  for (const size of [3, 2]) {
    if (parts.length < size) continue
    const place = placeOf(parts.slice(-size))
    if (place) return place
  }
  // "12 Park Road, Leeds LS6 2AB": a British or Canadian address ends with its town and postcode.
  if (parts.length >= 2 && POSTAL_TOWN.test(last) && /\d/.test(parts[0])) return last
  return ''
}

const CELLS = /\s*(?:\||•|·|⋅|∙|⋄|◆|♦|\s{3,}|\t|\s[/*-]\s)\s*/

/** The candidate's location: the first header cell that is a place, else one that is a country alone ("Austria"). */
export const findLocation = (text: string) => {
  // "City: Tallinn": a form's field says what the place is.
  const city = text.match(/^(?:city|town|city of residence)\s*:\s*(\p{Lu}[\p{L} .'’-]{1,40})$/imu)
  if (city) return city[1].trim()
  // "Miraflores, Lima, Peru linkedin.com/in/…": a web address or an email beside the place is not part of it.
  const cells = text.split('\n').flatMap((line) => line.split(CELLS)).map((cell) => cell.replace(/(?:\s+\S*(?:@|\/|www\.)\S*)+$/, ''))
  for (const cell of cells) {
    // "Harpreet Sandhu, RN": letters after a name, not a state.
    const place = POST_NOMINAL.test(cell) ? '' : placeAtEnd(cell)
    if (place) return place
  }
  // On the contact line (beside an email or a phone), "Bengaluru, Karnataka" or "Quezon City,
  // Metro Manila" is where the candidate lives even when the region is not one we know.
  for (const line of text.split('\n').filter((each) => /@|\+?\d[\d\s().-]{7,}/.test(each))) {
    const place = line.split(CELLS).map((cell) => cell.trim()).find((cell) => TOWN_AND_REGION.test(cell) && !POST_NOMINAL.test(cell))
    if (place) return place
  }
  // "87439 Kempten" over "Deutschland": the town, when the address gives one, says more than the country.
  for (const cell of cells) {
    const postal = cell.trim().match(POSTCODE_TOWN)
    if (postal) return postal[1]
  }
  const country = cells.find((cell) => isCountry(cell.replace(/^(location|address|based in|lives in)\s*:?\s*/i, '')))?.trim()
  if (country) return country
  // "Address: Pune, Maharashtra", "Wohnort: Leipzig, Sachsen": a labelled place, town and region.
  // "… | Localidad: Llucmajor, Illes Balears | Teléfono: …": the label may open a cell of the contact line.
  const labelled = text.match(/(?:^|\s\|\s)(?:address|location|residence|city|adresse|anschrift|wohnort|direcci[oó]n|domicilio|endere[cç]o|localidade?|ciudad|ubicaci[oó]n|residencia|ville|cidade|citt[aà]|woonplaats|adres)\s*:\s*([^|\n]+?)\s*(?=\s\|\s|$)/imu)?.[1].trim().replace(/\.$/, '')
  if (labelled && !/\d/.test(labelled) && TOWN_AND_REGION.test(labelled)) return labelled
  // "Address: Block J, Flat 4, Trikania Estate, Azikiwe Way, Kaduna.": a street address ends with its town.
  const lastPart = labelled?.split(/\s*,\s*/)
  const town = lastPart && lastPart.length >= 3 ? lastPart[lastPart.length - 1] : ''
  if (town && /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}$/u.test(town) && !NOT_A_TOWN.test(town) && !isRole(town)) return town

  // "Hà Nội, VN": a town and its country's two letters, a line of its own.
  const coded = text.split('\n').map((line) => line.trim()).find((line) => {
    const match = line.match(/^(.+), ([A-Z]{2})$/)
    return match && PLACE.test(match[1]) && !NOT_A_TOWN.test(match[1]) && !isRole(match[1]) && isCountryCode(match[2])
  })
  if (coded) return coded
  for (const cell of cells) {
    const postal = cell.trim().match(POSTCODE_TOWN)
    if (postal) return postal[1]
  }
  // "Kontagora, 923101": a town, then its postcode, as Nigerian and Indian addresses end.
  for (const cell of cells) {
    const town = cell.trim().match(/^(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}),\s*\d{5,6}$/u)?.[1]
    if (town && !NOT_A_TOWN.test(town) && !isRole(town) && !LINK_LABEL.test(town)) return town
  }
  // "marie@mail.fr | 06 12 34 56 78 | Lyon": a town of one word alone beside the email or the phone.
  for (const line of text.split('\n').filter((each) => /@|\+?\d[\d\s().-]{7,}/.test(each) && each.split(CELLS).length >= 2)) {
    const town = line.split(CELLS).map((cell) => cell.trim()).find((cell) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*$/u.test(cell) && !NOT_A_TOWN.test(cell) && !isRole(cell) && !LINK_LABEL.test(cell))
    if (town) return town
  }
  // "… +1 (415) 555-0142 San Francisco, CA linkedin.com/…": a US or Canadian "City, ST" inside a
  // contact line set with spaces only.
  for (const match of text.matchAll(/\b(\p{Lu}[\p{Ll}.'’-]+(?: \p{Lu}[\p{Ll}.'’-]+){0,2}), ([A-Z]{2})\b( \d{5}(?:-\d{4})?\b)?/gu))
    if (REGION_CODES.has(match[2])) return `${match[1]}, ${match[2]}${match[3] ?? ''}`
  return ''
}

/** "LinkedIn", "Portfolio", "E-Mail": a link's or a field's label, no town. */
const LINK_LABEL = /^(linkedin|github|gitlab|xing|portfolio|website|web|webseite|site|blog|behance|dribbble|twitter|instagram|facebook|youtube|e-?mail|mail|phone|telephone|telefon|telefoon|t[eé]l[eé]phone|tel[eé]fono|telefone|tel|fon|handy|mobile|mobil|mobiel|portable|celular|cell|whatsapp|skype|telegram|contact|kontakt|adresse|address|adres|cv|resume|curriculum|references?|available|open to work|remote|hybrid|homepage|freelance|freelancer|student|graduate|junior|senior)$/i

/** "Jane Roe, PhD": letters after a name, not a region. */
export const POST_NOMINAL = /(?:,\s*(ph\.?\s?d|mba|md|cpa|aca|acca|cfa|pmp|pe|rn|bsn|msn|np|dnp|lpn|esq|jr|sr|ii|iii|msc|bsc|ma|ba|m\.?\s?ed|ed\.?\s?d|m\.?\s?s|b\.?\s?s|m\.?\s?a|b\.?\s?a)\.?)+$/i

const PLACE_WORDS = String.raw`\p{Lu}[\p{L}.'’-]*(?:[ -](?:\p{Lu}[\p{L}.'’-]*|de|da|do|dos|das|del|la|le|of|the|am|an|upon|on|sur|sul))*`
const TOWN_AND_REGION = new RegExp(`^(?:\\d{4,6}\\s+)?${PLACE_WORDS}(?:\\s*(?:,|\\s[–—-]\\s)\\s*${PLACE_WORDS}){1,2}(?:\\s+\\d{4,6})?$`, 'u')
