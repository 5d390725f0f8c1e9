'use client'

import { useListingNavigation } from './ListingNavigation'

/** "Showing X of Y jobs", or "Loading jobs..." while a new list is on its way. */
export function ListingCounter({ matching, total }: { matching: number; total: number }) {
  const { pending } = useListingNavigation()
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-600">
      {pending ? 'Loading jobs...' : `Showing ${matching.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} jobs`}
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
