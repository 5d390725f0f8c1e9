import { INCOME_BUCKETS } from '@/lib/visas/incomeBuckets'
import { VISA_REGIONS } from '@/lib/visas/regions'
import { ALL, visaFiltersHref, type VisaFilters } from '@/lib/visas/visaFilters'

type Option = { value: string; label: string }

const REGION_OPTIONS: Option[] = [ALL, ...VISA_REGIONS].map((value) => ({ value, label: value }))
const INCOME_OPTIONS: Option[] = [{ value: ALL, label: ALL }, ...INCOME_BUCKETS]

/** Region and income filters as links: the URL is the state, and they work without JavaScript. */
export function VisaFilterBar({ filters }: { filters: VisaFilters }) {
  return (
    <div className="space-y-4">
      <FilterGroup
        label="Region"
        options={REGION_OPTIONS}
        selected={filters.region}
        href={(region) => visaFiltersHref({ ...filters, region: region as VisaFilters['region'] })}
      />
      <FilterGroup
        label="Minimum income"
        options={INCOME_OPTIONS}
        selected={filters.income}
        href={(income) => visaFiltersHref({ ...filters, income: income as VisaFilters['income'] })}
      />
    </div>
  )
}

function FilterGroup({
  label,
  options,
  selected,
  href,
}: {
  label: string
  options: Option[]
  selected: string
  href: (value: string) => string
}) {
  const id = `filter-${label.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <nav aria-labelledby={id} className="flex flex-wrap items-center gap-2">
      <h3 id={id} className="mr-1 text-sm font-semibold text-slate-700">
        {label}:
      </h3>
      {options.map((option) => {
        const active = option.value === selected
        return (
          // A plain link: the filtered view is its own page, rendered on the server (the plain one
          // is cached and shared), which the client router would otherwise reuse for any query.
          <a
            key={option.value}
            href={href(option.value)}
            aria-current={active ? 'true' : undefined}
            className="visa-filter"
          >
            {option.label}
          </a>
        )
      })}
    </nav>
  )
}
