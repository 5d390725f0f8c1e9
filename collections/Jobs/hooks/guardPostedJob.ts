import { type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'

import { isPublicRequest } from '@/lib/access/publicRequest'
import { isStaff } from '@/lib/access/roles'
import { poolOf } from '@/lib/db/pool'
import { checkPostedJob } from '@/lib/jobs/posting/checkPostedJob'
import { JOB_POST_LIMITS, tooManyPostsMessage } from '@/lib/jobs/posting/postingLimits'
import type { PostingContext } from '@/lib/jobs/posting/postingContext'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { consumeLimits } from '@/lib/rateLimit/rateLimit'
import { refuseTooMany } from '@/lib/rateLimit/refuseTooMany'
import { assertJobUrlFree } from './jobUrlUnique'

/** A post from the public: over the REST API without a staff session, or the site's own forms. */
const isPublicPost = (req: PayloadRequest) => !isStaff(req.user) && isPublicRequest(req)

/**
 * The one place a public post is checked. Every public way to post a job (POST /api/jobs, and
 * the /submit-job and /post-job forms, whose server actions create through the local API with
 * FOR_A_VISITOR) meets the same rules here, in this order: the form's fields and nothing else,
 * no NUL character, the form's zod schema and the salary range (checkPostedJob), then a rate
 * limit per client address, and no second live job with the same job URL. Staff and the site's
 * own code (seed, imports) are trusted.
 *
 * A field beyond the form's is refused alike over REST and through the local API: the forms'
 * actions forward only their form's fields (formFieldsOf) and submitJob adds none, so anything
 * else that reaches a public create was sent by someone, whichever way it came.
 */
export const guardPostedJob: CollectionBeforeOperationHook<'jobs'> = async ({ args, operation, req }) => {
  if (operation !== 'create' || !isPublicPost(req)) return args
  const posting = req.context as PostingContext
  const checked = checkPostedJob((args.data ?? {}) as Record<string, unknown>, posting)
  if (!checked.ok) throw new ValidationError({ collection: 'jobs', errors: checked.errors })
  const limit = await consumeLimits(poolOf(req.payload), JOB_POST_LIMITS, clientAddress(req.headers))
  if (!limit.allowed) refuseTooMany(req, tooManyPostsMessage(limit.retryAfterSeconds), limit.retryAfterSeconds)
  await assertJobUrlFree(req, checked.fields.job_url)
  // Only the checked fields go on, the salary as the board stores it. The plan is the server's
  // (the employer page looked it up); posted_date is the field's own default, as for any new job.
  return { ...args, data: { ...checked.fields, plan: posting.planId ?? null } }
}
