'use client'

import { Select } from 'radix-ui'

import { JOB_SORTS, type JobListingParams, type JobSort } from '@/lib/jobs/listingParams'

import { useListingNavigation } from './ListingNavigation'

export function SortSelect({ params }: { params: JobListingParams }) {
  const { current, go } = useListingNavigation()
  return (
    <Select.Root value={params.sort} onValueChange={(sort) => go({ ...current(), sort: sort as JobSort, page: 1 })}>
      <Select.Trigger
        aria-label="Sort jobs"
        className="inline-flex h-10 min-w-40 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <Select.Value />
        <Select.Icon className="text-slate-500">▾</Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={4} className="z-50 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <Select.Viewport>
            {JOB_SORTS.map((sort) => (
              <Select.Item
                key={sort.value}
                value={sort.value}
                className="cursor-pointer select-none rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-blue-50 data-[state=checked]:font-semibold"
              >
                <Select.ItemText>{sort.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  )
}
