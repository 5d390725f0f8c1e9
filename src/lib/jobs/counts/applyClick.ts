import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { poolOf } from '@/lib/db/pool'
import { runSql } from '@/lib/db/runSql'
import { safeHref } from '@/lib/site/safeHref'
import { jobs } from '@/payload-generated-schema'

import { listedJobsSql } from '../listedRule'
import { type CountOutcome, countJobVisitLater, isPrefetch, visitorOf } from './countJobVisit'
import { isJobCountSource, type JobCountSource } from './countSource'

/** What the counting routes need to know of a job, read by its slug in one indexed query. */
export type CountedJob = { id: number; slug: string; jobUrl: string; listed: boolean }

export const countedJobBySlug = async (pool: Pool, slug: string, now: Date): Promise<CountedJob | null> => {
  const { rows } = await runSql<{ id: number; slug: string; job_url: string; listed: boolean }>(
    pool,
    sql`SELECT ${jobs.id} AS id, ${jobs.slug} AS slug, ${jobs.job_url} AS job_url, ${listedJobsSql(now)} AS listed
          FROM ${jobs} WHERE ${jobs.slug} = ${slug} LIMIT 1`,
  )
  const row = rows[0]
  return row ? { id: row.id, slug: row.slug, jobUrl: row.job_url, listed: Boolean(row.listed) } : null
}

/**
 * Where an apply click came from. The job page's script hands on its visit's source as `from`
 * (src/components/jobs/JobViewBeacon.tsx); without it (no script, a job card of the listing) the
 * browser's Sec-Fetch-Site says whether the click was on this site, another, or none. The Apply
 * links carry rel="noreferrer", so there is no Referer to read; a client without either header
 * is read from its Referer, if any.
 */
export const applySource = (url: URL, headers: Headers): JobCountSource => {
  const from = url.searchParams.get('from')
  if (isJobCountSource(from)) return from
  const site = headers.get('sec-fetch-site')
  if (site === 'same-origin' || site === 'same-site') return 'board'
  if (site === 'cross-site') return 'other-site'
  if (site === 'none') return 'direct'
  const referrer = headers.get('referer')
  if (!referrer) return 'direct'
  try {
    return new URL(referrer).host === url.host ? 'board' : 'other-site'
  } catch {
    return 'direct'
  }
}

/** Never stored by a browser or a shared cache, never indexed: each click must reach the server. */
const UNCACHED = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

const redirect = (location: string) => new Response(null, { status: 302, headers: { ...UNCACHED, Location: location } })

export type ApplyAnswer = { response: Response; counted: Promise<CountOutcome | 'failed' | 'not-counted'> }

/**
 * GET /jobs/{slug}/apply: the Apply buttons of the site lead here. A listed job's click is counted
 * (not a bot's, a prefetch's or a repeat's; see countJobVisit) and the visitor sent on to the
 * job's own http(s) link at once, the count not awaited. A closed job, or one without a usable
 * link, sends them to its page (which says 410 Gone when closed) and counts nothing; an unknown
 * slug answers 404. No cookie is read or set.
 */
export const answerApplyClick = async (
  request: Request,
  slug: string,
  { payload, now = new Date() }: { payload: Payload; now?: Date },
): Promise<ApplyAnswer> => {
  const notCounted = Promise.resolve('not-counted' as const)
  const job = await countedJobBySlug(poolOf(payload), slug, now)
  if (!job)
    return {
      response: new Response('No job is listed at this address.', { status: 404, headers: { ...UNCACHED, 'Content-Type': 'text/plain; charset=utf-8' } }),
      counted: notCounted,
    }
  const target = safeHref(job.jobUrl)
  if (!job.listed || !target) return { response: redirect(`/jobs/${encodeURIComponent(job.slug)}`), counted: notCounted }
  const counted = isPrefetch(request.method, request.headers)
    ? Promise.resolve('prefetch' as const)
    : countJobVisitLater(payload, {
        jobId: job.id,
        kind: 'apply',
        source: applySource(new URL(request.url), request.headers),
        visitor: visitorOf(request.headers),
        now,
      })
  return { response: redirect(target), counted }
}
