import { toast } from '@/lib/toast'

import { ERROR_TITLE } from '@/lib/ai/messages'

/** A spec toast: a title and its text. */
export const toastError = (title: string, text: string) => toast.error(title, { description: text })

export const toastSuccess = (title: string, text?: string) =>
  toast.success(title, text ? { description: text } : undefined)

/** The spec's generic failure toast ('Error' / what failed). */
export const toastFailure = (text: string) => toastError(ERROR_TITLE, text)

/** A JSON answer of an AI endpoint: its status and body (an { error, title } body when refused). */
export const postAiJson = async <T>(path: string, body: unknown) => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({}))) as T & { error?: string; title?: string }
  return { status: response.status, ok: response.ok, data }
}
