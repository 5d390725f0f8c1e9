import type { CollectionAfterChangeHook } from 'payload'

import { acknowledgePosting } from '@/lib/jobs/posting/contactConfirmation'
import type { PostingContext } from '@/lib/jobs/posting/postingContext'
import { payLink } from '@/lib/payments/jobPosts/payToken'

/**
 * The address hears that its post arrived, with the link that confirms it: a held post is listed
 * only once confirmed; any other post's review outcome is emailed only then. A post to pay also
 * gets the link to pay for it.
 */
export const acknowledgeContact: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  // `data`, not `doc`: the poster may not read the address back, so `doc` comes without it.
  if (operation !== 'create' || !req.context.publicRequest || !data.contactEmail) return doc
  // The employer page looked the plan up already and hands its terms over.
  const posting = req.context as PostingContext
  const terms = posting.awaitingConfirmation ? null : (posting.terms ?? { plan: null, free: false })
  const pay = posting.awaitingPayment ? payLink(req.payload.secret, doc.id, new Date(doc.createdAt)) : null
  await acknowledgePosting(req.payload, { id: doc.id, contactEmail: data.contactEmail, terms, payLink: pay }, req)
  return doc
}
