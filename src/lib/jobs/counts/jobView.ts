import type { Payload } from 'payload'

import { poolOf } from '@/lib/db/pool'
import { siteUrl } from '@/lib/site/siteUrl'

import { countedJobBySlug } from './applyClick'
import { countJobVisitLater, isPrefetch, visitorOf } from './countJobVisit'
import { isJobCountSource, type JobCountSource } from './countSource'

/** The body the job page's beacon sends (src/components/jobs/JobViewBeacon.tsx), and nothing else. */
export type JobViewBeacon = { slug: string; source: JobCountSource }

export const NOT_A_VIEW = 'This address takes the job page\'s view beacon: POST {"slug", "source"} as JSON from the page.'

/** What the route hands over of a request: plain values, no Request. */
export type ViewRequest = { method: string; url: string; headers: Headers; body: unknown }

/**
 * Whether a request looks like the page's own beacon: JSON, and, from a browser that says so
 * (Sec-Fetch-*, Origin), sent by a script of this site rather than a link, a form or another site.
 */
const fromThePage = ({ url, headers }: Pick<ViewRequest, 'url' | 'headers'>) => {
  if ((headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') return false
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin') return false
  const mode = headers.get('sec-fetch-mode')
  if (mode && mode === 'navigate') return false
  const origin = headers.get('origin')
  if (!origin) return true
  try {
    return siteHosts(url, headers).includes(new URL(origin).host)
  } catch {
    return false // "null" (a sandboxed frame, a file) or garbage: not this site's page
  }
}

/** The names this site answers to: the request's own, the proxy's forwarded one, and SITE_URL's. */
const siteHosts = (url: string, headers: Headers) =>
  [new URL(url).host, headers.get('host'), headers.get('x-forwarded-host')?.split(',')[0]?.trim(), new URL(siteUrl()).host].filter(Boolean)

const beaconOf = (body: unknown): JobViewBeacon | null => {
  if (!body || typeof body !== 'object') return null
  const { slug, source } = body as Record<string, unknown>
  if (typeof slug !== 'string' || !slug || slug.length > 300 || !isJobCountSource(source)) return null
  return { slug, source }
}

/**
 * POST /api/job-views: a job page was seen. Counted with the apply clicks' rules (bots, bursts and
 * repeats within the hour left out), for a listed job only. 'not-a-view' for a request that is not
 * the page's beacon; 'taken' otherwise, whether or not it counted (the page does not care, and a
 * bot learns nothing). No cookie is read or set.
 */
export const recordJobView = async (payload: Payload, request: ViewRequest, now = new Date()): Promise<'taken' | 'not-a-view'> => {
  if (!fromThePage(request)) return 'not-a-view'
  const beacon = beaconOf(request.body)
  if (!beacon) return 'not-a-view'
  if (isPrefetch(request.method, request.headers)) return 'taken'
  const job = await countedJobBySlug(poolOf(payload), beacon.slug, now)
  if (job?.listed) await countJobVisitLater(payload, { jobId: job.id, kind: 'view', source: beacon.source, visitor: visitorOf(request.headers), now })
  return 'taken'
}
