import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import { queueEmail } from '../email/queueEmail'
import { consumeLimits, type LimitRule, retryAfterText } from '../rateLimit/rateLimit'
import { confirmationEmail } from './emails'
import { confirmationLink, listUnsubscribeHeaders, unsubscribeLink } from './links'

import { NEWSLETTER_THANKS } from './messages'
import { newsletterSchema } from './schema'

/** Confirmation emails one address may receive, and sign-ups one client may make. */
const PER_EMAIL: LimitRule[] = [{ name: 'newsletter-email', points: 3, durationSeconds: 24 * 60 * 60 }]
const PER_CLIENT: LimitRule[] = [{ name: 'newsletter-client', points: 20, durationSeconds: 60 * 60 }]

export type SubscribeAnswer = { ok: true; message: string } | { ok: false; message: string; retryAfterSeconds?: number }

/**
 * A sign-up from the site's form: the address checked, at most 20 sign-ups an hour from one
 * client address, then `subscribe`. The answer never tells whether the address was subscribed
 * already.
 */
export const subscribeFromSite = async (payload: Payload, input: unknown, clientAddress: string): Promise<SubscribeAnswer> => {
  const parsed = newsletterSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message }
  const limit = await consumeLimits(poolOf(payload), PER_CLIENT, clientAddress)
  if (!limit.allowed) {
    const message = `Too many sign-ups from your network. Please try again in ${retryAfterText(limit.retryAfterSeconds)}.`
    return { ok: false, message, retryAfterSeconds: limit.retryAfterSeconds }
  }
  await subscribe(payload, parsed.data)
  return { ok: true, message: NEWSLETTER_THANKS }
}

/**
 * Double opt-in: a new (or returning) address is stored pending with its consent time and
 * source, and gets a signed confirmation link valid 48 hours. Whatever the address's state,
 * the caller answers the same, so nobody learns who subscribes.
 */
export const subscribe = async (payload: Payload, { email, source }: { email: string; source: string }, now: Date = new Date()) => {
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const existing = docs[0]
  if (existing?.status === 'confirmed') return
  const subscriber = existing
    ? await payload.update({ collection: 'subscribers', id: existing.id, data: { status: 'pending', source, consentAt: now.toISOString(), unsubscribedAt: null }, depth: 0 })
    : await payload.create({ collection: 'subscribers', data: { email, status: 'pending', source, consentAt: now.toISOString() }, depth: 0 })
  // An address can be made to receive only a few confirmation emails a day, whoever asks.
  if (!(await consumeLimits(poolOf(payload), PER_EMAIL, email)).allowed) return
  const message = confirmationEmail(confirmationLink(payload.secret, subscriber, now))
  await queueEmail(payload, {
    to: email,
    ...message,
    headers: listUnsubscribeHeaders(unsubscribeLink(payload.secret, { kind: 'newsletter', sid: subscriber.id })),
  })
}
