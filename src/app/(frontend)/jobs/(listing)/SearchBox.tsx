'use client'

import { useEffect, useRef, useState } from 'react'

import { Input } from '@/components/ui/input'
import type { JobListingParams } from '@/lib/jobs/listingParams'

import { useListingNavigation } from './ListingNavigation'

const DEBOUNCE_MS = 350

/** The search box: a plain GET form without JavaScript, a debounced live search with it. */
export function SearchBox({ params }: { params: JobListingParams }) {
  const { current, go } = useListingNavigation()
  const [text, setText] = useState(params.q)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => setText(params.q), [params.q])

  const search = (q: string) => go({ ...current(), q: q.trim(), page: 1 }, { replace: true })

  return (
    <form
      action="/jobs"
      role="search"
      className="flex-1"
      onSubmit={(event) => {
        event.preventDefault()
        clearTimeout(timer.current)
        search(text)
      }}
    >
      <label htmlFor="jobs-search" className="sr-only">
        Search jobs
      </label>
      <Input
        id="jobs-search"
        name="q"
        type="search"
        value={text}
        placeholder="Search by job title, company, or keyword..."
        maxLength={200}
        onChange={(event) => {
          const q = event.target.value
          setText(q)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => search(q), DEBOUNCE_MS)
        }}
        className="h-11"
      />
    </form>
  )
}
