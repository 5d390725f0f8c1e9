import type { Payload } from 'payload'

import type { Job } from '@/payload-types'

import { likeValue } from './likeValue'

export type CompanyJob = Pick<
  Job,
  'id' | 'job_title' | 'company_name' | 'job_type' | 'posted_date' | 'slug'
>

/** How many jobs of a company a profile lists. */
export const COMPANY_JOBS_LIMIT = 10

const BATCH = 50

/**
 * The company's jobs the public may see (active, unexpired: the jobs access rule), newest first:
 * jobs whose company_name is the company's name in any letter case.
 */
export const openJobsOfCompany = async (
  payload: Payload,
  name: string,
  limit = COMPANY_JOBS_LIMIT,
): Promise<CompanyJob[]> => {
  const wanted = name.trim().toLowerCase()
  if (!wanted) return []
  const jobs: CompanyJob[] = []
  // Payload has no case-insensitive equals: `like` narrows to names holding every word, and the
  // exact comparison below drops the longer names ("Remote" must not list "Remote.com" jobs).
  for (let page = 1; jobs.length < limit; page++) {
    const result = await payload.find({
      collection: 'jobs',
      where: { company_name: { like: likeValue(name) } },
      sort: ['-posted_date', '-id'],
      page,
      limit: BATCH,
      depth: 0,
      select: {
        job_title: true,
        company_name: true,
        job_type: true,
        posted_date: true,
        slug: true,
      },
      overrideAccess: false,
    })
    jobs.push(...result.docs.filter((job) => job.company_name.trim().toLowerCase() === wanted))
    if (!result.hasNextPage) break
  }
  return jobs.slice(0, limit)
}
