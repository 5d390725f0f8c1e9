import type { LinkStatus } from '../../src/lib/linkCheck/engine/types'

/**
 * The kinds of link in npm run bench:links, how many of each (2,000 in all), and the verdict a
 * person opening the link would reach: the truth both checkers are measured against. The shares
 * are a job board's: most links work (80% plain 200s), and every kind of trouble is there.
 */
export type LinkKind = {
  kind: string
  count: number
  truth: LinkStatus
  /** Why that is the truth, for the comparison table. */
  note: string
  /** Hosts of their own (rate limiting, bot walls are a host's behaviour, not a link's). */
  hosts?: 'rate-limited' | 'always-429'
}

export const LINK_KINDS: LinkKind[] = [
  { kind: 'ok', count: 1590, truth: 'valid', note: 'the page is there' },
  { kind: 'head-405', count: 60, truth: 'valid', note: 'HEAD refused (405), GET serves the page' },
  { kind: 'head-404', count: 10, truth: 'valid', note: 'HEAD answers 404, GET serves the page' },
  { kind: 'not-found', count: 80, truth: 'broken', note: '404' },
  { kind: 'gone', count: 40, truth: 'broken', note: '410' },
  { kind: 'flaky-500', count: 20, truth: 'valid', note: '500 twice, then the page' },
  {
    kind: 'always-500',
    count: 5,
    truth: 'unknown',
    note: 'server error on every try: no proof the posting is gone',
  },
  {
    kind: 'rate-limited',
    count: 30,
    truth: 'valid',
    note: 'its host allows 3 requests/s, 429 + Retry-After: 1 beyond',
    hosts: 'rate-limited',
  },
  {
    kind: 'always-429',
    count: 10,
    truth: 'unknown',
    note: '429 + Retry-After: 1 on every try',
    hosts: 'always-429',
  },
  {
    kind: 'forbidden',
    count: 30,
    truth: 'blocked',
    note: '403 to robots; people may see the page',
  },
  {
    kind: 'cloudflare',
    count: 15,
    truth: 'blocked',
    note: 'Cloudflare challenge (403, cf-mitigated)',
  },
  { kind: 'unauthorized', count: 5, truth: 'blocked', note: '401' },
  { kind: 'status-999', count: 5, truth: 'blocked', note: "LinkedIn's 999" },
  { kind: 'slow', count: 15, truth: 'valid', note: 'answers after 1.5 s' },
  { kind: 'redirect-chain', count: 40, truth: 'valid', note: '3 redirects, then the page' },
  { kind: 'redirect-to-404', count: 5, truth: 'broken', note: '2 redirects, then 404' },
  { kind: 'redirect-loop', count: 5, truth: 'unknown', note: 'A → B → A: no page to judge' },
  {
    kind: 'closed-posting',
    count: 20,
    truth: 'broken',
    note: 'redirects to a 200 page saying "this job is no longer available"',
  },
  {
    kind: 'ats-error',
    count: 10,
    truth: 'broken',
    note: "redirects to the board's ?error=true page (Greenhouse's closed posting)",
  },
  { kind: 'refused', count: 5, truth: 'broken', note: 'nothing listens: connection refused' },
]

export const TOTAL_LINKS = LINK_KINDS.reduce((sum, kind) => sum + kind.count, 0)
