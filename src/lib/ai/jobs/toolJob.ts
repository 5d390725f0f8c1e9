import type { Payload } from 'payload'

/** A job of the board, as the AI tools use it: its title, company and text. Every job here is remote. */
export type ToolJob = { id: number; slug: string; title: string; company: string; description: string; remote: true }

const toToolJob = (job: { id: number; slug?: string | null; job_title: string; company_name: string; job_description?: string | null }): ToolJob => ({
  id: job.id,
  slug: job.slug ?? '',
  title: job.job_title,
  company: job.company_name,
  description: job.job_description ?? '',
  remote: true,
})

/** A listed job by id, read with the public's access (an inactive or expired job is not found). */
export const listedJobById = async (payload: Payload, id: number): Promise<ToolJob | null> => {
  const job = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: false, disableErrors: true })
  return job ? toToolJob(job) : null
}

/** A listed job by slug (the tools' ?job= links from a job page). */
export const listedJobBySlug = async (payload: Payload, slug: string): Promise<ToolJob | null> => {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  const { docs } = await payload.find({ collection: 'jobs', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: false })
  return docs[0] ? toToolJob(docs[0]) : null
}
