import Link from 'next/link'

import { JobCard } from '@/components/jobs/JobCard'
import { buttonClasses } from '@/components/ui/button'
import { sharedListingCount } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { jobCardData } from '@/lib/jobs/listing/jobCardData'
import { jobsQuery } from '@/lib/jobs/listing/jobsQuery'
import type { JobListingParams } from '@/lib/jobs/listing/listingParams'
import { payloadClient } from '@/lib/payload'

import { ClearFiltersLink } from './ClearFiltersLink'
import { ListingBody, ListingCounter } from './ListingCounter'
import { ListingTabs } from './ListingTabs'
import { Pagination } from './Pagination'

type Props = { params: JobListingParams; memberId?: number | null }

/**
 * The tabs, the counter, one page of job cards (or No jobs found) and the pages below. Only the
 * Favorites tab depends on who is looking (`memberId`); every other listing is the same for all.
 */
export async function JobsResults({ params, memberId = null }: Props) {
  const payload = await payloadClient()
  const now = new Date()
  const listing = await jobsQuery(poolOf(payload), params, { now, memberId, sharedCount: sharedListingCount })
  const shownParams = { ...params, page: listing.page }
  const signedOutFavorites = params.tab === 'favorites' && !memberId

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ListingTabs params={shownParams} />
        <ListingCounter page={listing.page} shown={listing.jobs.length} matching={listing.matching} />
      </div>

      <ListingBody tab={shownParams.tab}>
        <h2 className="sr-only">Jobs</h2>
        {listing.jobs.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold">No jobs found</h2>
            <p className="text-slate-600">{signedOutFavorites ? 'Sign in to see the jobs you saved.' : 'Try adjusting your filters or search query.'}</p>
            {signedOutFavorites ? (
              <Link href="/auth" className={buttonClasses()}>
                Sign In
              </Link>
            ) : (
              <ClearFiltersLink params={params} />
            )}
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {listing.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={jobCardData(job, now, params)} favorite="redirect" saved={params.tab === 'favorites'} />
              </li>
            ))}
          </ul>
        )}
      </ListingBody>

      <Pagination params={shownParams} page={listing.page} pageCount={listing.pageCount} />
    </div>
  )
}
