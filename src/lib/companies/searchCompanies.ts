import type { Payload, Where } from 'payload'

import { COMPANY_SUMMARY_FIELDS, type CompanySummary } from './companySummary'
import { likeValue } from './likeValue'

/** Companies per directory page: a full grid of 1, 2, 3 or 4 columns. */
export const COMPANIES_PER_PAGE = 48

/** Company search looks in name, industry and hiring regions. */
export const COMPANY_SEARCH_FIELDS = ['name', 'industry', 'hiringRegions'] as const

export type CompanySearchResult = {
  companies: CompanySummary[]
  /** Companies matching the search on all pages. */
  total: number
  page: number
  totalPages: number
}

/**
 * One page of the company directory in name order. A search matches a company when one of the
 * search fields holds every word of it, case-insensitively (Payload's `like`).
 */
export const searchCompanies = async (
  payload: Payload,
  {
    q = '',
    page = 1,
    pageSize = COMPANIES_PER_PAGE,
  }: { q?: string; page?: number; pageSize?: number },
): Promise<CompanySearchResult> => {
  const words = likeValue(q)
  const where: Where | undefined = words
    ? { or: COMPANY_SEARCH_FIELDS.map((field) => ({ [field]: { like: words } })) }
    : undefined
  const result = await payload.find({
    collection: 'companies',
    where,
    sort: 'sortName',
    page,
    limit: pageSize,
    depth: 0,
    select: COMPANY_SUMMARY_FIELDS,
    overrideAccess: false,
  })
  return {
    companies: result.docs,
    total: result.totalDocs,
    page,
    totalPages: result.totalPages,
  }
}
