'use client'

import { useParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { SaveAlert } from './SaveAlert'
import { Button, buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import {
  filtersPageHref,
  hasActiveFilters,
  JOB_FILTERS,
  type JobListingParams,
  listingQueryString,
} from '@/lib/jobs/listing/listingParams'
import { lastListing } from '@/lib/jobs/listing/lastListing'
import { listingQueryParams } from '@/lib/jobs/listing/parseListingParams'

import { ActiveFilters } from './ActiveFilters'
import { FitControls } from './FitControls'
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
export function ListingControls({ countryCodes }: { countryCodes: string }) {
  const { query } = useParams<{ query?: string }>()
  const params = listingQueryParams(query)
  // A job page's "Back to jobs" returns to the listing as the visitor left it.
  const address = `/jobs${listingQueryString(params)}`
  useEffect(() => lastListing.remember(address), [address])
  return <Controls params={params} countryCodes={countryCodes} />
}

/**
 * On a phone the eight filters and the alert button wait behind one "Filters" button, so the
 * first job shows on the first screen; the chosen ones stay in view as chips. From the `sm`
 * breakpoint up everything is shown and the button is gone.
 *
 * The controls are one GET form to /jobs, its hidden fields carrying the filters chosen: without
 * JavaScript, or before it loads, Enter in the search (or Apply) sends the search, sort, country,
 * hours and pay with them, and the filter buttons lead to /jobs/filters, every filter as plain
 * checkboxes. With JavaScript each control moves the listing itself (ListingNavigation).
 */
function Controls({ params, countryCodes }: { params: JobListingParams; countryCodes: string }) {
  const [open, setOpen] = useState(false)
  const chosen = JOB_FILTERS.reduce((count, { param }) => count + params.filters[param].length, 0)
  const folded = open ? undefined : 'max-sm:hidden'
  return (
    <section
      aria-label="Search and filters"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <form
        action="/jobs"
        method="get"
        role="search"
        className="space-y-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchBox params={params} />
          <div className="flex gap-3">
            <SortSelect params={params} />
            {/* A link to the filters page until JavaScript makes it fold the controls open. */}
            <a
              href={filtersPageHref(params)}
              role="button"
              className={cn(buttonClasses('outline'), 'h-11 shrink-0 sm:hidden')}
              aria-expanded={open}
              aria-controls="job-filters"
              onClick={(event) => {
                event.preventDefault()
                setOpen((value) => !value)
              }}
              onKeyDown={(event) => {
                if (event.key !== ' ') return
                event.preventDefault()
                setOpen((value) => !value)
              }}
            >
              {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
            </a>
            <noscript>
              <Button type="submit" className="h-11 shrink-0">
                Apply
              </Button>
            </noscript>
          </div>
        </div>
        {JOB_FILTERS.flatMap(({ param }) =>
          params.filters[param].map((value) => (
            <input key={`${param}:${value}`} type="hidden" name={param} value={value} />
          )),
        )}
        {params.tab !== 'all' && <input type="hidden" name="tab" value={params.tab} />}
        <div className={folded}>
          <FitControls params={params} countryCodes={countryCodes} />
        </div>
        <div id="job-filters" className={cn('flex flex-wrap gap-2', folded)}>
          {JOB_FILTERS.map(({ param, label }) => (
            <FilterDropdown key={param} param={param} label={label} params={params} />
          ))}
        </div>
        {(hasActiveFilters(params) || params.livesIn) && <ActiveFilters params={params} />}
      </form>
      <div className={folded}>
        <SaveAlert query={listingQueryString({ ...params, page: 1, tab: 'all' })} />
      </div>
    </section>
  )
}
