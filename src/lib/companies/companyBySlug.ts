import type { Payload } from 'payload'

import { COMPANY_SUMMARY_FIELDS, type CompanySummary } from './companySummary'

/** The company whose id in /company/{id} is this slug, or null. */
export const companyBySlug = async (
  payload: Payload,
  slug: string,
): Promise<CompanySummary | null> => {
  if (!slug) return null
  const { docs } = await payload.find({
    collection: 'companies',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: COMPANY_SUMMARY_FIELDS,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
