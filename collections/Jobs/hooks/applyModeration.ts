import type { CollectionBeforeChangeHook } from 'payload'

import { isPublicRequest } from '@/lib/access/publicRequest'
import { isStaff } from '@/lib/access/roles'
import { listedBeforeReview } from '@/lib/jobs/posting/hostileText'
import type { PostingContext } from '@/lib/jobs/posting/postingContext'

/**
 * A posted job starts pending review. The site setting decides whether it is listed at once (the
 * default) or only once a moderator approves it; a job whose text looks like markup, script or a
 * header injection always waits for the moderator (src/lib/jobs/posting/hostileText.ts). A post still to be confirmed by its contact
 * address, or to be paid, waits unlisted and out of the review queue until it is
 * (src/lib/jobs/posting/confirmPost.ts, src/lib/payments/jobPosts/settleJobPayment.ts).
 */
export const applyModeration: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || isStaff(req.user) || !isPublicRequest(req)) return data
  const posting = req.context as PostingContext
  const settings = await req.payload.findGlobal({ slug: 'site-settings', req, overrideAccess: true, depth: 0 })
  const waiting = posting.awaitingConfirmation ? 'awaiting-confirmation' : posting.awaitingPayment ? 'awaiting-payment' : null
  const approvalFirst = waiting || posting.requireApproval || !listedBeforeReview(settings.moderationMode, data)
  return {
    ...data,
    is_active: !approvalFirst,
    reviewStatus: waiting ?? 'pending',
    // Posted jobs belong to no user.
    user_id: null,
    postedVia: posting.postedVia ?? 'api',
    // Only the owner of the address, confirming the post, may take a free place (confirmPost.ts).
    freeLaunchSpecial: false,
  }
}
