import type { Payload } from 'payload'

import { withAdvisoryLock } from '../db/advisoryLock'
import { poolOf } from '../db/pool'
import { contactConfirmedBefore } from './contactConfirmation'
import { launchSpecialLimit, postsFree } from './launchSpecial'
import { fieldErrors, employerPostSchema, SUBMIT_FAILED } from './postJobSchema'
import type { PostingTerms } from './postingTerms'
import { submitJob, type SubmitMeta, type SubmitResult } from './submitJob'

/**
 * A job from the employer page (/post-job): recorded pending review with the chosen plan (or
 * none) and the contact email, which is told the terms (and asked to confirm, unless an earlier
 * post confirmed it). No payment provider is wired yet: the launch special (as many employers as
 * Site Settings say) decides whether it is free, checked under a lock so one employer too many
 * cannot slip in; otherwise the team invoices.
 */
export const submitEmployerJob = async (
  payload: Payload,
  input: Record<string, unknown>,
  planId: number | null,
  meta: Omit<SubmitMeta, 'posting'>,
): Promise<SubmitResult> => {
  const parsed = employerPostSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return { ok: false, status: 400, message: errors[0]?.message ?? 'Please check the form.', fieldErrors: errors }
  }
  const plan = planId ? await payload.findByID({ collection: 'posting-plans', id: planId, depth: 0, disableErrors: true, overrideAccess: false }) : null
  const pool = poolOf(payload)
  let terms: PostingTerms = { plan: plan ? { name: plan.name, price: plan.price } : null, free: false }
  const run = await withAdvisoryLock(pool, 'remote-passport:launch-special', async () => {
    const freeEmployers = await launchSpecialLimit(payload)
    terms = { ...terms, free: await postsFree(pool, parsed.data.contactEmail, freeEmployers), freeEmployers }
    return submitJob(payload, input, {
      ...meta,
      posting: { postedVia: 'employer-page', requireApproval: true, planId: plan?.id ?? null, freeLaunchSpecial: terms.free, terms },
    })
  })
  if (!run.ran) return { ok: false, status: 500, message: SUBMIT_FAILED, fieldErrors: [] }
  if (!run.result.ok || !run.result.job) return run.result
  return { ...run.result, terms, contactConfirmationSent: !(await contactConfirmedBefore(payload, parsed.data.contactEmail)) }
}
