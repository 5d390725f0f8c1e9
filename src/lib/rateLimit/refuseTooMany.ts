import { APIError, type PayloadRequest } from 'payload'

/**
 * Ends a Payload operation with 429 and the message, and the Retry-After header on the REST
 * answer (Payload adds `req.responseHeaders` to the error response it sends).
 */
export const refuseTooMany = (req: PayloadRequest, message: string, retryAfterSeconds: number): never => {
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(retryAfterSeconds))
  req.responseHeaders = headers
  throw new APIError(message, 429, { retryAfterSeconds }, true)
}
