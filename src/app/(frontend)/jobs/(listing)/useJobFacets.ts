'use client'

import { useEffect, useState } from 'react'

import type { JobFacets } from '@/lib/jobs/jobFacets'

let asked: Promise<JobFacets> | null = null

/** Asks for the filter choices once per page load (again after a failure). */
export const loadJobFacets = () =>
  (asked ??= fetch('/api/job-facets')
    .then((response) =>
      response.ok
        ? (response.json() as Promise<JobFacets>)
        : Promise.reject(new Error(String(response.status))),
    )
    .catch((error: unknown) => {
      asked = null
      throw error
    }))

export type FacetsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; facets: JobFacets }

/** The filter choices for a menu that has opened: loading, failed (with a retry) or ready. */
export function useJobFacets(): FacetsState {
  const [state, setState] = useState<FacetsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    const retry = () => {
      setState({ status: 'loading' })
      setAttempt((n) => n + 1)
    }
    loadJobFacets().then(
      (facets) => live && setState({ status: 'ready', facets }),
      () => live && setState({ status: 'failed', retry }),
    )
    return () => {
      live = false
    }
  }, [attempt])
  return state
}
