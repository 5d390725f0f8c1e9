import { randomUUID } from 'node:crypto'

import type { z } from '../../validation/zod'
import { issueFormToken } from './formToken'
import { IDEMPOTENCY_KEY } from './idempotency'
import { fieldErrors, FORM_CONFIRM, SUBMIT_FAILED } from './postJobSchema'
import { postingFormValues } from './postingFormData'
import type { SubmitResult } from './submitJob'

/** What a posting form's own script sends beside its fields. */
export type ScriptMeta = { formToken: string; idempotencyKey: string; website: string }

/**
 * A post sent without JavaScript that did not go through: what to say (at the fields too), what
 * was typed, and the token and idempotency key its next press carries.
 */
export type ScriptlessRefusal = {
  ok: false
  message: string
  fieldErrors: Array<{ path: string; message: string }>
  values: Record<string, unknown>
  formToken: string
  idempotencyKey: string
}

/**
 * A posting form sent before its script ran (or without one). Such a post carries no form token,
 * which only the script asks for: its details are checked against the form's `schema`, and the
 * page asks for the press that posts them, with a token issued now (a person takes the seconds it
 * counts; a bot sending the form blind is stopped as before) and an idempotency key, so pressing
 * twice posts once. With them, `send` posts it as the script would.
 */
export const postWithoutScript = async (
  form: FormData,
  schema: z.ZodObject,
  secret: string,
  send: (values: Record<string, unknown>, meta: ScriptMeta) => Promise<SubmitResult>,
): Promise<Extract<SubmitResult, { ok: true }> | ScriptlessRefusal> => {
  const values = postingFormValues(form, Object.keys(schema.shape))
  const meta = { formToken: String(form.get('formToken') ?? ''), idempotencyKey: String(form.get('idempotencyKey') ?? ''), website: String(form.get('website') ?? '') }
  if (!meta.website && (!meta.formToken || !IDEMPOTENCY_KEY.test(meta.idempotencyKey))) {
    const next = { values, formToken: issueFormToken(secret), idempotencyKey: randomUUID() }
    const parsed = schema.safeParse(values)
    if (parsed.success) return { ok: false, message: FORM_CONFIRM, fieldErrors: [], ...next }
    const errors = fieldErrors(parsed.error)
    return { ok: false, message: errors[0]?.message ?? SUBMIT_FAILED, fieldErrors: errors, ...next }
  }
  const result = await send(values, meta)
  if (result.ok) return result
  return { ok: false, message: result.message, fieldErrors: result.fieldErrors, values, formToken: result.formToken ?? meta.formToken, idempotencyKey: meta.idempotencyKey }
}
