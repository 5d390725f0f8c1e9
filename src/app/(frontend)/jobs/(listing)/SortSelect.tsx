'use client'

import { NativeSelect } from '@/components/ui/native-select'
import { JOB_SORTS, type JobListingParams, type JobSort } from '@/lib/jobs/listing/listingParams'

import { useListingNavigation } from './ListingNavigation'

/** Most Recent (default), Company A-Z, Job Title A-Z: a native select, light and keyboard-friendly. */
export function SortSelect({ params }: { params: JobListingParams }) {
  const { current, go } = useListingNavigation()
  return (
    <NativeSelect
      aria-label="Sort jobs"
      name="sort"
      value={params.sort}
      onChange={(event) => go({ ...current(), sort: event.target.value as JobSort, page: 1 })}
      className="h-11 w-full sm:w-48"
    >
      {JOB_SORTS.map((sort) => (
        <option key={sort.value} value={sort.value}>
          {sort.label}
        </option>
      ))}
    </NativeSelect>
  )
}
