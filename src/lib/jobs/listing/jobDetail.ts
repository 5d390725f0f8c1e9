import type { Payload } from 'payload'

import { ATS_LABELS } from '../../ats/types'
import { companyId } from '../../companies/companyId'
import type { Job } from '../../../payload-types'
import { isListed } from '../listedRule'

/** A job by its slug, listed or not (the page tells a closed job from a missing one). */
export const jobBySlug = async (payload: Payload, slug: string): Promise<Job | null> => {
  const { docs } = await payload.find({ collection: 'jobs', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/** Open jobs like this one: the same category (the same company when it has none), newest first. */
export const similarOpenJobs = async (payload: Payload, job: Job, limit = 6): Promise<Job[]> => {
  const { docs } = await payload.find({
    collection: 'jobs',
    where: {
      and: [job.category ? { category: { equals: job.category } } : { company_name: { equals: job.company_name } }, { id: { not_equals: job.id } }],
    },
    sort: '-posted_date',
    limit,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

/** The company's profile on this site when it is in the directory. */
export const companyPathFor = async (payload: Payload, companyName: string): Promise<string | null> => {
  const slug = companyId(companyName)
  const { totalDocs } = await payload.count({ collection: 'companies', where: { slug: { equals: slug } } })
  return totalDocs ? `/company/${encodeURIComponent(slug)}` : null
}

/** The hiring system an imported job came from ("Greenhouse"), or null for a job posted here. */
export const sourceNameOf = async (payload: Payload, job: Pick<Job, 'source'>): Promise<string | null> => {
  if (!job.source) return null
  if (typeof job.source === 'object') return ATS_LABELS[job.source.kind]
  const source = await payload.findByID({ collection: 'job-sources', id: job.source, depth: 0, overrideAccess: true, disableErrors: true, select: { kind: true } })
  return source ? ATS_LABELS[source.kind] : null
}

export { isListed }
