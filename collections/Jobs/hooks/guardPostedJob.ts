import { APIError, type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'

import { isStaff } from '../../../src/lib/access/roles'
import { poolOf } from '../../../src/lib/db/pool'
import { DUPLICATE_JOB_URL, JOB_POST_LIMITS, tooManyPostsMessage } from '../../../src/lib/jobs/postingLimits'
import { employerJobSchema, fieldErrors, postJobSchema } from '../../../src/lib/jobs/postJobSchema'
import { clientAddress } from '../../../src/lib/rateLimit/clientAddress'
import { consumeLimits } from '../../../src/lib/rateLimit/rateLimit'

/** A post from the public: over the REST API without a staff session, or the site's own forms. */
const isPublicPost = (req: PayloadRequest) =>
  !isStaff(req.user) && (req.payloadAPI !== 'local' || req.context.publicPosting === true)

/**
 * Every public way to post a job (the /submit-job and /post-job forms, POST /api/jobs) meets the
 * same checks: the form's own zod schema with the spec's messages, a rate limit per client
 * address, and no second active job with the same job URL. Staff and the site's own code (seed,
 * imports) are trusted.
 */
export const guardPostedJob: CollectionBeforeOperationHook<'jobs'> = async ({ args, operation, req }) => {
  if (operation !== 'create' || !isPublicPost(req)) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const schema = req.context.postedVia === 'employer-page' ? employerJobSchema : postJobSchema
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ValidationError({ collection: 'jobs', errors: fieldErrors(parsed.error) })
  const normalized: Record<string, unknown> = { ...data, ...parsed.data }
  const limit = await consumeLimits(poolOf(req.payload), JOB_POST_LIMITS, clientAddress(req.headers))
  if (!limit.allowed) throw new APIError(tooManyPostsMessage(limit.retryAfterSeconds), 429, { retryAfterSeconds: limit.retryAfterSeconds }, true)
  const { totalDocs } = await req.payload.count({
    collection: 'jobs',
    where: { and: [{ job_url: { equals: normalized.job_url } }, { is_active: { equals: true } }] },
    req,
  })
  if (totalDocs) throw new ValidationError({ collection: 'jobs', errors: [{ path: 'job_url', message: DUPLICATE_JOB_URL }] })
  return { ...args, data: normalized }
}
