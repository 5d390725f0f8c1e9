import type { CompanySummary } from '@/lib/companies/companySummary'

import { CompanyCard } from './CompanyCard'

export function CompanyGrid({
  companies,
  headingLevel,
}: {
  companies: CompanySummary[]
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
