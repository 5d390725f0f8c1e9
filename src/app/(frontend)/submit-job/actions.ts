'use server'

import { headers } from 'next/headers'

import { IDEMPOTENCY_KEY } from '@/lib/jobs/posting/idempotency'
import { postJobSchema, SUBMIT_FAILED } from '@/lib/jobs/posting/postJobSchema'
import { formFieldsOf } from '@/lib/jobs/posting/posterFields'
import { postWithoutScript, type ScriptlessRefusal } from '@/lib/jobs/posting/scriptlessPost'
import { submitJob, type SubmitResult } from '@/lib/jobs/posting/submitJob'
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

/** What the form sent without JavaScript comes back with: posted, or what to fix with everything typed. */
export type SubmitFormState = { ok: true; listed: boolean } | ScriptlessRefusal | null

/** The form posted before its script ran, or without one (src/lib/jobs/posting/scriptlessPost.ts). */
export async function submitJobFromForm(_: SubmitFormState, form: FormData): Promise<SubmitFormState> {
  const outcome = await postWithoutScript(form, postJobSchema, (await payloadClient()).secret, submitJobAction)
  return outcome.ok ? { ok: true, listed: Boolean(outcome.job?.listed) } : outcome
}
