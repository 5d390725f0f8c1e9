'use client'

import { type ComponentType, useState } from 'react'

import type { FacetOption } from '@/lib/jobs/jobFacets'
import type { FilterParam, JobListingParams } from '@/lib/jobs/listingParams'

import type { FilterMenu as FilterMenuType } from './FilterMenu'
import { FILTER_TRIGGER_CLASS, FilterTriggerContent } from './FilterTrigger'

type Props = { param: FilterParam; label: string; options: FacetOption[]; params: JobListingParams }

let menuModule: Promise<typeof import('./FilterMenu')> | null = null
const loadMenu = () => (menuModule ??= import('./FilterMenu'))

/**
 * A multi-select filter. Its menu (Radix, with type-ahead) is loaded when the visitor reaches for
 * it (hover, focus) rather than with the page, which keeps /jobs light to start.
 */
export function FilterDropdown(props: Props) {
  const [Menu, setMenu] = useState<ComponentType<Parameters<typeof FilterMenuType>[0]> | null>(null)
  if (Menu) return <Menu {...props} defaultOpen />
  const count = props.params.filters[props.param].length
  return (
    <button
      type="button"
      className={FILTER_TRIGGER_CLASS}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={count ? `${props.label}: ${count} selected` : props.label}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => void loadMenu().then((module) => setMenu(() => module.FilterMenu))}
    >
      <FilterTriggerContent label={props.label} count={count} />
    </button>
  )
}
