import { listingQueryParams } from '@/lib/jobs/listing/parseListingParams'

import { JobsResults } from '../../JobsResults'

export { metadata } from '../../plain/page'

/**
 * A search, filters, a sort or a page are the same for everyone: each is rendered on its first
 * visit and then served from the cache (in memory only, so no address can fill a disk:
 * next.config.ts) until a job changes (src/lib/cache) or five minutes pass.
 */
export const revalidate = 300
export const generateStaticParams = async () => []

type Props = { params: Promise<{ query: string }> }

/**
 * /jobs with a query: src/proxy.ts puts the query in the path, where the layout's controls read
 * it too (useParams) without a client-only render. The Favorites tab is favorites/[query].
 */
export default async function JobsQueryPage({ params }: Props) {
  return <JobsResults params={listingQueryParams((await params).query)} />
}
