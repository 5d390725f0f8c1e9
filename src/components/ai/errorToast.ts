import { toast } from '@/lib/toast'

import type { FieldErrors } from 'react-hook-form'

import { ERROR_TITLE, type ToastText } from '@/lib/ai/messages'
import { inputProblem } from '@/lib/ai/schemas/inputProblem'

/** Error toast: a title and its text. */
export const toastError = (title: string, text: string) => toast.error(title, { description: text })

export const toastSuccess = (title: string, text?: string) =>
  toast.success(title, text ? { description: text } : undefined)

/** A form that did not validate: 'Missing Information', or what else is wrong (a text too long). */
export const toastInvalid = (errors: FieldErrors, missing: ToastText) => {
  const problem = inputProblem(Object.values(errors).map((error) => error?.message?.toString()), missing)
  toastError(problem.title, problem.text)
}

/** The generic failure toast ('Error' / what failed). */
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
