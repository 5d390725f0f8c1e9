'use server'

import { headers } from 'next/headers'

import { IDEMPOTENCY_KEY } from '@/lib/jobs/idempotency'
import { SUBMIT_FAILED } from '@/lib/jobs/postJobSchema'
import { submitJob, type SubmitResult } from '@/lib/jobs/submitJob'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

const FIELDS = [
  'company_name',
  'company_logo',
  'job_title',
  'job_description',
  'job_type',
  'schedule_type',
  'education_level',
  'category',
  'hiring_locations',
  'job_url',
] as const

type Meta = { idempotencyKey: string; formToken: string; website: string }

/** The /submit-job form's post: only the form's own fields go on, checked again on the server. */
export async function submitJobAction(values: Record<string, unknown>, meta: Meta): Promise<SubmitResult> {
  if (!IDEMPOTENCY_KEY.test(meta.idempotencyKey ?? '')) return { ok: false, status: 400, message: SUBMIT_FAILED, fieldErrors: [] }
  const payload = await payloadClient()
  const input = Object.fromEntries(FIELDS.map((field) => [field, values?.[field]]))
  return submitJob(payload, input, {
    clientAddress: clientAddress(await headers()),
    idempotencyKey: meta.idempotencyKey,
    formToken: meta.formToken,
    honeypot: meta.website,
    secret: payload.secret,
    posting: { postedVia: 'form' },
  })
}
