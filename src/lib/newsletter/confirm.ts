import type { Payload } from 'payload'

import { readToken } from '../site/signedToken'
import { CONFIRM_PURPOSE } from './links'

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid'

/** Confirms the address of a signed, unexpired link; tampered or stale links confirm nothing. */
export const confirmSubscription = async (payload: Payload, token: string | undefined, now: Date = new Date()): Promise<ConfirmOutcome> => {
  const read = readToken<{ sid: number; email: string }>(payload.secret, CONFIRM_PURPOSE, token, now)
  if (!read.ok) return read.reason
  const subscriber = await payload.findByID({ collection: 'subscribers', id: read.data.sid, depth: 0, disableErrors: true })
  if (!subscriber || subscriber.email !== read.data.email) return 'invalid'
  if (subscriber.status !== 'confirmed') {
    await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'confirmed', confirmedAt: now.toISOString() }, depth: 0 })
  }
  return 'confirmed'
}
