import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { acknowledgePosting, contactConfirmedBefore } from '../../../src/lib/jobs/contactConfirmation'

/** A posted job's contact address counts as confirmed when an earlier post confirmed it. */
export const markKnownContact: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.context.publicPosting || !data.contactEmail) return data
  return { ...data, contactEmailConfirmed: await contactConfirmedBefore(req.payload, data.contactEmail, req) }
}

/**
 * The address hears that its post arrived, on which plan and at what price; one not yet
 * confirmed gets the link to confirm it, and no other email about the job until then.
 */
export const acknowledgeContact: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  // `data`, not `doc`: the poster may not read the address back, so `doc` comes without it.
  if (operation !== 'create' || !req.context.publicPosting || !data.contactEmail) return doc
  const plan = data.plan
    ? await req.payload.findByID({ collection: 'posting-plans', id: data.plan, depth: 0, disableErrors: true, req })
    : null
  await acknowledgePosting(
    req.payload,
    {
      id: doc.id,
      contactEmail: data.contactEmail,
      confirmed: Boolean(data.contactEmailConfirmed),
      terms: { plan: plan ? { name: plan.name, price: plan.price } : null, free: Boolean(data.freeLaunchSpecial) },
    },
    req,
  )
  return doc
}
