import { eligibilityOf } from '../places/eligibility'

/**
 * The words hiring systems write for where the work is done, in the languages their boards use.
 * The classifier (workplace.ts) and the hiring locations (hiringLocations.ts) read the same ones.
 */

/** No accents, typographic apostrophes made plain, single spaces: "Télétravail" → "Teletravail". */
const foldAccents = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

/** Lower case as well: the form the patterns below are written for. */
export const plainText = (text: string) => foldAccents(text).toLowerCase()

/** "Not remote", "no remote", "remote not possible": said to be on-site, whatever else the text says. */
const NOT_REMOTE =
  /\b(?:not|no|non)[- ]remote\b|\bremote (?:is )?not (?:possible|available|an option)\b/

/** Remote words that mean remote wherever they stand, a job's title included. */
const REMOTE_WORDS = [
  'remote(?:ly)?',
  'wfh',
  'work(?:ing)?[- ]from[- ]home',
  'telecommut\\w*',
  'telework\\w*',
  'teletravail',
  'teletrabajo',
  'remot[oa]',
  '(?:travail|poste) a distance',
  'homeoffice',
  'home-office',
  'thuiswerk\\w*',
  'zdaln\\w*',
]

/** Words that mean remote in a location, not in a title ("Distributed Systems Engineer", "Virtual Assistant"). */
const LOCATION_ONLY_REMOTE_WORDS = ['anywhere', 'home[- ]based', 'distributed', 'virtual']

const wordsPattern = (words: string[], flags = '') =>
  new RegExp(`\\b(?:${words.join('|')})\\b`, flags)

/**
 * Remote in a location's text. "Home office" with a space is not here: in English it can name a
 * head office ("Home Office - Dallas, TX"), so homeOfficeMeansRemote decides it.
 */
const REMOTE = wordsPattern([...REMOTE_WORDS, ...LOCATION_ONLY_REMOTE_WORDS])

/** Remote in a title. */
const REMOTE_IN_TITLE = wordsPattern(REMOTE_WORDS)

/** Office days named outright: "3 days in office", "2-3 days per week in the office", "in-office 2 days". */
const OFFICE_DAYS =
  /\b(?:\d+|one|two|three|four)\s*(?:-\s*\d+\s*)?(?:days?|x)\s*(?:(?:per|a|\/)\s*week\s*)?(?:in|at|from)\s*(?:the\s*)?office\b|\bin[- ]office\s*\d/

const HYBRID_WORDS =
  /\b(?:hybrid\w*|hybride|hibrid[oa]|ibrid[oa]|hybrydow\w*|semi[- ]remote|partial(?:ly)? remote|partly remote)\b/
/** Hybrid in any form, and office days: "Hybrid", "hybride", "híbrido", "3 days in office", "partially remote". */
const saysHybrid = (plain: string) => HYBRID_WORDS.test(plain) || OFFICE_DAYS.test(plain)

const ONSITE =
  /\bon[- ]?site\b|\bin[- ]office\b|\boffice[- ]based\b|\bin[- ]person\b|\bpresencial\b|\bpresentiel\b|\bvor ort\b|\bin sede\b/

/** Words beside a remote word that say nothing of where: "Fully remote", "Remote job", "Remote-Friendly (Travel-Required)". */
const WORKPLACE_NOISE = [
  /\b(?:not|no|non)[- ]remote\b/gi,
  wordsPattern([...REMOTE_WORDS, 'home office', 'home[- ]based', 'distributed', 'virtual'], 'gi'),
  /\b(?:hybrid\w*|hybride|on[- ]?site|in[- ]office|office[- ]based|in[- ]person)\b/gi,
  /\b(?:travel[- ]required|with travel|some travel)\b/gi,
  /\b100 ?%|\b(?:fully|full|first|friendly|ok|okay|possible|eligible|optional|only|preferred|job|role|position|opportunity|work|working|model|schedule|setup|arrangement|based|located|from|in|within|across|anywhere in)\b/gi,
]

const PUNCTUATION_AT_ENDS = /^[\s\-–—:,;./|&+*]+|[\s\-–—:,;./|&+*]+$/g

/**
 * A text's place, the workplace words taken out: "Remote (United States)" → "United States",
 * "Remote - EMEA" → "EMEA", "Remote job" → "". Accents are dropped (the place is read, not shown).
 */
export const withoutWorkplaceWords = (text: string): string => {
  let rest = foldAccents(text)
  for (const pattern of WORKPLACE_NOISE) rest = rest.replace(pattern, ' ')
  return rest
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(PUNCTUATION_AT_ENDS, '')
    .replace(/^\(\s*(.*?)\s*\)$/, '$1')
    .replace(/^the\s+/i, '')
    .trim()
}

/** Whether a text names a country, a region or everywhere that the board's eligibility reader knows. */
export const readsAsPlace = (text: string): boolean => {
  if (!text.trim()) return false
  const { unmatched } = eligibilityOf([text])
  return unmatched.length === 0 && withoutWorkplaceWords(text) !== ''
}

/**
 * "Home office" is remote in German and Brazilian boards ("Home Office", "Home office, Germany"),
 * but a head office in some American ones ("Home Office - Dallas, TX"): remote when nothing else
 * is named, or only a country or region; not when a city is.
 */
const homeOfficeMeansRemote = (text: string) => {
  const rest = withoutWorkplaceWords(text)
  return rest === '' || readsAsPlace(rest)
}

/**
 * What one text says of the workplace, if anything. Remote beats on-site ("Remote or on-site");
 * hybrid beats both. In a title only the words that mean remote there count (not "Distributed").
 */
export const workplaceSaidIn = (
  text: string,
  where: 'location' | 'title' = 'location',
): 'remote' | 'hybrid' | 'onsite' | null => {
  const plain = plainText(text)
  if (NOT_REMOTE.test(plain)) return 'onsite'
  if (saysHybrid(plain)) return 'hybrid'
  if ((where === 'title' ? REMOTE_IN_TITLE : REMOTE).test(plain)) return 'remote'
  if (/\bhome office\b/.test(plain) && homeOfficeMeansRemote(text)) return 'remote'
  if (ONSITE.test(plain)) return 'onsite'
  return null
}

/** Office days named outright ("3 days in office"): hybrid even beside other words. */
export const namesOfficeDays = (text: string) => OFFICE_DAYS.test(plainText(text))
