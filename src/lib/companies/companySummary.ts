import type { Company } from '@/payload-types'

/** What a company card and profile show, and so all that the pages read of a company. */
export type CompanySummary = Pick<
  Company,
  'id' | 'name' | 'slug' | 'hiringLink' | 'scheduleType' | 'hiringRegions' | 'industry' | 'roles'
>

export const COMPANY_SUMMARY_FIELDS = {
  name: true,
  slug: true,
  hiringLink: true,
  scheduleType: true,
  hiringRegions: true,
  industry: true,
  roles: true,
} as const
