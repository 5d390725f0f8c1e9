import type { Job } from '../src/payload-types'

export type DemoJobSeed = Omit<Job, 'id' | 'posted_date' | 'createdAt' | 'updatedAt'> & {
  posted_days_ago: number
}

const DAY_MS = 24 * 60 * 60 * 1000
const DEMO_LISTING_DAYS = 90

/** Demo jobs are marked, approved and dated relative to the moment they are loaded. */
export const demoJobsFromSeed = (seeds: DemoJobSeed[], now: Date) =>
  seeds.map(({ posted_days_ago, ...job }) => ({
    ...job,
    posted_date: new Date(now.getTime() - posted_days_ago * DAY_MS - (posted_days_ago ? 3 * 60 * 60 * 1000 : 0)).toISOString(),
    is_active: true,
    isDemo: true,
    reviewStatus: 'approved' as const,
    // Demo data stays listed for a while however old its posting dates look.
    expiresAt: new Date(now.getTime() + DEMO_LISTING_DAYS * DAY_MS).toISOString(),
  }))
