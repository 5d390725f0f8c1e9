'use server'

import { headers } from 'next/headers'

import { IDEMPOTENCY_KEY } from '@/lib/jobs/posting/idempotency'
import { employerPostSchema, SUBMIT_FAILED } from '@/lib/jobs/posting/postJobSchema'
import { formFieldsOf } from '@/lib/jobs/posting/posterFields'
import type { PostingTerms } from '@/lib/jobs/posting/postingTerms'
import { postWithoutScript, type ScriptlessRefusal } from '@/lib/jobs/posting/scriptlessPost'
import { submitEmployerJob } from '@/lib/jobs/posting/submitEmployerJob'
import { stripePayments } from '@/lib/payments/stripeClient'
import type { SubmitResult } from '@/lib/jobs/posting/submitJob'
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

/** The post as the page then shows it: held for the address's confirmation, listed, or waiting for payment. */
export type SubmittedPost = {
  email: string
  terms: PostingTerms | null
  held?: { freeEmployers: number; payments: boolean }
  payment?: { payLink: string; message?: string }
  listed: boolean
  job: { id: number; title: string } | null
}

/** What the form sent without JavaScript comes back with: the post, or what to fix with everything typed. */
export type EmployerFormState = { ok: true; submitted: SubmittedPost } | ScriptlessRefusal | null

/**
 * The form posted before its script ran, or without one (src/lib/jobs/posting/scriptlessPost.ts). Plans
 * are chosen with the script; without it the post goes on without one, and the page its email
 * links to offers the plans (paying at Stripe needs the script there).
 */
export async function submitEmployerJobFromForm(_: EmployerFormState, form: FormData): Promise<EmployerFormState> {
  const outcome = await postWithoutScript(form, employerPostSchema, (await payloadClient()).secret, (values, meta) =>
    submitEmployerJobAction(values, { ...meta, planId: null }),
  )
  if (!outcome.ok) return outcome
  const text = (field: string) => String(form.get(field) ?? '').trim()
  return {
    ok: true,
    submitted: {
      email: text('contactEmail'),
      terms: outcome.terms ?? null,
      held: outcome.held,
      payment: outcome.payment ? { payLink: outcome.payment.payLink, message: outcome.payment.message } : undefined,
      listed: Boolean(outcome.job?.listed),
      job: outcome.job ? { id: outcome.job.id, title: text('job_title') } : null,
    },
  }
}
