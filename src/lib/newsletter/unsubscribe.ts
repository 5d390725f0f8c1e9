import type { Payload } from 'payload'

import { readToken } from '../site/signedToken'
import { UNSUBSCRIBE_PURPOSE, type UnsubscribeTarget } from './links'

/**
 * What an unsubscribe link stops: the newsletter for that address, or the alerts named in it
 * (the member's other alerts keep running).
 */
export const unsubscribeByToken = async (payload: Payload, token: string | null | undefined, now: Date = new Date()) => {
  const read = readToken<UnsubscribeTarget>(payload.secret, UNSUBSCRIBE_PURPOSE, token, now)
  if (!read.ok) return { ok: false as const }
  const target = read.data
  if (target.kind === 'newsletter') {
    const subscriber = await payload.findByID({ collection: 'subscribers', id: target.sid, depth: 0, disableErrors: true })
    if (subscriber && subscriber.status !== 'unsubscribed') {
      await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() }, depth: 0 })
    }
    return { ok: true as const, what: 'the Remote Passport newsletter' }
  }
  await payload.update({
    collection: 'job-alerts',
    where: { and: [{ id: { in: target.alerts } }, { member: { equals: target.mid } }] },
    data: { status: 'paused' },
    depth: 0,
  })
  return { ok: true as const, what: target.alerts.length === 1 ? 'this job alert' : 'these job alerts' }
}
