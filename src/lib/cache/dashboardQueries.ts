import { unstable_cache } from 'next/cache'

import type { BlockLoader, DashboardData } from '@/lib/dashboard/dashboardData'
import type { DashboardBlock } from '@/lib/dashboard/dashboardBlocks'

/**
 * The tables whose committed changes drop a block's cached figures at once (the cache listener,
 * src/lib/cache/startCacheSync.ts, tags each watched table); the others are at most a minute old.
 */
const BLOCK_TAGS: Record<DashboardBlock, string[]> = {
  reviewQueue: ['jobs'],
  jobsPosted: ['jobs'],
  linkHealth: ['jobs'],
  jobImports: ['jobs'],
  visasDue: ['visas'],
  subscribers: [],
  aiTools: [],
  applyClicks: [],
}

/**
 * The dashboard's figures from Next's data cache, a minute at most: they are the same for every
 * staff member allowed the block (who may see a block is decided before it is loaded).
 */
export const cachedDashboardBlock: BlockLoader = <B extends DashboardBlock>(
  block: B,
  query: () => Promise<DashboardData[B]>,
) =>
  unstable_cache(query, ['admin-dashboard', block], {
    tags: ['admin-dashboard', ...BLOCK_TAGS[block]],
    revalidate: 60,
  })()
