'use client'

import { useListingNavigation } from './ListingNavigation'

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

/** Dims the list while the next one loads. */
export function ListingBody({ children }: { children: React.ReactNode }) {
  const { pending } = useListingNavigation()
  return (
    <div aria-busy={pending} className={pending ? 'opacity-60 transition-opacity' : undefined}>
      {children}
    </div>
  )
}
