import Link from 'next/link'

import { CompanyGrid } from '@/components/companies/CompanyGrid'
import { buttonClasses } from '@/components/ui/button'
import type { CompanySummary } from '@/lib/companies/companySummary'

/** How many companies the home page shows. */
export const HOME_COMPANY_COUNT = 6

export function FeaturedCompanies({
  companies,
  total,
}: {
  companies: CompanySummary[]
  total: number
}) {
  return (
    <section aria-labelledby="companies-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="companies-heading" className="text-3xl font-bold tracking-tight">
            Remote-First Companies
          </h2>
          <p className="mt-2 text-slate-600">
            Companies that hire remotely by default, wherever you live.
          </p>
        </div>
        <Link href="/companies" className={buttonClasses('outline')}>
          View All {total} Companies
        </Link>
      </div>
      <CompanyGrid companies={companies} />
    </section>
  )
}
