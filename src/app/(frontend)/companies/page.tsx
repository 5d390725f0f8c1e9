import type { Metadata } from 'next'
import Link from 'next/link'

import { CompanyGrid } from '@/components/companies/CompanyGrid'
import { CompanySearchForm } from '@/components/companies/CompanySearchForm'
import { DirectoryPagination } from '@/components/companies/DirectoryPagination'
import { directoryHref } from '@/lib/companies/companyLinks'
import { directoryParams } from '@/lib/companies/directoryParams'
import { COMPANIES_PER_PAGE, searchCompanies } from '@/lib/companies/searchCompanies'
import { payloadClient } from '@/lib/payload'
import { showingCount } from '@/lib/site/showingCount'

export const metadata: Metadata = {
  title: 'Remote-First Companies Hiring Globally',
  description:
    'Browse 230+ remote-first companies hiring worldwide: search by name, industry or hiring region, see their schedules and typical remote roles, and open their careers pages.',
  alternates: { canonical: '/companies' },
}

const emptyText = (q: string, page: number, totalPages: number) => {
  if (totalPages > 0 && page > totalPages)
    return `There is no page ${page}: the list has ${totalPages}.`
  return q
    ? `No companies match “${q}”. Try a shorter word or another industry.`
    : 'No companies yet.'
}

export default async function CompaniesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { q, page } = directoryParams(await searchParams)
  const result = await searchCompanies(await payloadClient(), { q, page })
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">Remote-First Companies</h1>
        <p className="mt-4 text-lg text-slate-600">
          Discover 230+ remote-first companies that hire around the world, from startups to global
          teams, and go straight to their careers pages.
        </p>
      </header>
      <div className="mx-auto mt-8 max-w-2xl">
        <CompanySearchForm query={q} />
      </div>
      <p role="status" className="mt-8 text-sm text-slate-600">
        {showingCount({ page: result.page, pageSize: COMPANIES_PER_PAGE, shown: result.companies.length, total: result.total, noun: ['company', 'companies'] })}
      </p>
      <section aria-label="Companies" className="mt-4">
        {result.companies.length > 0 ? (
          <CompanyGrid companies={result.companies} headingLevel={2} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <p className="font-medium">{emptyText(q, page, result.totalPages)}</p>
            {(q || page > 1) && (
              <Link href={directoryHref({})} className="mt-3 inline-block text-blue-700 underline">
                Show all companies
              </Link>
            )}
          </div>
        )}
      </section>
      <DirectoryPagination q={q} page={page} totalPages={result.totalPages} />
    </div>
  )
}
