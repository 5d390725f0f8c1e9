import type { ToastText } from '../messages'
import { TOO_MANY_REQUESTS } from '../messages'

const NO_STORE = { 'Cache-Control': 'no-store' }

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

/** The `error` field, with the toast title beside it when there is one. */
export const errorResponse = (
  status: number,
  error: string,
  title?: string,
  headers: Record<string, string> = {},
) => json(title ? { error, title } : { error }, status, headers)

export const toastError = (status: number, toast: ToastText) =>
  errorResponse(status, toast.text, toast.title)

export const tooManyRequests = (retryAfterSeconds: number) =>
  errorResponse(429, TOO_MANY_REQUESTS, undefined, { 'Retry-After': String(retryAfterSeconds) })
