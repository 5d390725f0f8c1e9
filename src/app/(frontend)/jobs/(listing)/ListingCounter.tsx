'use client'

import { JOBS_PAGE_SIZE, type JobListingParams } from '@/lib/jobs/listing/listingParams'
import { showingCount } from '@/lib/site/showingCount'

import { useListingNavigation } from './ListingNavigation'
import { RESULTS_PANEL_ID, tabId } from './ListingTabs'

/**
 * "Showing 31–60 of 60 jobs": the cards on this page among every job the search and filters
 * match ("Showing 12 of 12 jobs" when they fit one page); or "Loading jobs..." while a new list is
 * on its way.
 */
export function ListingCounter({ page, shown, matching }: { page: number; shown: number; matching: number }) {
  const { pending } = useListingNavigation()
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-600">
      {pending ? 'Loading jobs...' : showingCount({ page, pageSize: JOBS_PAGE_SIZE, shown, total: matching, noun: ['job', 'jobs'] })}
    </p>
  )
}

/** The chosen tab's panel: the list, dimmed while the next one loads. */
export function ListingBody({ tab, children }: { tab: JobListingParams['tab']; children: React.ReactNode }) {
  const { pending } = useListingNavigation()
  return (
    <div
      id={RESULTS_PANEL_ID}
      role="tabpanel"
      aria-labelledby={tabId(tab)}
      aria-busy={pending}
      className={pending ? 'opacity-60 transition-opacity' : undefined}
    >
      {children}
    </div>
  )
}
