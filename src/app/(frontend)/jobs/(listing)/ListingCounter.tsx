'use client'

import type { JobListingParams } from '@/lib/jobs/listingParams'

import { useListingNavigation } from './ListingNavigation'
import { RESULTS_PANEL_ID, tabId } from './ListingTabs'

/**
 * "Showing X of Y jobs": X the cards on this page, Y every job the search and filters match; or
 * "Loading jobs..." while a new list is on its way.
 */
export function ListingCounter({ shown, matching }: { shown: number; matching: number }) {
  const { pending } = useListingNavigation()
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-600">
      {pending ? 'Loading jobs...' : `Showing ${shown.toLocaleString('en-US')} of ${matching.toLocaleString('en-US')} jobs`}
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
