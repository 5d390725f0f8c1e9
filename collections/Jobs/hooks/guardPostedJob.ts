import { type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'

import { isPublicRequest } from '@/lib/access/publicRequest'
import { isStaff } from '@/lib/access/roles'
import { poolOf } from '@/lib/db/pool'
import { JOB_POST_LIMITS, tooManyPostsMessage } from '@/lib/jobs/posting/postingLimits'
import type { PostingContext } from '@/lib/jobs/posting/postingContext'
import { employerJobSchema, fieldErrors, postJobSchema } from '@/lib/jobs/posting/postJobSchema'
import { nulCharacterErrors, refusedPosterFields } from '@/lib/jobs/posting/posterFields'
import { postedSalaryProblems, withPostedSalary } from '@/lib/jobs/posting/postedSalary'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { consumeLimits } from '@/lib/rateLimit/rateLimit'
import { refuseTooMany } from '@/lib/rateLimit/refuseTooMany'
import { assertJobUrlFree } from './jobUrlUnique'

/** A post from the public: over the REST API without a staff session, or the site's own forms. */
const isPublicPost = (req: PayloadRequest) => !isStaff(req.user) && isPublicRequest(req)

/**
 * Every public way to post a job (the /submit-job and /post-job forms, POST /api/jobs) meets the
 * same checks: only the form's own fields, checked by its zod schema (any
 * other field is refused: the server sets dates, slug, plan, review and link-check state), a rate
 * limit per client address, and no second live job with the same job URL. Staff and the site's
 * own code (seed, imports) are trusted.
 */
export const guardPostedJob: CollectionBeforeOperationHook<'jobs'> = async ({ args, operation, req }) => {
  if (operation !== 'create' || !isPublicPost(req)) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const posting = req.context as PostingContext
  const schema = posting.postedVia === 'employer-page' ? employerJobSchema : postJobSchema
  // Over REST any field beyond the form's is refused by name; the site's own forms send only
  // their fields (and the posting date the collection's type asks for, replaced below).
  const refused = [...(req.payloadAPI === 'local' ? [] : refusedPosterFields(data, schema)), ...nulCharacterErrors(data)]
  const parsed = schema.safeParse(data)
  const salary = parsed.success ? postedSalaryProblems(parsed.data) : []
  if (refused.length || !parsed.success || salary.length) {
    const invalid = parsed.success ? salary : fieldErrors(parsed.error).filter((error) => !refused.some((own) => own.path === error.path))
    throw new ValidationError({ collection: 'jobs', errors: [...refused, ...invalid] })
  }
  const limit = await consumeLimits(poolOf(req.payload), JOB_POST_LIMITS, clientAddress(req.headers))
  if (!limit.allowed) refuseTooMany(req, tooManyPostsMessage(limit.retryAfterSeconds), limit.retryAfterSeconds)
  await assertJobUrlFree(req, parsed.data.job_url)
  // Only the parsed form fields go on; the date and the plan are the server's (the employer page
  // looked the plan up).
  // The salary the form gives as numbers is stored as the text the board shows and reads.
  return { ...args, data: { ...withPostedSalary(parsed.data), posted_date: new Date().toISOString(), plan: posting.planId ?? null } }
}
