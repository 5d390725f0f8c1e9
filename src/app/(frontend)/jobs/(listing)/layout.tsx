import type { ReactNode } from 'react'

import { COUNTRY_CODES } from '@/lib/places/countries'

import { ListingControls } from './ListingControls'
import { ListingNavigationProvider } from './ListingNavigation'

/**
 * What /jobs keeps while the visitor searches: the heading and the controls. Its pages render only
 * the results: plain/ the listing with no query, with-query/[query] any search, filter, sort or
 * page (each cached for everyone), favorites/[query] a member's own list (per request). src/proxy.ts
 * sends each /jobs address to one of them.
 */
/** Every country, for "Where do you live?" (named in the browser). */
const COUNTRY_CODE_LIST = COUNTRY_CODES.join(' ')

export default function JobsListingLayout({ children }: { children: ReactNode }) {
  return (
    <ListingNavigationProvider>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:space-y-6 sm:px-6 sm:py-10">
        <header className="space-y-1 sm:space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Remote Job Listings</h1>
          <p className="text-sm text-slate-600 sm:text-base">
            Every position here is 100% remote. Filter, sort and save the ones you like.
          </p>
        </header>
        <ListingControls countryCodes={COUNTRY_CODE_LIST} />
        {children}
      </div>
    </ListingNavigationProvider>
  )
}
