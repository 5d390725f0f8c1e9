import Link from 'next/link'

import { cn } from '@/lib/cn'
import { type JobListingParams, listingQueryString } from '@/lib/jobs/listingParams'

import { FavoritesCount } from './FavoritesCount'

/** All Jobs / Favorites (count): links, so a tab is part of the shareable URL. */
export function ListingTabs({ params }: { params: JobListingParams }) {
  const tabs = [
    { tab: 'all' as const, label: 'All Jobs' },
    { tab: 'favorites' as const, label: <>Favorites <FavoritesCount /></> },
  ]
  return (
    <nav aria-label="Job lists" className="inline-flex rounded-lg bg-slate-100 p-1">
      {tabs.map(({ tab, label }) => {
        const active = params.tab === tab
        return (
          <Link
            key={tab}
            href={`/jobs${listingQueryString({ ...params, tab, page: 1 })}`}
            aria-current={active ? 'page' : undefined}
            className={cn('rounded-md px-4 py-1.5 text-sm font-medium', active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900')}
          >
            {label}
          </Link>
        )
      })}
    </nav>
  )
}
