import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { acknowledgePosting, contactConfirmedBefore } from '../../../src/lib/jobs/contactConfirmation'
import type { PostingContext } from '../../../src/lib/jobs/postingContext'

/** A posted job's contact address counts as confirmed when an earlier post confirmed it. */
export const markKnownContact: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.context.publicRequest || !data.contactEmail) return data
  return { ...data, contactEmailConfirmed: await contactConfirmedBefore(req.payload, data.contactEmail, req) }
}

/**
 * The address hears that its post arrived, on which plan and at what price; one not yet
 * confirmed gets the link to confirm it, and no other email about the job until then.
 */
export const acknowledgeContact: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  // `data`, not `doc`: the poster may not read the address back, so `doc` comes without it.
  if (operation !== 'create' || !req.context.publicRequest || !data.contactEmail) return doc
  // The employer page looked the plan up already and hands its terms over.
  const terms = (req.context as PostingContext).terms ?? { plan: null, free: Boolean(data.freeLaunchSpecial) }
  await acknowledgePosting(req.payload, { id: doc.id, contactEmail: data.contactEmail, confirmed: Boolean(data.contactEmailConfirmed), terms }, req)
  return doc
}
