import { BOARD_PATTERNS } from './boardPatterns'
import { MAX_SCANNED_HTML } from './limits'
import type { AtsKind } from './types'

export type DetectedBoard = { kind: AtsKind; board: string }

// First path segments that are the ATS's own pages, not a board: Workable's `/j/{shortcode}` job
// links do not name the account.
const NOT_BOARDS: Partial<Record<AtsKind, ReadonlySet<string>>> = {
  workable: new Set(['j', 'api', 'careers']),
  smartrecruiters: new Set(['oneclick-ui', 'external-referrals', 'sr-jobs']),
  recruitee: new Set([
    'www',
    'app',
    'api',
    'docs',
    'career',
    'careers',
    'support',
    'blog',
    'help',
    'status',
    'cdn',
  ]),
  personio: new Set(['www']),
}

/** The board id from a path segment, query value or host label: URL-decoded and checked against its kind's pattern. */
const checked = (kind: AtsKind, raw: string | null | undefined): DetectedBoard | null => {
  if (!raw) return null
  let board: string
  try {
    board = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (NOT_BOARDS[kind]?.has(board.toLowerCase())) return null
  return BOARD_PATTERNS[kind].test(board) ? { kind, board } : null
}

/** An address with or without its scheme (`jobs.lever.co/acme`, `//jobs.lever.co/acme`); http(s) only. */
const parseUrl = (address: string, base?: string): URL | null => {
  const text = address.trim()
  const full = /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//') ? text : `https://${text}`
  if (!URL.canParse(full, base)) return null
  const url = new URL(full, base)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
}

/**
 * The board a careers link points to: a board's page or any page under it (`/jobs/123`, a query),
 * an embed, or the board's API address. Null for anything else.
 */
export const boardFromUrl = (address: string): DetectedBoard | null => {
  const url = parseUrl(address)
  if (!url) return null
  const host = url.hostname.replace(/\.$/, '')
  const [first, second, third] = url.pathname.split('/').filter(Boolean)
  switch (host) {
    case 'boards.greenhouse.io':
    case 'job-boards.greenhouse.io':
    case 'boards.eu.greenhouse.io':
    case 'job-boards.eu.greenhouse.io':
      // Embeds name the board in `for`: /embed/job_board?for=acme, /embed/job_board/js?for=acme.
      return first === 'embed'
        ? checked('greenhouse', url.searchParams.get('for'))
        : checked('greenhouse', first)
    case 'boards-api.greenhouse.io':
      return first === 'v1' && second === 'boards' ? checked('greenhouse', third) : null
    case 'jobs.lever.co':
      return checked('lever', first)
    case 'api.lever.co':
      return first === 'v0' && second === 'postings' ? checked('lever', third) : null
    case 'jobs.eu.lever.co':
    case 'api.eu.lever.co':
      // EU Lever boards are served by api.eu.lever.co, which the adapter does not read yet:
      // naming one would send its id to the global host, where it does not exist.
      return null
    case 'jobs.ashbyhq.com':
      return checked('ashby', first)
    case 'api.ashbyhq.com':
      return first === 'posting-api' && second === 'job-board' ? checked('ashby', third) : null
    case 'apply.workable.com':
      return first === 'api' ? workableApiBoard(url) : checked('workable', first)
    case 'careers.smartrecruiters.com':
    case 'jobs.smartrecruiters.com':
      return checked('smartrecruiters', first)
    case 'api.smartrecruiters.com':
      return first === 'v1' && second === 'companies' ? checked('smartrecruiters', third) : null
  }
  const recruitee = host.match(/^([^.]+)\.recruitee\.com$/)
  if (recruitee) return checked('recruitee', recruitee[1])
  const personio = host.match(/^([^.]+)\.jobs\.personio\.(?:de|com)$/)
  if (personio) return checked('personio', personio[1])
  return null
}

/** `/api/v1/widget/accounts/{slug}` and `/api/v1/accounts/{slug}`. */
const workableApiBoard = (url: URL) => {
  const match = url.pathname.match(/^\/api\/v\d+\/(?:widget\/)?accounts\/([^/]+)/)
  return match ? checked('workable', match[1]) : null
}

// Any address on an ATS's domain, with or without its scheme, up to a quote, space or bracket.
const ATS_ADDRESS =
  /(?<![\w.-])((?:https?:)?\/\/)?((?:[a-z0-9-]+\.)*(?:greenhouse\.io|lever\.co|ashbyhq\.com|workable\.com|recruitee\.com|smartrecruiters\.com|personio\.(?:de|com)))(\/[^\s"'<>`\\()]*)?/gi

// Greenhouse's embed settings naming the board without an address: `Grnhse.Settings = { boardToken: 'acme' }`.
const GRNHSE_TOKEN = /grnhse[\s\S]{0,200}?\bboard_?token["']?\s*[:=]\s*["']([a-z0-9_-]+)["']/gi

/** The page's text with the escapes that hide addresses in attributes and inline JSON undone. */
const unescaped = (html: string) =>
  html
    .replace(/\\u002f|\\\/|&#x2f;|&#47;|&sol;/gi, '/')
    .replace(/&amp;/gi, '&')
    .replace(/&quot;|&#34;/gi, '"')

/**
 * The boards a careers page embeds or links to (scripts, iframes, links, inline settings), most
 * seen first, each once. The page's own address counts once (a careers link that lands on a board).
 * Reads at most MAX_SCANNED_HTML characters: a scan of the text, no DOM.
 */
export const boardsInHtml = (html: string, pageUrl: string): DetectedBoard[] => {
  const seen = new Map<string, { board: DetectedBoard; count: number }>()
  const see = (board: DetectedBoard | null) => {
    if (!board) return
    const key = `${board.kind}:${board.board}`
    const entry = seen.get(key)
    if (entry) entry.count++
    else seen.set(key, { board, count: 1 })
  }
  const base = parseUrl(pageUrl)?.href
  see(base ? boardFromUrl(base) : null)
  const text = unescaped(html.slice(0, MAX_SCANNED_HTML))
  for (const [, scheme, host, path] of text.matchAll(ATS_ADDRESS)) {
    const url = parseUrl(`${scheme || 'https://'}${host}${path ?? ''}`, base)
    see(url ? boardFromUrl(url.href) : null)
  }
  for (const [, token] of text.matchAll(GRNHSE_TOKEN)) see(checked('greenhouse', token))
  return [...seen.values()].sort((a, b) => b.count - a.count).map(({ board }) => board)
}
