'use client'

import { type ComponentType, useState } from 'react'

import { type FilterParam, filtersPageHref, type JobListingParams } from '@/lib/jobs/listing/listingParams'

import type { FilterMenu as FilterMenuType } from './FilterMenu'
import { FILTER_TRIGGER_CLASS, FilterTriggerContent } from './FilterTrigger'
import { loadJobFacets } from './useJobFacets'

type Props = { param: FilterParam; label: string; params: JobListingParams }

let menuModule: Promise<typeof import('./FilterMenu')> | null = null
const loadMenu = () => (menuModule ??= import('./FilterMenu'))

/** Starts loading a menu and its choices (GET /api/job-facets?…) as the visitor reaches for it. */
const reachFor = (params: JobListingParams) => {
  void loadMenu()
  loadJobFacets(params).catch(() => {}) // the menu says so, and asks again, when it opens
}

/**
 * A multi-select filter. Its menu (Radix, with type-ahead) and the choices it offers are loaded
 * when the visitor reaches for it (hover, focus) rather than with the page, which keeps every
 * /jobs page light, and cheap to render. Until JavaScript runs it is a link to that filter on
 * /jobs/filters.
 */
export function FilterDropdown(props: Props) {
  const [Menu, setMenu] = useState<ComponentType<Parameters<typeof FilterMenuType>[0]> | null>(null)
  if (Menu) return <Menu {...props} defaultOpen />
  const count = props.params.filters[props.param].length
  const open = () => {
    reachFor(props.params)
    void loadMenu().then((module) => setMenu(() => module.FilterMenu))
  }
  return (
    <a
      href={filtersPageHref(props.params, props.param)}
      role="button"
      className={FILTER_TRIGGER_CLASS}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={count ? `${props.label}: ${count} selected` : props.label}
      onPointerEnter={() => reachFor(props.params)}
      onFocus={() => reachFor(props.params)}
      onClick={(event) => {
        event.preventDefault()
        open()
      }}
      onKeyDown={(event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return
        event.preventDefault()
        open()
      }}
    >
      <FilterTriggerContent label={props.label} count={count} />
    </a>
  )
}
