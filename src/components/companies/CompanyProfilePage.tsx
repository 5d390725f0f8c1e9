import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { companyIntro } from '@/lib/companies/aboutRemoteWork'
import { companyBySlug } from '@/lib/companies/companyBySlug'
import { companyPath } from '@/lib/companies/companyLinks'
import type { CompanySummary } from '@/lib/companies/companySummary'
import { openJobsOfCompany } from '@/lib/companies/openJobsOfCompany'
import { payloadClient } from '@/lib/payload'

import { CompanyProfile } from './CompanyProfile'
import { pageOpenGraph } from '@/lib/site/openGraph'

type Props = { params: Promise<{ id: string }> }

/** The id as written in the URL, whether or not the router has decoded it already. */
const slugFromParam = (id: string) => {
  try {
    return decodeURIComponent(id)
  } catch {
    return id
  }
}

// The page and its metadata read the same company once per request.
const loadCompany = cache(async (id: string) =>
  companyBySlug(await payloadClient(), slugFromParam(id)),
)

const describe = (company: CompanySummary) =>
  [
    companyIntro(company),
    company.scheduleType && `Schedule: ${company.scheduleType}.`,
    'See its typical remote roles, its open jobs and its careers page.',
  ]
    .filter(Boolean)
    .join(' ')

/** Metadata of /company/{id} and /companies/{id}; both name /company/{id} as canonical. */
export async function generateCompanyMetadata({ params }: Props): Promise<Metadata> {
  const company = await loadCompany((await params).id)
  if (!company) return { title: 'Company Not Found', robots: { index: false } }
  const canonical = companyPath(company.slug ?? '')
  const title = `${company.name}: Remote Jobs and Remote Work`
  const description = describe(company)
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: pageOpenGraph({ title, description, url: canonical }),
  }
}

/** The profile page, at /company/{id} and /companies/{id}. */
export async function CompanyProfilePage({ params }: Props) {
  const company = await loadCompany((await params).id)
  if (!company) notFound()
  const jobs = await openJobsOfCompany(await payloadClient(), company.name)
  return <CompanyProfile company={company} jobs={jobs} />
}
