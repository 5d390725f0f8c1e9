import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { contactConfirmedBefore, requestContactConfirmation } from '../../../src/lib/jobs/contactConfirmation'

/** A posted job's contact address counts as confirmed when an earlier post confirmed it. */
export const markKnownContact: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.context.publicPosting || !data.contactEmail) return data
  return { ...data, contactEmailConfirmed: await contactConfirmedBefore(req.payload, data.contactEmail, req) }
}

/** Otherwise the address gets one confirmation link before any email about the job goes to it. */
export const askToConfirmContact: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  // `data`, not `doc`: the poster may not read the address back, so `doc` comes without it.
  if (operation === 'create' && req.context.publicPosting && data.contactEmail && !data.contactEmailConfirmed) {
    await requestContactConfirmation(req.payload, { id: doc.id, contactEmail: data.contactEmail }, req)
  }
  return doc
}
