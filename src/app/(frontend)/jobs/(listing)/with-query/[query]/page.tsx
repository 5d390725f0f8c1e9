import { listingQueryParams } from '@/lib/jobs/parseListingParams'

import { JobsResults } from '../../JobsResults'

export { metadata } from '../../plain/page'

/** Rendered for each request: a query's results are not kept, so no address can fill the cache. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ query: string }> }

/**
 * /jobs with a search, filters, a sort, a page or the Favorites tab. src/proxy.ts puts the query
 * in the path, where the layout's controls read it too (useParams) without a client-only render.
 */
export default async function JobsQueryPage({ params }: Props) {
  return <JobsResults params={listingQueryParams((await params).query)} />
}
