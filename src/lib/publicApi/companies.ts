import type { Payload } from 'payload'

import { companyBySlug } from '../companies/companyBySlug'
import type { CompanySummary } from '../companies/companySummary'
import { openJobsOfCompany } from '../companies/openJobsOfCompany'
import { searchCompanies } from '../companies/searchCompanies'
import { jobPageUrl } from '../jobs/counts/countSource'
import { oneOf, pageOf } from './envelopes'
import { publicCompany, publicCompanyDetail, type CompanySearchParams } from './companySchemas'
import { notFound } from './problem'

export const companiesPage = pageOf(publicCompany, 'CompaniesPage')
export const oneCompany = oneOf(publicCompanyDetail, 'CompanyAnswer')

const companyOf = (company: CompanySummary, site: string) => ({
  slug: company.slug ?? '',
  name: company.name,
  url: `${site}/company/${encodeURIComponent(company.slug ?? '')}`,
  hiringLink: company.hiringLink,
  industry: company.industry ?? null,
  hiringRegions: company.hiringRegions ?? null,
  scheduleType: company.scheduleType ?? null,
  roles: company.roles ?? [],
  jobsUrl: `${site}/api/v1/jobs?${new URLSearchParams({ company: company.name })}`,
})

/** One page of the company directory, in name order, as /companies shows it. */
export const searchPublicCompanies = async (payload: Payload, { q, page }: CompanySearchParams, { site }: { site: string }) => {
  const result = await searchCompanies(payload, { q, page })
  return companiesPage.parse({
    data: result.companies.map((company) => publicCompany.parse(companyOf(company, site))),
    page: result.page,
    totalPages: Math.max(1, result.totalPages),
    total: result.total,
  })
}

/** A company of the directory by its slug, with its newest open jobs. */
export const publicCompanyBySlug = async (payload: Payload, slug: string, { site }: { site: string }) => {
  const company = await companyBySlug(payload, slug)
  if (!company) throw notFound('company')
  const jobs = await openJobsOfCompany(payload, company.name)
  return oneCompany.parse({
    data: {
      ...companyOf(company, site),
      openJobs: jobs.map((job) => ({
        slug: job.slug,
        title: job.job_title,
        jobType: job.job_type,
        postedAt: new Date(job.posted_date).toISOString(),
        url: jobPageUrl(site, job.slug ?? '', 'api'),
      })),
    },
  })
}
