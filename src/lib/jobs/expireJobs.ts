import type { Payload } from 'payload'

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
