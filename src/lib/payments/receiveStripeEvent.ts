import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { poolOf } from '../db/pool'
import type { Payments } from './stripeClient'
import type { StripeEventHandler } from './stripeEventHandler'
import { claimStripeEvent, releaseStripeEvent } from './stripeEvents'

export type WebhookAnswer = { status: number; body: { received: true; duplicate?: true } | { error: string } }

export const PAYMENTS_OFF = 'Payments are not configured on this site.'
export const BAD_SIGNATURE = 'The Stripe-Signature header does not match this body and the webhook secret.'

/**
 * POST /api/stripe/webhook: an event is believed only with Stripe's signature over the exact body,
 * handled once however often it is delivered, and given back (500, so Stripe delivers it again)
 * when handling it failed.
 */
export const receiveStripeEvent = async (
  payload: Payload,
  payments: Payments | null,
  handlers: StripeEventHandler[],
  body: string,
  signature: string | null,
  now = new Date(),
): Promise<WebhookAnswer> => {
  if (!payments) return { status: 503, body: { error: PAYMENTS_OFF } }
  let event: Stripe.Event
  try {
    event = payments.stripe.webhooks.constructEvent(body, signature ?? '', payments.webhookSecret)
  } catch {
    return { status: 400, body: { error: BAD_SIGNATURE } }
  }
  const pool = poolOf(payload)
  if (!(await claimStripeEvent(pool, event.id, event.type))) return { status: 200, body: { received: true, duplicate: true } }
  try {
    for (const handler of handlers) if (handler.types.includes(event.type)) await handler.handle({ payload, payments, now }, event)
    return { status: 200, body: { received: true } }
  } catch (error) {
    await releaseStripeEvent(pool, event.id).catch(() => {})
    payload.logger.error({ err: error, msg: `Stripe event ${event.id} (${event.type}) failed; Stripe will deliver it again` })
    return { status: 500, body: { error: 'The event could not be handled now; deliver it again.' } }
  }
}
