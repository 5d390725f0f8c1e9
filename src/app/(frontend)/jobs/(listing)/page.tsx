import type { Metadata } from 'next'
import Link from 'next/link'

import { SaveAlert } from '@/components/alerts/SaveAlert'
import { JobCard } from '@/components/jobs/JobCard'
import { buttonClasses } from '@/components/ui/button'
import { currentUser } from '@/lib/auth/currentUser'
import { sharedJobFacets, sharedListingCount } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { jobCardData } from '@/lib/jobs/jobCardData'
import { jobsQuery } from '@/lib/jobs/jobsQuery'
import { clearedListing, hasActiveFilters, JOB_FILTERS, listingQueryString } from '@/lib/jobs/listingParams'
import { parseListingParams } from '@/lib/jobs/parseListingParams'
import { payloadClient } from '@/lib/payload'

import { ActiveFilters } from './ActiveFilters'
import { FilterDropdown } from './FilterDropdown'
import { ListingBody, ListingCounter } from './ListingCounter'
import { ListingNavigationProvider } from './ListingNavigation'
import { ListingTabs } from './ListingTabs'
import { Pagination } from './Pagination'
import { SearchBox } from './SearchBox'
import { SortSelect } from './SortSelect'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = {
  title: 'Remote Job Listings',
  description: 'Search remote jobs by category, company, job type, schedule, location, education, experience and salary.',
  alternates: {
    types: { 'application/rss+xml': '/jobs.rss', 'application/feed+json': '/jobs.json' },
  },
}

export default async function JobsPage({ searchParams }: Props) {
  const params = parseListingParams(await searchParams)
  // Only the Favorites tab depends on who is looking; every other listing is the same for all.
  const [payload, user] = await Promise.all([payloadClient(), params.tab === 'favorites' ? currentUser() : null])
  const pool = poolOf(payload)
  const memberId = user?.collection === 'members' ? Number(user.id) : null
  const now = new Date()

  const [listing, facets] = await Promise.all([jobsQuery(pool, params, { now, memberId, sharedCount: sharedListingCount }), sharedJobFacets(pool)])
  const shownParams = { ...params, page: listing.page }

  return (
    <ListingNavigationProvider params={shownParams}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Remote Job Listings</h1>
          <p className="text-slate-600">Every position here is 100% remote. Filter, sort and save the ones you like.</p>
        </header>

        <section aria-label="Search and filters" className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            <SearchBox params={shownParams} />
            <SortSelect params={shownParams} />
          </div>
          <div className="flex flex-wrap gap-2">
            {JOB_FILTERS.map(({ param, label }) => (
              <FilterDropdown key={param} param={param} label={label} options={facets[param]} params={shownParams} />
            ))}
          </div>
          {hasActiveFilters(params) && <ActiveFilters params={shownParams} />}
          <SaveAlert query={listingQueryString({ ...params, page: 1, tab: 'all' })} />
        </section>

        <div className="flex flex-wrap items-center justify-between gap-4">
          <ListingTabs params={shownParams} />
          <ListingCounter matching={listing.matching} total={listing.total} />
        </div>

        <ListingBody>
          <h2 className="sr-only">Jobs</h2>
          {listing.jobs.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
              <h2 className="text-xl font-semibold">No jobs found</h2>
              <p className="text-slate-600">
                {params.tab === 'favorites' && !memberId
                  ? 'Sign in to see the jobs you saved.'
                  : 'Try adjusting your filters or search query.'}
              </p>
              {params.tab === 'favorites' && !memberId ? (
                <Link href="/auth" className={buttonClasses()}>
                  Sign In
                </Link>
              ) : (
                <Link href={`/jobs${listingQueryString(clearedListing(params))}`} className={buttonClasses('outline')}>
                  Clear Filters
                </Link>
              )}
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {listing.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={jobCardData(job, now)} favorite="redirect" />
                </li>
              ))}
            </ul>
          )}
        </ListingBody>

        <Pagination params={shownParams} page={listing.page} pageCount={listing.pageCount} />
      </div>
    </ListingNavigationProvider>
  )
}
