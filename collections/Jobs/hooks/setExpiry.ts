import type { CollectionBeforeChangeHook } from 'payload'

import { listingEnds } from '@/lib/jobs/listingDates'
import { DEFAULT_LISTING_DAYS } from '@/lib/jobs/options'

/**
 * A new job expires its plan's listing days (30 by default) after it was posted. An imported job
 * has no expiry: it is listed while its hiring system lists it (src/lib/ats/sync/).
 */
export const setExpiry: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.expiresAt || data.source) return data
  let days = DEFAULT_LISTING_DAYS
  if (data.plan) {
    const plan = await req.payload
      .findByID({ collection: 'posting-plans', id: data.plan, depth: 0, req, disableErrors: true })
      .catch(() => null)
    if (plan?.listingDays) days = plan.listingDays
  }
  const posted = data.posted_date ? new Date(data.posted_date) : new Date()
  return { ...data, expiresAt: listingEnds(posted, days) }
}
