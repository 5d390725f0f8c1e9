import { type CollectionAfterErrorHook, type PayloadRequest, ValidationError } from 'payload'

import { explainDuplicateJobUrl } from '@/lib/jobs/posting/duplicateJobUrl'
import { DUPLICATE_JOB_URL } from '@/lib/jobs/posting/postingLimits'

/**
 * Before a public post: no listed job, and no public post waiting for review, has this job URL
 * (the unique index `jobs_posted_job_url_unique` makes it hold when two arrive at once).
 */
export const assertJobUrlFree = async (req: PayloadRequest, jobUrl: string) => {
  const { totalDocs } = await req.payload.count({
    collection: 'jobs',
    where: {
      and: [
        { job_url: { equals: jobUrl } },
        { or: [{ is_active: { equals: true } }, { and: [{ postedVia: { exists: true } }, { reviewStatus: { equals: 'pending' } }] }] },
      ],
    },
    req,
  })
  if (totalDocs) throw new ValidationError({ collection: 'jobs', errors: [{ path: 'job_url', message: DUPLICATE_JOB_URL }] })
}

/** The REST answer when the unique index, not the check, stopped a second post of one URL. */
export const explainDuplicateJobUrlError: CollectionAfterErrorHook = ({ error, result }) => {
  if (!(error instanceof ValidationError) || !result) return
  const errors = (result as { errors?: Array<{ data?: { errors?: Array<{ path?: string; message: string }> } }> }).errors
  const fieldErrors = errors?.[0]?.data?.errors
  if (!fieldErrors) return
  errors[0].data!.errors = explainDuplicateJobUrl(fieldErrors)
  return { response: result }
}
