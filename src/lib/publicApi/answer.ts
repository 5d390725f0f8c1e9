import { createHash } from 'node:crypto'

import type { Pool } from 'pg'

import { ApiProblem, CORS_HEADERS, problemAnswer } from './problem'
import { limitPublicApi } from './rateLimit'
import { visitorProblem } from './visitorProblem'

/** Browsers and shared caches may keep an answer a minute, and serve it stale while they ask again. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

export const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`

/** If-None-Match holds this tag (weak comparison, RFC 9110 §13.1.2) or `*`. */
const stillFresh = (ifNoneMatch: string | null, etag: string) =>
  Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, '')))

/** JSON with its ETag; 304 without a body when the client already holds it. */
export const jsonAnswer = (request: Request, value: unknown, headers: Record<string, string> = {}) => {
  const body = JSON.stringify(value)
  const etag = etagOf(body)
  const common = { ...CORS_HEADERS, 'Cache-Control': CACHE_CONTROL, ETag: etag, ...headers }
  if (stillFresh(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: common })
  return new Response(body, { status: 200, headers: { ...common, 'Content-Type': 'application/json; charset=utf-8' } })
}

/** The CORS preflight a browser sends before a GET with If-None-Match. */
export const preflightAnswer = () =>
  new Response(null, {
    status: 204,
    headers: { ...CORS_HEADERS, 'Access-Control-Allow-Methods': 'GET, OPTIONS', 'Access-Control-Allow-Headers': 'If-None-Match, Accept', 'Access-Control-Max-Age': '86400' },
  })

type Logger = { error: (details: object, message: string) => void; warn: (message: string) => void }

/**
 * A GET of the public API: counted against the caller's minute, then the answer (with ETag) or
 * the problem it raised. Any other failure is logged and answered without its details
 * (visitorProblem: 400 for a value the database refused, else 500).
 */
export const answerPublicApi = async (request: Request, pool: Pool, logger: Logger, produce: () => Promise<unknown>) => {
  const limit = await limitPublicApi({ pool, logger }, request.headers)
  if (!limit.allowed) {
    const detail = `At most ${limit.limit} requests a minute from one address. Try again in ${limit.retryAfterSeconds} seconds.`
    return problemAnswer(new ApiProblem(429, 'Too many requests', detail, undefined, { 'Retry-After': String(limit.retryAfterSeconds), 'RateLimit-Limit': String(limit.limit), 'RateLimit-Remaining': '0' }))
  }
  try {
    return jsonAnswer(request, await produce(), { 'RateLimit-Limit': String(limit.limit), 'RateLimit-Remaining': String(limit.remaining) })
  } catch (error) {
    if (!(error instanceof ApiProblem)) logger.error({ err: error, url: new URL(request.url).pathname }, 'public API request failed')
    return problemAnswer(visitorProblem(error))
  }
}
