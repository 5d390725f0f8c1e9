import { poolOf } from '@/lib/db/pool'
import { feedJobs } from '@/lib/feeds/feedJobs'
import { jobsRss } from '@/lib/feeds/jobFeeds'
import { payloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site/siteUrl'

export const dynamic = 'force-dynamic'

/** RSS 2.0 of /jobs; takes the same filter parameters (e.g. /jobs.rss?category=Design). */
export async function GET(request: Request) {
  const { jobs, listingPath, query } = await feedJobs(poolOf(await payloadClient()), new URL(request.url))
  const body = jobsRss(jobs, { site: siteUrl(), selfPath: `/jobs.rss${query}`, listingPath, updated: new Date() })
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
