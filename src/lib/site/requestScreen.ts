import { bodyLimitFor, UPLOAD_ROUTES } from './requestLimits'

/**
 * Requests the site refuses before any route runs, each with a clear 4xx instead of a failure
 * deep inside: a NUL character in the address (PostgreSQL cannot store or compare it), a path
 * with a broken %-escape (Next.js answers 500 to one), a body
 * over the route's limit, and a form action posted from another site.
 */
export type Refusal = { status: 400 | 403 | 413 | 415; message: string; upload?: boolean }

export const NUL_IN_ADDRESS = 'The address contains a NUL character (%00), which nothing here accepts.'
export const CROSS_SITE_ACTION = 'Forms of this site can only be sent from this site.'
export const JSON_EXPECTED = 'This endpoint takes JSON: send the body with Content-Type: application/json.'
export const bodyTooLarge = (limit: number) => `The request body is too large: at most ${Math.round(limit / (1024 * 1024))} MB.`

export const MALFORMED_ADDRESS = 'The address has a broken %-escape: a % must be followed by two hexadecimal digits of UTF-8.'

/** An address no route can read: a NUL character anywhere, or a path that does not decode. */
export const badAddress = (url: string): Refusal | null => {
  if (/%00/.test(url) || url.includes('\u0000')) return { status: 400, message: NUL_IN_ADDRESS }
  try {
    decodeURIComponent(new URL(url).pathname)
    return null
  } catch {
    return { status: 400, message: MALFORMED_ADDRESS }
  }
}

/** A server action whose Origin is not this host (what Next.js itself checks, answered as 403). */
export const crossSiteAction = (headers: Headers): Refusal | null => {
  if (!headers.has('next-action')) return null
  const origin = headers.get('origin')
  if (!origin) return null
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  let originHost: string | null = null
  try {
    originHost = new URL(origin).host
  } catch {
    // "null" or garbage: not this site.
  }
  return originHost && originHost === host ? null : { status: 403, message: CROSS_SITE_ACTION }
}

/** The API routes that take an HTML form's body: one-click unsubscribe (RFC 8058) and its page. */
const FORM_ROUTES = ['/api/unsubscribe']

/**
 * An API body that is neither JSON nor a multipart form (uploads, and Payload's admin saving a
 * document): answered 415 rather than handed to code that expects an object. One exception:
 * Payload's read of a long query, a POST with `X-Payload-HTTP-Method-Override: GET` and the query
 * as a urlencoded form, which its admin sends to fetch the titles of related documents.
 */
export const unsupportedBody = (pathname: string, headers: Headers, method: string): Refusal | null => {
  if (!['POST', 'PUT', 'PATCH'].includes(method) || FORM_ROUTES.includes(pathname)) return null
  const declared = headers.get('content-length')
  const hasBody = declared !== null ? Number(declared) > 0 : headers.has('transfer-encoding')
  if (!hasBody) return null
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/json' || type === 'multipart/form-data') return null
  const readWithQueryBody = method === 'POST' && headers.get('x-payload-http-method-override')?.toUpperCase() === 'GET'
  return readWithQueryBody && type === 'application/x-www-form-urlencoded' ? null : { status: 415, message: JSON_EXPECTED }
}

/** A body larger than the route takes, told by its Content-Length or counted as it is read. */
export const oversizedBody = async (pathname: string, request: Request): Promise<Refusal | null> => {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return null
  const limit = bodyLimitFor(pathname)
  const refusal = { status: 413 as const, message: bodyTooLarge(limit), upload: UPLOAD_ROUTES.includes(pathname) }
  const declared = request.headers.get('content-length')
  if (declared !== null) return Number(declared) > limit ? refusal : null
  // Uploads are counted by their route as they stream in; other bodies are counted here.
  if (refusal.upload) return null
  const reader = request.body.getReader()
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return null
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      return refusal
    }
  }
}
