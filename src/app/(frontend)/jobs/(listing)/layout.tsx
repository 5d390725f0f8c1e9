import type { ReactNode } from 'react'

import { ListingControls } from './ListingControls'
import { ListingNavigationProvider } from './ListingNavigation'

/**
 * What /jobs keeps while the visitor searches: the heading and the controls. Its pages render only
 * the results: plain/ the listing with no query, with-query/[query] any search, filter, sort or
 * page (each cached for everyone), favorites/[query] a member's own list (per request). src/proxy.ts
 * sends each /jobs address to one of them.
 */
export default function JobsListingLayout({ children }: { children: ReactNode }) {
  return (
    <ListingNavigationProvider>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Remote Job Listings</h1>
          <p className="text-slate-600">
            Every position here is 100% remote. Filter, sort and save the ones you like.
          </p>
        </header>
        <ListingControls />
        {children}
      </div>
    </ListingNavigationProvider>
  )
}
