import { FILE_TOO_LARGE, REQUEST_TOO_LARGE, type ToastText } from '../messages'

/**
 * A tool's refusal or failure, told to the browser as `{ error, title? }` (the spec's toast: title
 * and text) with its status, and Retry-After when trying again later helps.
 */
export type ToolFailure = { ok: false; status: number; error: string; title?: string; retryAfterSeconds?: number }

/** What an AI tool answers: a JSON body (with headers of its own), a stream already shaped as an answer, or a failure. */
export type ToolAnswer =
  | { ok: true; body: object; headers?: Record<string, string> }
  | { ok: true; stream: Response }
  | ToolFailure

export const answered = (body: object, headers?: Record<string, string>): ToolAnswer => ({ ok: true, body, headers })

export const failed = (status: number, error: string, title?: string, retryAfterSeconds?: number): ToolFailure => ({
  ok: false,
  status,
  error,
  ...(title ? { title } : {}),
  ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
})

/** A failure told as one of the spec's toasts (title / text). */
export const toastFailure = (status: number, toast: ToastText) => failed(status, toast.text, toast.title)

/** A body over its limit: the spec's File Too Large toast for an upload, else the request's own text. */
export const tooLarge = (upload: boolean, text = REQUEST_TOO_LARGE) =>
  upload ? toastFailure(413, FILE_TOO_LARGE) : failed(413, text)

/**
 * The one place the AI routes' error body is written: `{ error }`, or `{ error, title }` when the
 * failure has a toast title, never stored by a cache, with Retry-After when there is one. The AI
 * routes' wrapper (src/app/api/ai/aiRoute.ts) and the proxy's refusals of /api/ai/* both send it.
 */
export const toolErrorResponse = ({ status, error, title, retryAfterSeconds }: Omit<ToolFailure, 'ok'>) =>
  Response.json(title ? { error, title } : { error }, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {}) },
  })
