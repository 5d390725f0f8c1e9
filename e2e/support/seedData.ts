import { readFileSync } from 'node:fs'

import { parseCompaniesCsv } from '../../src/lib/companies/parseCompaniesCsv'

/** The e2e server is seeded from these files, so expected figures come from them too. */
export const SEED_COMPANIES = parseCompaniesCsv(readFileSync('seed/companies.csv', 'utf8'))

export const SEED_DEMO_JOBS = JSON.parse(readFileSync('seed/demo-jobs.json', 'utf8')) as Array<{
  job_title: string
  company_name: string
  category: string
}>

/** The spec's company search: a case-insensitive substring of name, industry or hiring regions. */
export const seedCompaniesMatching = (q: string) =>
  SEED_COMPANIES.filter((company) =>
    [company.name, company.industry, company.hiringRegions].some((field) =>
      field.toLowerCase().includes(q.toLowerCase()),
    ),
  )
