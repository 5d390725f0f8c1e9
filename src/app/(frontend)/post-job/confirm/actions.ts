'use server'

import { redirect } from 'next/navigation'

import { type ConfirmOutcome, confirmPost, discardHeldPost } from '@/lib/jobs/posting/confirmPost'
import { payloadClient } from '@/lib/payload'
import { stripePayments } from '@/lib/payments/stripeClient'

export type ConfirmState = ConfirmOutcome | { ok: true; state: 'discarded' } | null

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** The button of the emailed link: confirms the post, then lists it, sends it to review, or to Stripe. */
export async function confirmPostAction(_state: ConfirmState, form: FormData): Promise<ConfirmState> {
  const planId = Number(text(form, 'plan'))
  const outcome = await confirmPost(await payloadClient(), stripePayments(), { token: text(form, 'token'), planId: Number.isInteger(planId) && planId > 0 ? planId : null })
  if (outcome.ok && outcome.state === 'pay' && outcome.checkoutUrl) redirect(outcome.checkoutUrl)
  return outcome
}

/** "This was not me": the owner of the address removes the held post. */
export async function discardPostAction(_state: ConfirmState, form: FormData): Promise<ConfirmState> {
  const removed = await discardHeldPost(await payloadClient(), text(form, 'token'))
  return removed ? { ok: true, state: 'discarded' } : { ok: false, message: 'This post was confirmed or removed already.' }
}
