import type { Payload } from 'payload'

import { HELD_POST_DAYS, UNPAID_POST_DAYS } from './posting/postingTerms'

/**
 * Deactivates jobs past their listing time. They already left the list, feeds and sitemap at
 * expiry (the public read rule checks expiresAt); this makes the admin's is_active agree.
 */
export const deactivateExpiredJobs = async (payload: Payload, now: Date = new Date()) => {
  const { docs } = await payload.update({
    collection: 'jobs',
    where: { and: [{ is_active: { equals: true } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    data: { is_active: false },
    overrideAccess: true,
    depth: 0,
    context: { reason: 'expired' },
  })
  return docs.length
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

/**
 * Removes employer page posts left unpaid for UNPAID_POST_DAYS (their Checkout Sessions closed when
 * the time ran out: src/lib/payments/jobPosts/openJobCheckout.ts) or unconfirmed by their address
 * for HELD_POST_DAYS: never listed, never reviewed.
 */
export const removeAbandonedPosts = async (payload: Payload, now: Date = new Date()) => {
  const { docs } = await payload.delete({
    collection: 'jobs',
    where: {
      or: [
        { and: [{ reviewStatus: { equals: 'awaiting-payment' } }, { createdAt: { less_than_equal: daysBefore(now, UNPAID_POST_DAYS) } }] },
        { and: [{ reviewStatus: { equals: 'awaiting-confirmation' } }, { createdAt: { less_than_equal: daysBefore(now, HELD_POST_DAYS) } }] },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
