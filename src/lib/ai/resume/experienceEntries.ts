import type { ParsedResume } from '../schemas/resume'

type Experience = ParsedResume['experience'][number]
type Education = ParsedResume['education'][number]

/** The spec: an experience bullet starts with a bullet, a dash or an asterisk. */
export const BULLET = /^[•\-*–]\s*/
export const isBullet = (line: string) => BULLET.test(line)

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?'
const POINT = `(?:${MONTH}\\s+)?(?:\\d{1,2}/)?(?:19|20)\\d{2}`
const PERIOD = new RegExp(
  `${POINT}\\s*(?:[-–—]|to)\\s*(?:${POINT}|present|current|now)|${POINT}`,
  'i',
)

export const findPeriod = (line: string) => line.match(PERIOD)?.[0].trim() ?? ''

/** "Title | Company | 2021 - Present", "Title at Company, 2019–2021", "Title — Company (2020)". */
const JOB_SEPARATORS = /\s*(?:\||•|\s[-–—]\s|,|\sat\s|@)\s*/i
const SCHOOL_SEPARATORS = /\s*(?:\||•|\s[-–—]\s|,)\s*/

const headerParts = (line: string, separators = JOB_SEPARATORS) => {
  const period = findPeriod(line)
  const rest = line
    .replace(period, ' ')
    .replace(/[()]/g, ' ')
    .split(separators)
    .map((part) => part.trim())
    .filter(Boolean)
  return { first: rest[0] ?? '', second: rest.slice(1).join(', '), period }
}

/** A wrapped bullet's second line: not a bullet, no dates, and it does not read as a new heading. */
const continuesBullet = (line: string, previous: string | undefined) =>
  previous !== undefined &&
  !findPeriod(line) &&
  !line.includes('|') &&
  (/^[\p{Ll}\d%(]/u.test(line) || !/[.!?]$/.test(previous))

/** Experience entries: a line that is not a bullet opens an entry; bullets describe it. */
export const experienceEntries = (lines: string[]): Experience[] => {
  const entries: Experience[] = []
  for (const line of lines) {
    const current = entries.at(-1)
    if (isBullet(line)) {
      const text = line.replace(BULLET, '').trim()
      if (!current) entries.push({ title: '', company: '', period: '', description: [text] })
      else if (text) current.description.push(text)
      continue
    }
    const lastBullet = current?.description.at(-1)
    if (current && current.description.length > 0 && continuesBullet(line, lastBullet)) {
      current.description[current.description.length - 1] = `${lastBullet} ${line}`
      continue
    }
    const { first, second, period } = headerParts(line)
    // "Senior Engineer" then "Brightwave | 2021 - Present": the second line completes the entry.
    if (
      current &&
      current.description.length === 0 &&
      !second &&
      (!current.company || !current.period)
    ) {
      if (!current.company) current.company = first
      if (!current.period) current.period = period
      continue
    }
    entries.push({ title: first, company: second, period, description: [] })
  }
  return entries
}

/** Education lines: "B.S. Computer Science | University of Texas | 2014 - 2018". */
export const educationEntries = (lines: string[]): Education[] =>
  lines
    .filter((line) => !isBullet(line) || line.replace(BULLET, '').trim())
    .map((line) => {
      const { first, second, period } = headerParts(line.replace(BULLET, ''), SCHOOL_SEPARATORS)
      return { degree: first, school: second, period }
    })
