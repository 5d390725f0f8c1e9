'use client'

import { DropdownMenu } from 'radix-ui'
import { useEffect, useState } from 'react'

import type { FacetOption } from '@/lib/jobs/jobFacets'
import type { FilterParam, JobListingParams } from '@/lib/jobs/listingParams'

import { FILTER_TRIGGER_CLASS, FilterTriggerContent } from './FilterTrigger'
import { useListingNavigation } from './ListingNavigation'

type Props = { param: FilterParam; label: string; options: FacetOption[]; params: JobListingParams; defaultOpen?: boolean }

/** The Radix multi-select menu of one filter: choices scroll at 16rem; type-ahead is Radix's. */
export function FilterMenu({ param, label, options, params, defaultOpen }: Props) {
  const { current, go } = useListingNavigation()
  const [chosen, setChosen] = useState(params.filters[param])
  useEffect(() => setChosen(params.filters[param]), [params.filters, param])
  // A value chosen through the URL stays visible even when no listed job carries it now.
  const all = [...options, ...chosen.filter((value) => !options.some((option) => option.value === value)).map((value) => ({ value, count: 0 }))]

  const toggle = (value: string, on: boolean) => {
    const base = current()
    const before = base.filters[param]
    const next = on ? [...before, value] : before.filter((item) => item !== value)
    setChosen(next)
    go({ ...base, filters: { ...base.filters, [param]: next }, page: 1 })
  }

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={FILTER_TRIGGER_CLASS} aria-label={chosen.length ? `${label}: ${chosen.length} selected` : label}>
        <FilterTriggerContent label={label} count={chosen.length} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className="z-50 max-h-64 min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</DropdownMenu.Label>
          {all.length === 0 && <p className="px-2 py-1.5 text-sm text-slate-500">No choices</p>}
          {all.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option.value}
              checked={chosen.includes(option.value)}
              onCheckedChange={(on) => toggle(option.value, on === true)}
              onSelect={(event) => event.preventDefault()}
              className="flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50"
            >
              <span aria-hidden className="grid h-4 w-4 place-items-center rounded border border-slate-400 bg-white">
                <DropdownMenu.ItemIndicator>
                  <svg viewBox="0 0 16 16" className="h-3 w-3 text-blue-700" fill="none" stroke="currentColor" strokeWidth="2.5">
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
