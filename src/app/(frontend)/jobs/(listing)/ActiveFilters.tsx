'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { clearedListing, JOB_FILTERS, type JobListingParams, listingQueryString } from '@/lib/jobs/listing/listingParams'
import { salaryMinimumLabel } from '@/lib/jobs/listing/seekerPreferences'

import { useCountryChoice } from './countryChoice'
import { regionName } from './FitControls'

/**
 * "Active filters:" with one removable chip per choice, where the seeker lives among them
 * (removing it forgets the remembered country), and Clear All (the tab stays).
 */
export function ActiveFilters({ params }: { params: JobListingParams }) {
  const chooseCountry = useCountryChoice()
  const forgetCountry = () => {
    if (params.livesIn) chooseCountry(null)
  }
  const chips = [
    ...(params.livesIn
      ? [{ key: 'livesIn', label: `Open to residents of ${regionName(params.livesIn)}`, without: { ...params, livesIn: null, page: 1 }, onClick: forgetCountry }]
      : []),
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
          onClick={'onClick' in chip ? chip.onClick : undefined}
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
        onClick={forgetCountry}
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
