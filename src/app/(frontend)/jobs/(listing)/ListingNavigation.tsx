'use client'

import { useRouter } from 'next/navigation'
import { createContext, type ReactNode, useContext, useEffect, useRef, useTransition } from 'react'

import { type JobListingParams, listingQueryString } from '@/lib/jobs/listing/listingParams'
import { parseListingParams } from '@/lib/jobs/listing/parseListingParams'

type Navigation = {
  /** The state the user asked for last: quick successive changes build on each other. */
  current: () => JobListingParams
  go: (params: JobListingParams, options?: { replace?: boolean }) => void
  pending: boolean
}

const ListingNavigationContext = createContext<Navigation | null>(null)

/**
 * Moves /jobs to a new URL state inside a transition, so the page can say Loading jobs...
 * meanwhile. It lives in the listing's layout, which stays mounted while only the results change
 * (each /jobs address is a page of its own under the layout: src/proxy.ts).
 */
export function ListingNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  // Asked for but not yet in the address bar; once the navigation lands, the address is the truth.
  const asked = useRef<JobListingParams | null>(null)
  useEffect(() => {
    if (!pending) asked.current = null
  }, [pending])

  const current = () => asked.current ?? parseListingParams(new URLSearchParams(window.location.search))
  const go: Navigation['go'] = (next, { replace = false } = {}) => {
    asked.current = next
    const url = `/jobs${listingQueryString(next)}`
    startTransition(() => (replace ? router.replace(url, { scroll: false }) : router.push(url, { scroll: false })))
  }
  return <ListingNavigationContext.Provider value={{ current, go, pending }}>{children}</ListingNavigationContext.Provider>
}

export const useListingNavigation = () => {
  const navigation = useContext(ListingNavigationContext)
  if (!navigation) throw new Error('useListingNavigation outside ListingNavigationProvider')
  return navigation
}
