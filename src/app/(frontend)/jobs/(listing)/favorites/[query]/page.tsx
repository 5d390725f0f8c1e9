import { currentUser } from '@/lib/auth/currentUser'
import { listingQueryParams } from '@/lib/jobs/listing/parseListingParams'

import { JobsResults } from '../../JobsResults'

export { metadata } from '../../plain/page'

type Props = { params: Promise<{ query: string }> }

/** /jobs?tab=favorites…: the visitor's own saved jobs, rendered for each request, never shared. */
export default async function FavoriteJobsPage({ params }: Props) {
  const [user, { query }] = await Promise.all([currentUser(), params])
  const memberId = user?.collection === 'members' ? Number(user.id) : null
  return <JobsResults params={{ ...listingQueryParams(query), tab: 'favorites' }} memberId={memberId} />
}
