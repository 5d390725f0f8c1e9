import type { AfterErrorHook } from 'payload'

import { isDataException, isNulCharacterError, NUL_CHARACTER } from '../db/sqlState'

/** The driver's own words ("invalid input syntax for type integer: \"abc\""), never the SQL. */
const driverMessage = (error: unknown) => {
  const message = (error as { cause?: { message?: unknown } })?.cause?.message
  return typeof message === 'string' ? `: ${message}` : '.'
}

/**
 * Input the database refused is the caller's mistake, not the server's: PostgreSQL's data
 * exceptions (class 22: a NUL character, text where a number goes, a negative offset …), a
 * `where` that is not JSON and a multipart body that is not one answer 400 with what was wrong,
 * instead of "Something went wrong".
 */
export const answerBadInput: AfterErrorHook = ({ error, req }) => {
  // A multipart body Payload could not read (or that held no `_payload` document) leaves the
  // request without data, and whatever fails next is the body's fault, not the server's.
  const multipart = req.headers?.get('content-type')?.toLowerCase().startsWith('multipart/form-data')
  const status = (error as { status?: unknown }).status
  if (multipart && req.data === undefined && (status === undefined || status === 500)) {
    return { status: 400, response: { errors: [{ message: `The form body could not be read: ${error.message}` }] } }
  }
  if (isNulCharacterError(error)) {
    return { status: 400, response: { errors: [{ message: NUL_CHARACTER }] } }
  }
  if (isDataException(error)) {
    return { status: 400, response: { errors: [{ message: `A value in the request does not fit${driverMessage(error)}` }] } }
  }
  if (error instanceof SyntaxError) return { status: 400, response: { errors: [{ message: 'A parameter of the request is not valid JSON.' }] } }
}

/** Every 429 says when to come back: Retry-After from the error's data, else a minute. */
export const retryAfterOnTooMany: AfterErrorHook = ({ error, req }) => {
  if ((error as { status?: unknown }).status !== 429 || req.responseHeaders?.has('Retry-After')) return
  const seconds = Number((error as { data?: { retryAfterSeconds?: unknown } }).data?.retryAfterSeconds) || 60
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(seconds))
  req.responseHeaders = headers
}
