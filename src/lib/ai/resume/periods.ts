const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?,?'
const SEASON = '(?:spring|summer|fall|autumn|winter)s?'
const YEAR = "(?:19|20)\\d{2}|['’]\\d{2}"
/** "2013-10", "2013-01-01", "2013/10": dates written year first, as data exports print them. */
const ISO = '(?:19|20)\\d{2}[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\\d|3[01]))?(?!\\d)'
// "Apr 21": a month and a two-digit year, as narrow date columns print them.
const POINT = `(?:${ISO}|(?:(?:${MONTH}|${SEASON})\\s+)?(?:\\d{1,2}[/.-])?(?:${YEAR})|${MONTH}\\s+\\d{2}(?![\\d/.:]))`
const OPEN_END = '(?:present|current|now|today|ongoing|date)'
// "2022-01 —" with nothing after the dash: a job still held.
const RANGE = new RegExp(`(?:since\\s+${POINT})|${POINT}\\s*(?:[-–—‒]|to|until|till)\\s*(?:${POINT}|${OPEN_END})|${POINT}\\s*[–—]\\s*(?=$|\\s*[|:])|${POINT}`, 'i')

/** A period as the resume prints it: "Jan. 2019 – Present", "Summer 2022", "06/2019 - 08/2021", "2013-10 — Present", "2020". */
export const findPeriod = (text: string) => text.match(RANGE)?.[0].trim() ?? ''

/** The text without its period (and the brackets or separators it leaves behind). */
export const withoutPeriod = (text: string, period: string) =>
  period
    ? text
        .replace(period, ' ')
        .replace(/\(\s*\)|\[\s*\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[|,•·–—-]\s*|\s*[|,•·–—-]$/g, '')
        .trim()
    : text.trim()
