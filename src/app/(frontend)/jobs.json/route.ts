import { poolOf } from '@/lib/db/pool'
import { feedJobs } from '@/lib/feeds/feedJobs'
import { jobsJsonFeed } from '@/lib/feeds/jobFeeds'
import { payloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site/siteUrl'

export const dynamic = 'force-dynamic'

/** JSON Feed 1.1 of /jobs; takes the same filter parameters (e.g. /jobs.json?location=Worldwide). */
export async function GET(request: Request) {
  const { jobs, listingPath, query } = await feedJobs(poolOf(await payloadClient()), new URL(request.url))
  const feed = jobsJsonFeed(jobs, { site: siteUrl(), selfPath: `/jobs.json${query}`, listingPath, updated: new Date() })
  return Response.json(feed, {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
