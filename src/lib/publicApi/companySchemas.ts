import { MAX_QUERY_LENGTH } from '../companies/directoryParams'
import { z } from '../validation/zod'

/** The company directory of the public API (`/api/v1/companies`, the MCP tool `search_companies`). */
export const companySearchParams = z
  .object({
    q: z.string().trim().max(MAX_QUERY_LENGTH).optional().meta({ description: 'Words in the name, industry or hiring regions.', example: 'design' }),
    page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: 'The page, 48 companies each.' }),
  })
  .strict()

export type CompanySearchParams = z.output<typeof companySearchParams>

export const publicCompany = z
  .object({
    slug: z.string(),
    name: z.string(),
    url: z.url().meta({ description: "The company's profile on Remote Passport." }),
    hiringLink: z.string().meta({ description: "The company's own careers page." }),
    industry: z.string().nullable(),
    hiringRegions: z.string().nullable(),
    scheduleType: z.string().nullable(),
    roles: z.array(z.string()),
    jobsUrl: z.url().meta({ description: 'Its open jobs on this API.' }),
  })
  .meta({ id: 'Company' })

export const publicCompanyDetail = publicCompany
  .extend({
    openJobs: z
      .array(z.object({ slug: z.string(), title: z.string(), jobType: z.string().nullable(), postedAt: z.iso.datetime({ offset: true }), url: z.url() }))
      .meta({ description: 'Its newest open jobs (up to 10).' }),
  })
  .meta({ id: 'CompanyDetail' })
