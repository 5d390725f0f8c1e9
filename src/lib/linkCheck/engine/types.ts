/** What the checker is asked about: a link (name, url, type), with the record it came from. */
export type LinkInput = {
  name: string
  url: string
  type: LinkType
  /** The company or job the link belongs to, so a run can update it. */
  id?: number | string
}

export type LinkType = 'company' | 'job'

/**
 * valid: the page is there. broken: it is gone (404, 410, no such host, refused, closed posting).
 * blocked: the site refuses robots. unknown: no answer worth trusting. tls_error: bad certificate.
 * Only broken ever deactivates a job.
 */
export type LinkStatus = 'valid' | 'broken' | 'blocked' | 'unknown' | 'tls_error'

export const LINK_CHECK_STATUSES: readonly LinkStatus[] = [
  'valid',
  'broken',
  'blocked',
  'unknown',
  'tls_error',
]

export type LinkResult = LinkInput & {
  status: LinkStatus
  /** The last HTTP status seen, null when no server answered. */
  httpStatus: number | null
  /** Where the redirects ended (the URL itself without redirects). */
  finalUrl: string
  redirects: number
  timeMs: number
  /** One line a person can act on: "HTTP 404", "no such host", "closed posting: …". */
  reason: string
  /** No server answered at all: counts towards the safety valve. */
  networkFailure: boolean
}

export type LinkCheckSummary = Record<LinkStatus, number> & {
  total: number
  networkFailures: number
}

export type LinkCheckReport = {
  results: LinkResult[]
  summary: LinkCheckSummary
  /** Most links failed for network reasons: the checker's own network is suspect, act on nothing. */
  inconclusive: boolean
  durationMs: number
}
