/**
 * The error body of Payload's REST API, `{ errors: [{ message }] }`, for the answers the site
 * writes itself in that style: the proxy's refusals of /api/{collection} and of the site's own
 * routes (a body too large or not JSON, the database down) and the internal routes that answer
 * in it (cache revalidation). Never stored by a cache.
 */
export const restError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
