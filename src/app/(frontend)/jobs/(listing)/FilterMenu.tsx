'use client'

import { DropdownMenu } from 'radix-ui'
import { useState } from 'react'

import type { FilterParam, JobListingParams } from '@/lib/jobs/listing/listingParams'

import { FILTER_TRIGGER_CLASS, FilterTriggerContent } from './FilterTrigger'
import { useListingNavigation } from './ListingNavigation'
import { useJobFacets } from './useJobFacets'

type Props = { param: FilterParam; label: string; params: JobListingParams; defaultOpen?: boolean }

const NOTE = 'px-2 py-1.5 text-sm text-slate-500'

/**
 * The Radix multi-select menu of one filter: choices (with how many listed jobs carry each within
 * the search and the other filters) scroll at 16rem; type-ahead is Radix's.
 */
export function FilterMenu({ param, label, params, defaultOpen }: Props) {
  const { current, go } = useListingNavigation()
  const facets = useJobFacets(params)
  // What the menu shows ticked: the address's choices, ahead of them while a new address loads,
  // and the address's again whenever they change (compared by value: params is new each render).
  const fromAddress = params.filters[param]
  const [chosen, setChosen] = useState(fromAddress)
  const [seen, setSeen] = useState(fromAddress.join('\n'))
  if (seen !== fromAddress.join('\n')) {
    setSeen(fromAddress.join('\n'))
    setChosen(fromAddress)
  }
  const options = facets.status === 'ready' ? facets.facets[param] : []
  // A value chosen through the URL stays visible even when no listed job carries it now (or while
  // the choices load).
  const extra = chosen.filter((value) => !options.some((option) => option.value === value))
  const all: Array<{ value: string; count?: number }> = [
    ...options,
    ...extra.map((value) => ({ value, count: facets.status === 'ready' ? 0 : undefined })),
  ]

  const toggle = (value: string, on: boolean) => {
    const base = current()
    const before = base.filters[param]
    const next = on ? [...before, value] : before.filter((item) => item !== value)
    setChosen(next)
    go({ ...base, filters: { ...base.filters, [param]: next }, page: 1 })
  }

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={FILTER_TRIGGER_CLASS}
        aria-label={chosen.length ? `${label}: ${chosen.length} selected` : label}
      >
        <FilterTriggerContent label={label} count={chosen.length} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-64 min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {label}
          </DropdownMenu.Label>
          {facets.status === 'loading' && (
            <p role="status" className={NOTE}>
              Loading choices…
            </p>
          )}
          {facets.status === 'failed' && (
            <>
              <p role="alert" className={NOTE}>
                The choices could not be loaded.
              </p>
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault()
                  facets.retry()
                }}
                className="cursor-pointer rounded px-2 py-1.5 text-sm font-medium text-blue-700 outline-none data-[highlighted]:bg-blue-50"
              >
                Try again
              </DropdownMenu.Item>
            </>
          )}
          {facets.status === 'ready' && all.length === 0 && <p className={NOTE}>No choices</p>}
          {all.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option.value}
              checked={chosen.includes(option.value)}
              onCheckedChange={(on) => toggle(option.value, on === true)}
              onSelect={(event) => event.preventDefault()}
              className="flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50"
            >
              <span
                aria-hidden
                className="grid h-4 w-4 place-items-center rounded border border-slate-400 bg-white"
              >
                <DropdownMenu.ItemIndicator>
                  <svg
                    viewBox="0 0 16 16"
                    className="h-3 w-3 text-blue-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M3 8.5 6.5 12 13 4.5" />
                  </svg>
                </DropdownMenu.ItemIndicator>
              </span>
              <span className="flex-1">{option.value}</span>
              <span className="text-xs text-slate-500">{option.count}</span>
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
