/** What closed-posting pages of applicant-tracking systems and career sites say (lower case). */
export const CLOSED_POSTING_PHRASES = [
  'no longer available',
  'no longer accepting applications',
  'no longer open',
  'no longer active',
  'no longer posted',
  'not accepting applications',
  'applications are closed',
  'applications have closed',
  'position has been filled',
  'position has been closed',
  'position is closed',
  'position is no longer',
  'job has been filled',
  'job has been closed',
  'job has expired',
  'job is closed',
  'job is no longer',
  'job not found',
  'job posting has expired',
  'job posting is closed',
  'posting has closed',
  'posting has expired',
  'posting is no longer',
  'role has been filled',
  'role is no longer',
  'this role is closed',
  'vacancy has been filled',
  'vacancy is closed',
  'opening is no longer',
  'the job you are looking for',
  'the position you are looking for',
] as const

/** Lower-cased text with tags, entities and runs of white space reduced, curly quotes made straight. */
export const plainText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&#39;|&#x27;|&rsquo;|[\u2018\u2019]/gi, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase()

export const closedPhraseIn = (text: string): string | null =>
  CLOSED_POSTING_PHRASES.find((phrase) => text.includes(phrase)) ?? null

/** The title and top headings of a page: where a page that is itself the posting says it closed. */
export const headlines = (html: string) =>
  [...html.matchAll(/<(title|h1|h2)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((match) => match[2]).join(' ')

const ERROR_QUERY = /^(error|not_?found|expired|closed|job_?closed)$/i
const ERROR_SEGMENT =
  /^(404|error|errors|not-?found|notfound|page-?not-?found|job-?not-?found|expired|closed|job-?closed|gone)$/i

/**
 * An applicant-tracking error page: Greenhouse's `?error=true`, Workable's `?not_found=true`,
 * paths ending in /404, /not-found, /error, /expired …
 */
export const looksLikeAtsErrorPage = (url: URL): string | null => {
  for (const [key, value] of url.searchParams) {
    if (ERROR_QUERY.test(key) && /^(true|1|yes)?$/i.test(value))
      return `?${key}${value ? `=${value}` : ''}`
  }
  const last = url.pathname.split('/').filter(Boolean).pop() ?? ''
  return ERROR_SEGMENT.test(last.replace(/\.html?$/, '')) ? `/${last}` : null
}

const pageKey = (url: URL) =>
  `${url.hostname.toLowerCase().replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '').toLowerCase()}`

/** Redirects between http and https, www and not, or adding a slash still land on the same page. */
export const isSamePage = (a: URL, b: URL) => pageKey(a) === pageKey(b)

/**
 * A posting that redirects up its own path (/acme/jobs/123 → /acme/jobs or /acme): the job board
 * sends visitors of a closed posting to its list.
 */
export const redirectedUpTheTree = (from: URL, to: URL) => {
  if (from.hostname.replace(/^www\./, '') !== to.hostname.replace(/^www\./, '')) return false
  const source = from.pathname.split('/').filter(Boolean)
  const target = to.pathname.split('/').filter(Boolean)
  return (
    source.length >= 2 &&
    target.length < source.length &&
    target.every((segment, i) => segment === source[i])
  )
}
