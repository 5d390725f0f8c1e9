'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { clearedListing, JOB_FILTERS, type JobListingParams, listingQueryString } from '@/lib/jobs/listingParams'
import { salaryMinimumLabel } from '@/lib/jobs/seekerPreferences'

/** "Active filters:" with one removable chip per choice, and Clear All (the tab and where the seeker lives stay). */
export function ActiveFilters({ params }: { params: JobListingParams }) {
  const chips = [
    ...(params.q ? [{ key: 'q', label: `Search: ${params.q}`, without: { ...params, q: '', page: 1 } }] : []),
    ...JOB_FILTERS.flatMap(({ param, label }) =>
      params.filters[param].map((value) => ({
        key: `${param}:${value}`,
        label: `${label}: ${value}`,
        without: { ...params, page: 1, filters: { ...params.filters, [param]: params.filters[param].filter((item) => item !== value) } },
      })),
    ),
    ...(params.tz ? [{ key: 'tz', label: `Your hours: ${params.tz}`, without: { ...params, tz: null, page: 1 } }] : []),
    ...(params.minSalary ? [{ key: 'minSalary', label: `Minimum salary: ${salaryMinimumLabel(params.minSalary)}`, without: { ...params, minSalary: null, page: 1 } }] : []),
  ]
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">Active filters:</span>
      {chips.map((chip) => (
        <Link
          key={chip.key}
          href={`/jobs${listingQueryString(chip.without)}`}
          scroll={false}
          className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-blue-800 hover:bg-blue-100"
          aria-label={`Remove ${chip.label}`}
        >
          {chip.label}
          <span aria-hidden>×</span>
        </Link>
      ))}
      {/* A link (it leads to the cleared listing, and works without JavaScript) that looks and
          answers like a Clear All button: Space presses it too. */}
      <Link
        href={`/jobs${listingQueryString(clearedListing(params))}`}
        scroll={false}
        role="button"
        onKeyDown={(event) => {
          if (event.key !== ' ') return
          event.preventDefault()
          event.currentTarget.click()
        }}
        className={buttonClasses('outline', 'sm')}
      >
        Clear All
      </Link>
    </div>
  )
}
