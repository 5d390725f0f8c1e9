'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { SaveAlert } from '@/components/alerts/SaveAlert'
import {
  hasActiveFilters,
  JOB_FILTERS,
  type JobListingParams,
  listingQueryString,
} from '@/lib/jobs/listingParams'
import { lastListing } from '@/lib/jobs/lastListing'
import { listingQueryParams } from '@/lib/jobs/parseListingParams'

import { ActiveFilters } from './ActiveFilters'
import { FilterDropdown } from './FilterDropdown'
import { SearchBox } from './SearchBox'
import { SortSelect } from './SortSelect'

/**
 * Search, sort, the eight filters, the active chips and the alert button, in the state the
 * address asks for. The cached plain listing and a rendered query share them (they sit in the
 * layout), so a search being typed is never reset by the results it brings. The query is a route
 * parameter (src/proxy.ts), read the same way on the server and in the browser, so the cached
 * page renders these on the server too.
 */
export function ListingControls() {
  const { query } = useParams<{ query?: string }>()
  const params = listingQueryParams(query)
  // A job page's "Back to jobs" returns to the listing as the visitor left it.
  const address = `/jobs${listingQueryString(params)}`
  useEffect(() => lastListing.remember(address), [address])
  return <Controls params={params} />
}

function Controls({ params }: { params: JobListingParams }) {
  return (
    <section
      aria-label="Search and filters"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox params={params} />
        <SortSelect params={params} />
      </div>
      <div className="flex flex-wrap gap-2">
        {JOB_FILTERS.map(({ param, label }) => (
          <FilterDropdown key={param} param={param} label={label} params={params} />
        ))}
      </div>
      {hasActiveFilters(params) && <ActiveFilters params={params} />}
      <SaveAlert query={listingQueryString({ ...params, page: 1, tab: 'all' })} />
    </section>
  )
}
