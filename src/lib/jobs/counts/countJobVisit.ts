import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { poolOf } from '@/lib/db/pool'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { consumeLimits, type LimitRule } from '@/lib/rateLimit/rateLimit'

import { isBotAgent } from './botAgents'
import { firstInHour, visitorKey } from './countOnce'
import type { JobCountSource } from './countSource'
import { type JobCountKind, recordJobCount } from './jobDailyCounts'

/**
 * A person reads a few job pages a minute at most; an address that sends more counts than this
 * (views and clicks together) is a script or a crawler, and stops being counted for the minute.
 */
export const COUNT_BURST: LimitRule = { name: 'job-count-minute', points: 20, durationSeconds: 60 }

/** What became of one view or click: only `counted` adds to the figures. */
export type CountOutcome = 'counted' | 'bot' | 'prefetch' | 'burst' | 'repeat'

/** What a count needs to know of its request; nothing of it is kept. */
export type Visitor = { address: string; userAgent: string }

export const visitorOf = (headers: Headers): Visitor => ({
  address: clientAddress(headers),
  userAgent: headers.get('user-agent') ?? '',
})

/**
 * A request the browser makes ahead of the visitor (a prefetch, a prerender, Next's router
 * warming a link) or only for the headers: nobody clicked or looked yet.
 */
export const isPrefetch = (method: string, headers: Headers) =>
  method === 'HEAD' ||
  /prefetch|prerender/i.test(headers.get('sec-purpose') ?? '') ||
  /prefetch|preview/i.test(headers.get('purpose') ?? headers.get('x-purpose') ?? headers.get('x-moz') ?? '') ||
  headers.has('next-router-prefetch')

export type CountDeps = { pool: Pool; secret: string }

/**
 * Counts one view or apply click of a job unless it comes from a bot (by its user agent), from an
 * address sending counts faster than a person would, or repeats the same visitor's count of the
 * same job and kind within the hour. The visitor is known only as a keyed hash of the day (see
 * countOnce.ts); the count itself is a number in its day's row.
 */
export const countJobVisit = async (
  { pool, secret }: CountDeps,
  { jobId, kind, source, visitor, now }: { jobId: number; kind: JobCountKind; source: JobCountSource; visitor: Visitor; now: Date },
): Promise<CountOutcome> => {
  if (isBotAgent(visitor.userAgent)) return 'bot'
  const burst = await consumeLimits(pool, [COUNT_BURST], await visitorKey(pool, secret, [visitor.address], now))
  if (!burst.allowed) return 'burst'
  const first = await firstInHour(pool, secret, [visitor.address, visitor.userAgent, String(jobId), kind], now)
  if (!first) return 'repeat'
  await recordJobCount(pool, jobId, kind, source, now)
  return 'counted'
}

/**
 * Counts without holding up the answer it belongs to (a redirect): not awaited by the route, and a
 * failure (a full pool, a dropped connection) is logged, never the visitor's problem. The promise
 * is handed back for tests, which wait for the outcome.
 */
export const countJobVisitLater = (
  payload: Payload,
  count: Parameters<typeof countJobVisit>[1],
): Promise<CountOutcome | 'failed'> =>
  countJobVisit({ pool: poolOf(payload), secret: payload.secret }, count).catch((error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    payload.logger.warn(`Job ${count.kind} not counted (job ${count.jobId}): ${message}`)
    return 'failed' as const
  })
