'use client'

import { useEffect, useRef, useState } from 'react'

import { Input } from '@/components/ui/input'
import type { JobListingParams } from '@/lib/jobs/listing/listingParams'

import { useListingNavigation } from './ListingNavigation'

const DEBOUNCE_MS = 350

/**
 * The search box: without JavaScript (or before it loads) Enter sends the listing's GET form with
 * everything else chosen; with it, a debounced live search.
 */
export function SearchBox({ params }: { params: JobListingParams }) {
  const { current, go } = useListingNavigation()
  const [text, setText] = useState(params.q)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The search this box asked for last. When the address brings another one (a chip removed,
  // Clear All, Back), the box shows it; when it brings this box's own search, the visitor may
  // have typed on meanwhile, and those letters stay.
  const asked = useRef(params.q)
  useEffect(() => {
    if (params.q === asked.current) return
    asked.current = params.q
    setText(params.q)
  }, [params.q])

  const search = (q: string) => {
    asked.current = q.trim()
    go({ ...current(), q: asked.current, page: 1 }, { replace: true })
  }

  return (
    <div className="flex-1">
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
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
          event.preventDefault()
          clearTimeout(timer.current)
          search(text)
        }}
        onChange={(event) => {
          const q = event.target.value
          setText(q)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => search(q), DEBOUNCE_MS)
        }}
        className="h-11"
      />
    </div>
  )
}
