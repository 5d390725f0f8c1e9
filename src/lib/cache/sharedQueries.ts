import { unstable_cache } from 'next/cache'
import type { Pool } from 'pg'

import { jobFacets } from '@/lib/jobs/listing/jobFacets'
import type { SharedCount } from '@/lib/jobs/listing/jobsQuery'
import { defaultListing, type JobListingParams, narrowingQuery } from '@/lib/jobs/listing/listingParams'

/**
 * Query results that are the same for every visitor, kept in Next's data cache under the name of
 * the table they read: a committed change to it (or a job expiring) drops them on every instance
 * (src/lib/cache/startCacheSync.ts). Five minutes at most in any case.
 */
const SHARED = { tags: ['jobs'], revalidate: 300 }

/**
 * The /jobs dropdown choices within a search and filters: counting the listed jobs per value is
 * dearer than the page. Kept per narrowing query (its canonical form), like the listing's count.
 */
export const sharedJobFacets = (pool: Pool, params: JobListingParams = defaultListing()) =>
  unstable_cache(() => jobFacets(pool, new Date(), params), ['job-facets', narrowingQuery(params)], SHARED)()

/** A listing's count, shared while the same search is paged through by anyone. */
export const sharedListingCount: SharedCount = (key, count) => unstable_cache(count, ['listing-count', key], SHARED)()
