import type { Pool } from 'pg'

import { jobsQuery } from '../jobs/listing/jobsQuery'
import { listingQueryString } from '../jobs/listing/listingParams'
import { parseListingParams } from '../jobs/listing/parseListingParams'
import { FEED_SIZE } from './jobFeeds'

/** The jobs of a feed: the /jobs search of the feed's own query string, newest first unless sorted. */
export const feedJobs = async (pool: Pool, url: URL) => {
  const params = { ...parseListingParams(url.searchParams), tab: 'all' as const, page: 1 }
  const { jobs } = await jobsQuery(pool, params, { pageSize: FEED_SIZE })
  const query = listingQueryString(params)
  return { jobs, listingPath: `/jobs${query}`, query }
}
