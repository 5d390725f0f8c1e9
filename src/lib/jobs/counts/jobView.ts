import type { Payload } from 'payload'

import { poolOf } from '@/lib/db/pool'
import { siteUrl } from '@/lib/site/siteUrl'

import { countedJobBySlug } from './applyClick'
import { countJobVisitLater, isPrefetch, visitorOf } from './countJobVisit'
import { isJobCountSource, type JobCountSource } from './countSource'

/** The body the job page's beacon sends (src/components/jobs/JobViewBeacon.tsx), and nothing else. */
export type JobViewBeacon = { slug: string; source: JobCountSource }

export const NOT_A_VIEW = 'This address takes the job page\'s view beacon: POST {"slug", "source"} as JSON from the page.'

const answer = (status: 204 | 400) =>
  status === 204
    ? new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
    : Response.json({ errors: [{ message: NOT_A_VIEW }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Whether a request looks like the page's own beacon: JSON, and, from a browser that says so
 * (Sec-Fetch-*, Origin), sent by a script of this site rather than a link, a form or another site.
 */
const fromThePage = (request: Request) => {
  const { headers } = request
  if ((headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') return false
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin') return false
  const mode = headers.get('sec-fetch-mode')
  if (mode && mode === 'navigate') return false
  const origin = headers.get('origin')
  if (!origin) return true
  try {
    return siteHosts(request).includes(new URL(origin).host)
  } catch {
    return false // "null" (a sandboxed frame, a file) or garbage: not this site's page
  }
}

/** The names this site answers to: the request's own, the proxy's forwarded one, and SITE_URL's. */
const siteHosts = (request: Request) =>
  [new URL(request.url).host, request.headers.get('host'), request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(), new URL(siteUrl()).host].filter(Boolean)

const beaconOf = (body: unknown): JobViewBeacon | null => {
  if (!body || typeof body !== 'object') return null
  const { slug, source } = body as Record<string, unknown>
  if (typeof slug !== 'string' || !slug || slug.length > 300 || !isJobCountSource(source)) return null
  return { slug, source }
}

/**
 * POST /api/job-views: a job page was seen. Counted with the apply clicks' rules (bots, bursts and
 * repeats within the hour left out), for a listed job only. Answers 204 whether or not it counted
 * (the page does not care, and a bot learns nothing); 400 to a request that is not the beacon. No
 * cookie is read or set. The count is awaited: nobody waits for this answer.
 */
export const answerJobView = async (request: Request, { payload, now = new Date() }: { payload: Payload; now?: Date }) => {
  if (!fromThePage(request)) return answer(400)
  const beacon = beaconOf(await request.json().catch(() => null))
  if (!beacon) return answer(400)
  if (isPrefetch(request.method, request.headers)) return answer(204)
  const job = await countedJobBySlug(poolOf(payload), beacon.slug, now)
  if (job?.listed) await countJobVisitLater(payload, { jobId: job.id, kind: 'view', source: beacon.source, visitor: visitorOf(request.headers), now })
  return answer(204)
}
