'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'

import { issueFormToken } from '@/lib/jobs/formToken'
import { IDEMPOTENCY_KEY } from '@/lib/jobs/idempotency'
import { fieldErrors, FORM_CONFIRM, postJobSchema, SUBMIT_FAILED } from '@/lib/jobs/postJobSchema'
import { formFieldsOf } from '@/lib/jobs/posterFields'
import { postingFormValues } from '@/lib/jobs/postingFormData'
import { submitJob, type SubmitResult } from '@/lib/jobs/submitJob'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

type Meta = { idempotencyKey: string; formToken: string; website: string }

/** The /submit-job form's post: only the form's own fields go on, checked again on the server. */
export async function submitJobAction(values: Record<string, unknown>, meta: Meta): Promise<SubmitResult> {
  if (!IDEMPOTENCY_KEY.test(meta.idempotencyKey ?? '')) return { ok: false, status: 400, message: SUBMIT_FAILED, fieldErrors: [] }
  const payload = await payloadClient()
  return submitJob(payload, formFieldsOf(values, postJobSchema), {
    clientAddress: clientAddress(await headers()),
    idempotencyKey: meta.idempotencyKey,
    formToken: meta.formToken,
    honeypot: meta.website,
    secret: payload.secret,
    posting: { postedVia: 'form' },
  })
}

/**
 * What the form sent without JavaScript comes back with: posted, or what to fix with everything
 * typed, and the token and key its next press carries.
 */
export type SubmitFormState =
  | { ok: true; listed: boolean }
  | {
      ok: false
      message: string
      fieldErrors: Array<{ path: string; message: string }>
      values: Record<string, unknown>
      formToken: string
      idempotencyKey: string
    }
  | null

const FIELDS = Object.keys(postJobSchema.shape)

/**
 * The form posted before its script ran (or without one). Such a post carries no form token,
 * which only the script asks for: its details are checked, and the page asks for the press that
 * posts them, with a token issued now (a person takes the seconds it asks for; a bot sending the
 * form blind is stopped as before) and an idempotency key, so pressing twice posts once.
 */
export async function submitJobFromForm(_: SubmitFormState, form: FormData): Promise<SubmitFormState> {
  const values = postingFormValues(form, FIELDS)
  const website = String(form.get('website') ?? '')
  const given = { formToken: String(form.get('formToken') ?? ''), idempotencyKey: String(form.get('idempotencyKey') ?? '') }
  if (!website && (!given.formToken || !IDEMPOTENCY_KEY.test(given.idempotencyKey))) {
    const next = { values, formToken: issueFormToken((await payloadClient()).secret), idempotencyKey: randomUUID() }
    const parsed = postJobSchema.safeParse(values)
    if (parsed.success) return { ok: false, message: FORM_CONFIRM, fieldErrors: [], ...next }
    const errors = fieldErrors(parsed.error)
    return { ok: false, message: errors[0]?.message ?? SUBMIT_FAILED, fieldErrors: errors, ...next }
  }
  const result = await submitJobAction(values, { ...given, website })
  if (result.ok) return { ok: true, listed: Boolean(result.job?.listed) }
  return { ok: false, message: result.message, fieldErrors: result.fieldErrors, values, formToken: result.formToken ?? given.formToken, idempotencyKey: given.idempotencyKey }
}
