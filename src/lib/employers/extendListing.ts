import type { Payload } from 'payload'

import type { Job } from '../../payload-types'

const DAY_MS = 86_400_000

/**
 * More listing time for a job: from its end while it is listed, from now once it has expired (it
 * is then listed again, reviewed as before). Its address, slug, posted date and favorites stay.
 */
export const extendListing = async (payload: Payload, job: Pick<Job, 'id' | 'expiresAt' | 'filledAt'>, days: number, now = new Date()) => {
  const end = job.expiresAt ? new Date(job.expiresAt) : now
  const from = end > now ? end : now
  const expiresAt = new Date(from.getTime() + days * DAY_MS).toISOString()
  await payload.update({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true, data: { expiresAt, ...(job.filledAt ? {} : { is_active: true }) } })
  return expiresAt
}
