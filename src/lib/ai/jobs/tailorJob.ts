import type { Payload } from 'payload'

import { listedJobBySlug } from './toolJob'

/** The job a tool page was opened for (from a job page's "Tailor my resume" or "Write a cover letter"). */
export type TailorJob = { id: number; slug: string; title: string; company: string }

/**
 * The `?job=<slug>` of a tool page: the listed job it names, `missing` when the slug names no
 * listed job (expired, removed, mistyped), or null when the page was opened without one.
 */
export const tailorJobFor = async (
  payload: Payload,
  param: string | string[] | undefined,
): Promise<TailorJob | 'missing' | null> => {
  const slug = Array.isArray(param) ? param[0] : param
  if (!slug) return null
  const job = await listedJobBySlug(payload, slug)
  return job ? { id: job.id, slug: job.slug, title: job.title, company: job.company } : 'missing'
}
