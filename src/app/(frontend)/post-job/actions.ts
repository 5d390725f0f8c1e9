'use server'

import { headers } from 'next/headers'

import { IDEMPOTENCY_KEY } from '@/lib/jobs/idempotency'
import { employerPostSchema, SUBMIT_FAILED } from '@/lib/jobs/postJobSchema'
import { formFieldsOf } from '@/lib/jobs/posterFields'
import { submitEmployerJob } from '@/lib/jobs/submitEmployerJob'
import { stripePayments } from '@/lib/payments/stripeClient'
import type { SubmitResult } from '@/lib/jobs/submitJob'
import { payloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

type Meta = { idempotencyKey: string; formToken: string; website: string; planId: number | null }

/**
 * "Continue to Payment": records the job with the chosen plan; a post to pay for answers with
 * Stripe's Checkout page to go to (payments off: the team invoices).
 */
export async function submitEmployerJobAction(values: Record<string, unknown>, meta: Meta): Promise<SubmitResult> {
  if (!IDEMPOTENCY_KEY.test(meta.idempotencyKey ?? '')) return { ok: false, status: 400, message: SUBMIT_FAILED, fieldErrors: [] }
  const payload = await payloadClient()
  const planId = Number.isInteger(meta.planId) ? meta.planId : null
  return submitEmployerJob(payload, formFieldsOf(values, employerPostSchema), planId, {
    clientAddress: clientAddress(await headers()),
    idempotencyKey: meta.idempotencyKey,
    formToken: meta.formToken,
    honeypot: meta.website,
    secret: payload.secret,
  }, stripePayments())
}
