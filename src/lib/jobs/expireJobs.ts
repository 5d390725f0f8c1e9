import type { Payload } from 'payload'

import { UNPAID_POST_DAYS } from './postingTerms'

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

/**
 * Removes employer page posts left unpaid for UNPAID_POST_DAYS: never listed, never reviewed, and
 * their Checkout Sessions closed when the time ran out (src/lib/payments/jobPosts/openJobCheckout.ts).
 */
export const removeUnpaidPosts = async (payload: Payload, now: Date = new Date()) => {
  const { docs } = await payload.delete({
    collection: 'jobs',
    where: {
      and: [
        { reviewStatus: { equals: 'awaiting-payment' } },
        { createdAt: { less_than_equal: new Date(now.getTime() - UNPAID_POST_DAYS * 86_400_000).toISOString() } },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
