import Link from 'next/link'

import type { VisaFilters } from '@/lib/visas/visaFilters'
import { visaFiltersHref } from '@/lib/visas/visaFilters'
import type { Visa } from '@/payload-types'
import { visaCardData } from '@/lib/visas/visaCardData'
import type { PassportCheck } from '@/lib/visas/passportCheck'

import { VisaCard } from './VisaCard'
import { PassportForm } from './PassportForm'
import { VisaFilterBar } from './VisaFilterBar'

const programs = (count: number) => `${count} visa program${count === 1 ? '' : 's'}`

/** Filters, the count and the country cards of /nomad-visas. */
export function VisaDirectory({
  visas,
  total,
  filters,
  checks,
}: {
  visas: Visa[]
  total: number
  filters: VisaFilters
  checks?: Map<number, PassportCheck>
}) {
  const now = new Date()
  return (
    <div id="visa-programs" className="scroll-mt-24">
      <PassportForm filters={filters} />
      <VisaFilterBar filters={filters} />
      <p role="status" className="mt-6 text-sm text-slate-600">
        Showing {programs(visas.length)} of {total}
      </p>
      {visas.length > 0 ? (
        <ul aria-label="Visa programs" className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {visas.map((visa) => (
            <li key={visa.id}>
              <VisaCard visa={visaCardData(visa, now, checks?.get(visa.id))} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium">No visa programs match these filters.</p>
          <Link
            href={visaFiltersHref({ region: 'All', income: 'All' })}
            className="mt-3 inline-block text-blue-700 underline"
          >
            Show all visa programs
          </Link>
        </div>
      )}
    </div>
  )
}
