'use client'

import { useEffect, useState } from 'react'

import type { JobFacets } from '@/lib/jobs/listing/jobFacets'
import { type JobListingParams, narrowingQuery } from '@/lib/jobs/listing/listingParams'

/** The choices asked for, per narrowing query, once per page load (again after a failure). */
const asked = new Map<string, Promise<JobFacets>>()

/** Asks for the filter choices counted within the listing's search and filters. */
export const loadJobFacets = (params: JobListingParams) => {
  const query = narrowingQuery(params)
  if (!asked.has(query)) {
    asked.set(
      query,
      fetch(`/api/job-facets${query}`)
        .then((response) => (response.ok ? (response.json() as Promise<JobFacets>) : Promise.reject(new Error(String(response.status)))))
        .catch((error: unknown) => {
          asked.delete(query)
          throw error
        }),
    )
  }
  return asked.get(query)!
}

export type FacetsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; facets: JobFacets }

/**
 * The filter choices for a menu that has opened, counted within the listing as it stands:
 * loading, failed (with a retry) or ready. A new search or filter asks again; the counts shown
 * meanwhile are the last ones.
 */
export function useJobFacets(params: JobListingParams): FacetsState {
  const query = narrowingQuery(params)
  const [state, setState] = useState<FacetsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    const retry = () => {
      setState({ status: 'loading' })
      setAttempt((n) => n + 1)
    }
    loadJobFacets(params).then(
      (facets) => live && setState({ status: 'ready', facets }),
      () => live && setState({ status: 'failed', retry }),
    )
    return () => {
      live = false
    }
    // The query stands for params: a new object with the same search asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, attempt])
  return state
}
