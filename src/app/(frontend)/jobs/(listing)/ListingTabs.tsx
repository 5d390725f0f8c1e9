'use client'

import Link from 'next/link'
import { type KeyboardEvent, useRef } from 'react'

import { cn } from '@/lib/cn'
import { type JobListingParams, listingQueryString } from '@/lib/jobs/listing/listingParams'

import { FavoritesCount } from './FavoritesCount'

const TABS = [
  { tab: 'all' as const, label: 'All Jobs' },
  { tab: 'favorites' as const, label: 'Favorites' },
]

/** The id of a tab, which the results panel is labelled by. */
export const tabId = (tab: JobListingParams['tab']) => `jobs-tab-${tab}`
export const RESULTS_PANEL_ID = 'job-results'

/**
 * All Jobs / Favorites (count): a tab list whose tabs are links, so a tab is part of the shareable
 * URL. The arrow keys move between the tabs (the ARIA tabs pattern); Enter opens one.
 */
export function ListingTabs({ params }: { params: JobListingParams }) {
  const tabs = useRef<Array<HTMLAnchorElement | null>>([])
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    tabs.current[(index + step + TABS.length) % TABS.length]?.focus()
  }
  return (
    <div role="tablist" aria-label="Job lists" className="inline-flex rounded-lg bg-slate-100 p-1">
      {TABS.map(({ tab, label }, index) => {
        const active = params.tab === tab
        return (
          <Link
            key={tab}
            ref={(element) => {
              tabs.current[index] = element
            }}
            id={tabId(tab)}
            role="tab"
            aria-selected={active}
            aria-controls={RESULTS_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onKeyDown={(event) => move(event, index)}
            href={`/jobs${listingQueryString({ ...params, tab, page: 1 })}`}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
              active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {label}
            {tab === 'favorites' && (
              <>
                {' '}
                <FavoritesCount />
              </>
            )}
          </Link>
        )
      })}
    </div>
  )
}
