'use client'

import { usePathname, useRouter } from 'next/navigation'
import { createContext, type ReactNode, useContext, useEffect, useRef, useTransition } from 'react'

import { type JobListingParams, listingQueryString } from '@/lib/jobs/listingParams'

type Navigation = {
  /** The state the user asked for last: quick successive changes build on each other. */
  current: () => JobListingParams
  go: (params: JobListingParams, options?: { replace?: boolean }) => void
  pending: boolean
}

const ListingNavigationContext = createContext<Navigation | null>(null)

/** Moves /jobs to a new URL state inside a transition, so the page can say Loading jobs... meanwhile. */
export function ListingNavigationProvider({ params, children }: { params: JobListingParams; children: ReactNode }) {
  const router = useRouter()
  const pathname = usePathname()
  const [pending, startTransition] = useTransition()
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])

  const go: Navigation['go'] = (next, { replace = false } = {}) => {
    latest.current = next
    const url = `${pathname}${listingQueryString(next)}`
    startTransition(() => (replace ? router.replace(url, { scroll: false }) : router.push(url, { scroll: false })))
  }
  return (
    <ListingNavigationContext.Provider value={{ current: () => latest.current, go, pending }}>{children}</ListingNavigationContext.Provider>
  )
}

export const useListingNavigation = () => {
  const navigation = useContext(ListingNavigationContext)
  if (!navigation) throw new Error('useListingNavigation outside ListingNavigationProvider')
  return navigation
}
