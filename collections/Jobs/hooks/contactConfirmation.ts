import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { acknowledgePosting, contactConfirmedBefore } from '../../../src/lib/jobs/contactConfirmation'
import type { PostingContext } from '../../../src/lib/jobs/postingContext'
import { payLink } from '../../../src/lib/payments/jobPosts/payToken'

/** A posted job's contact address counts as confirmed when an earlier post confirmed it. */
export const markKnownContact: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.context.publicRequest || !data.contactEmail) return data
  return { ...data, contactEmailConfirmed: await contactConfirmedBefore(req.payload, data.contactEmail, req) }
}

/**
 * The address hears that its post arrived, on which plan and at what price, with the link to pay
 * for it when it waits for payment; one not yet confirmed gets the link to confirm it, and no
 * other email about the review until then.
 */
export const acknowledgeContact: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  // `data`, not `doc`: the poster may not read the address back, so `doc` comes without it.
  if (operation !== 'create' || !req.context.publicRequest || !data.contactEmail) return doc
  // The employer page looked the plan up already and hands its terms over.
  const posting = req.context as PostingContext
  const terms = posting.terms ?? { plan: null, free: Boolean(data.freeLaunchSpecial) }
  const pay = posting.awaitingPayment ? payLink(req.payload.secret, doc.id, new Date(doc.createdAt)) : null
  await acknowledgePosting(req.payload, { id: doc.id, contactEmail: data.contactEmail, confirmed: Boolean(data.contactEmailConfirmed), terms, payLink: pay }, req)
  return doc
}
