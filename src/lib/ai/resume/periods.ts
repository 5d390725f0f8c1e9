/** Month names and their short forms in English, Spanish, Catalan, Portuguese, French, German, Italian, Dutch, Polish, Romanian, Czech, Turkish and the Nordic languages. */
const MONTH_NAMES =
  'pa\u017adziernika|pa\u017adziernik|wrze\u015bnia|wrzesie\u0144|listopada|listopad|sierpnia|sierpie\u0144|kwietnia|kwiecie\u0144|czerwca|czerwiec|stycznia|stycze\u0144|grudnia|grudzie\u0144|marzec|marca|lutego|lipca|lipiec|luty|maja|septembrie|octombrie|noiembrie|decembrie|februarie|ianuarie|aprilie|martie|iunie|iulie|augusti|prosinec|\u010dervenec|\u010derven|b\u0159ezen|kv\u011bten|duben|srpen|\u0159\u00edjen|leden|\u00fanor|z\u00e1\u0159\u00ed|a\u011fustos|haziran|temmuz|\u015fubat|may\u0131s|aral\u0131k|kas\u0131m|eyl\u00fcl|nisan|ocak|ekim|marts|mart|maj|'
  + 'setembre|desembre|juliol|febrer|gener|juny|maig|augustus|februari|januari|maart|mrt|mei|septiembre|september|setiembre|noviembre|diciembre|fevereiro|septembre|settembre|february|november|december|setembro|novembro|dezembro|novembre|décembre|dezember|febbraio|dicembre|january|october|febrero|octubre|janeiro|outubro|janvier|février|juillet|octobre|februar|oktober|gennaio|ottobre|august|agosto|januar|aprile|maggio|giugno|luglio|march|april|enero|marzo|abril|junio|julio|março|junho|julho|avril|june|july|sept|mayo|maio|mars|juin|août|janv|févr|juil|märz|juni|juli|may|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|fev|mai|set|out|dez|avr|déc|okt|gen|mag|giu|lug|ott'
// A month is a whole word ("Marketing 2020" is no date).
const MONTH = `(?:${MONTH_NAMES})(?![\\p{L}])\\.?,?`
const OPEN_END =
  "(?:present|current|now|today|ongoing|date|till date|to date|presente|actualidad|actual|atualidade|atual|hoje|aujourd['’]hui|pr\u00e9sent|en cours|\u00e0 ce jour|heute|laufend|derzeit|obecnie|nadal|do chwili obecnej|p\u00e5g\u00e5ende|nuvarande|dags dato|i dag|dosud|sou\u010dasnost|prezent|g\u00fcn\u00fcm\u00fcz|halen|aktuell|jetzt|gegenw\u00e4rtig|momentan|actualmente|atualmente|hasta la fecha|at\u00e9 o momento|oggi|attuale|attualmente|ad oggi|in corso|heden|nu|\u2026|\\.{3})(?![\\p{L}])"
const SEASON = '(?:spring|summer|fall|autumn|winter)s?'
const YEAR = "(?:19|20)\\d{2}|['’]\\d{2}"
/** "2013-10", "2013-01-01", "2013/10": dates written year first, as data exports print them. */
const ISO = '(?:19|20)\\d{2}[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\\d|3[01]))?(?!\\d)'
/** "2020-Aug": a year and a month's name, as some themes print them. */
const YEAR_MONTH = `(?:19|20)\\d{2}-(?:${MONTH_NAMES})(?![\\p{L}])`
// "Apr 21": a month and a two-digit year, as narrow date columns print them.
// "março de 2020": Spanish and Portuguese put "de" between the month and the year.
// "mar/2019": a month and its year with a slash, as Brazilian CVs write them.
// "2020, Jul-Okt.": a year, then the months of it, as German CVs write a short job.
// "May-August 2017": two months of one year, as a summer's job prints its dates.
// "October 5, 2015": a month, a day and a year, as US resumes write a day.
// "2019 August": a year, then its month written out, as some German CVs write it ("2019 set up" is no date).
const MONTH_WRITTEN_OUT = `(?:${MONTH_NAMES.split('|').filter((name) => name.length >= 4).join('|')})(?![\\p{L}])`
const POINT = `(?:${YEAR_MONTH}|${ISO}|(?:19|20)\\d{2}\\s+${MONTH_WRITTEN_OUT}|(?:19|20)\\d{2},?\\s+${MONTH}\\s*[-–]\\s*${MONTH}|${MONTH}\\s*[-–]\\s*${MONTH}\\s+(?:${YEAR})|${MONTH}\\s+\\d{1,2},\\s+(?:${YEAR})|(?:(?:${MONTH}|${SEASON})(?:\\s+|\\/)(?:de\\s+|del\\s+)?)?(?:\\d{1,2}[/.-]){0,2}(?:${YEAR})|${MONTH}\\s+\\d{2}(?![\\d/.:]))`
// "2022-01 —" with nothing after the dash: a job still held.
// "2013–16": a year and the next one's last two digits, after a dash that is no hyphen (2013-10 is a month).
// "2019/2021": two years with a slash, as French and Spanish CVs write a period.
// "01.08.2020 - 10.07.21", "08.2020 - 07.21": a German period whose end gives its year in two digits.
const RANGE = new RegExp(`(?:\\d{1,2}\\.)?\\d{1,2}\\.(?:19|20)\\d{2}\\s*[-–]\\s*(?:\\d{1,2}\\.)?\\d{1,2}\\.\\d{2}(?![\\d/.:])|(?:19|20)\\d{2}\\s*[–—]\\s*\\d{2}(?![\\d/.:])|(?:19|20)\\d{2}\\/(?:19|20)\\d{2}(?!\\d)|(?:(?:since|desde|depuis|seit|dal)\\s+${POINT})|${POINT}\\s*(?:[-–—‒]|to|until|till|bis|hasta|at\u00e9|au|a|t\\/m|tot)\\s*(?:\\(?(?:projected|expected|anticipated)\\)\\s*)?(?:${POINT}|${OPEN_END})|${POINT}\\s*[–—]\\s*(?=$|\\s*[|:])|${POINT}`, 'iu')

const MONTH_ALONE = new RegExp(`^(?:${MONTH_NAMES})$`, 'iu')

/** "Januari", "JUNI", "sept": a month's name or its short form, alone. */
export const isMonthName = (word: string) => MONTH_ALONE.test(word)

/** A period as the resume prints it: "Jan. 2019 – Present", "Summer 2022", "06/2019 - 08/2021", "2013-10 — Present", "2020". */
export const findPeriod = (text: string) => text.match(RANGE)?.[0].trim() ?? ''

const SINGLE_POINT = new RegExp(`^(?:${POINT})$`, 'iu')
const POINT_OR_OPEN_END = new RegExp(`^(?:${POINT}|${OPEN_END})$`, 'iu')
const OPEN_END_ALONE = new RegExp(`^${OPEN_END}$`, 'iu')

/** "present", "obecnie", "heute": a period's open end written alone, as a column under its start prints it. */
export const isOpenEnd = (text: string) => OPEN_END_ALONE.test(text.trim())

/**
 * "2021" over "present", "2018" over "2021": a period whose ends a theme stacks on lines of their
 * own (a line drawn between them), as one period; null when the two are no such pair.
 */
export const stackedPeriod = (start: string, end: string) =>
  SINGLE_POINT.test(start.trim()) && POINT_OR_OPEN_END.test(end.trim()) && !endsBefore(start, end) ? `${start.trim()} – ${end.trim()}` : null

/** "2019" over "2015": the next entry's year, not this one's end (a period never ends before it starts). */
const endsBefore = (start: string, end: string) => {
  const [from, to] = [start, end].map((point) => Number(point.match(/(?:19|20)\d{2}/)?.[0] ?? NaN))
  return to < from
}

/** The text without its period (and the brackets or separators it leaves behind). */
export const withoutPeriod = (text: string, period: string) =>
  period
    ? text
        .replace(period, ' ')
        .replace(/\(\s*\)|\[\s*\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        // "2022 – 2024 : Master MIAGE": a colon after the period, as French CVs set it.
        .replace(/^[|,•·–—:-]\s*|\s*[|,•·–—/-]$/g, '')
        .trim()
    : text.trim()

// ─── Periods of study (added for the education reader; what is above is unchanged) ───────────
// CVs in German, Spanish, Portuguese and French end a course still followed with "Jetzt",
// "actualmente", "actuellement"; English ones with "currently".
const STUDY_OPEN_END = `(?:${OPEN_END}|currently|jetzt|aktuell|bis heute|actualmente|atualmente|en curso|cursando|actuellement)(?![\\p{L}])`
/**
 * "2014 Juli": a year and then its month, as German CVs print them; "Expected 05/23": a degree's
 * end still to come, with a month and a two-digit year.
 */
const STUDY_POINT = `(?:(?:${YEAR})\\s+${MONTH}|(?:expected|anticipated|voraussichtlich)\\s+(?:0?[1-9]|1[0-2])/\\d{2}(?!\\d)|${POINT})`
/** "2023/2025": a year over a year, with a slash. */
const STUDY_RANGE = new RegExp(
  `(?:19|20)\\d{2}\\s*/\\s*(?:19|20)\\d{2}(?!\\d)|${STUDY_POINT}\\s*(?:[-–—‒]|to|until|bis|hasta|at\u00e9|au|a)\\s*(?:${STUDY_POINT}|${STUDY_OPEN_END})|${STUDY_POINT}`,
  'iu',
)

/**
 * A period of study: the shapes findPeriod reads, and the longer ones above ("2018 – currently",
 * "2019 Oktober - heute", "11/2024 – Jetzt", "2023/2025", "Expected 05/23").
 */
export const findStudyPeriod = (text: string) => {
  const period = findPeriod(text)
  const study = text.match(STUDY_RANGE)?.[0].trim() ?? ''
  return study.length > period.length ? study : period
}
