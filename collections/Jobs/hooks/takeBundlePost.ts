import type { CollectionAfterChangeHook } from 'payload'

import { poolOf } from '../../../src/lib/db/pool'
import type { PostingContext } from '../../../src/lib/jobs/postingContext'
import { takeCredit } from '../../../src/lib/payments/jobPosts/postingCredits'

/**
 * A post the employer page paid with a bundle's post takes that post once the job exists: a double
 * click or a retried request, answered with the first post, takes nothing more.
 */
export const takeBundlePost: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const { creditId } = req.context as PostingContext
  if (operation !== 'create' || !creditId) return doc
  if (!(await takeCredit(poolOf(req.payload), creditId))) req.payload.logger.error(`Job ${doc.id} was posted on credit ${creditId}, which had no post left`)
  return doc
}
