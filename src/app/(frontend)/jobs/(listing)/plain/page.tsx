import type { Metadata } from 'next'

import { defaultListing } from '@/lib/jobs/listing/listingParams'

import { JobsResults } from '../JobsResults'

export const metadata: Metadata = {
  title: 'Remote Job Listings',
  description: 'Search remote jobs by category, company, job type, schedule, location, education, experience and salary.',
  alternates: {
    types: { 'application/rss+xml': '/jobs.rss', 'application/feed+json': '/jobs.json' },
  },
}

/**
 * /jobs as most visitors first see it: the newest jobs, the same for everyone, served from the
 * cache and rendered afresh when a job changes (src/lib/cache) or hourly, so "Posted 3 days ago"
 * stays true. A query is with-query/[query], the Favorites tab favorites/[query].
 */
export const revalidate = 3600

export default function JobsPage() {
  return <JobsResults params={defaultListing()} />
}
