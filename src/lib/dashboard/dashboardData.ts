import type { Pool } from 'pg'

import type { MaybeUser } from '@/lib/access/roles'

import { aiUsage, type AiUsage } from './aiUsage'
import { applyClicks, type ApplyClicks } from './applyClicks'
import { type DashboardBlock, dashboardBlocksFor } from './dashboardBlocks'
import { jobImports, type JobImports } from './jobImports'
import { jobsPosted, type JobsPosted } from './jobsPosted'
import { linkHealth, type LinkHealth } from './linkHealth'
import { reviewQueueSummary, type ReviewQueueSummary } from './reviewQueue'
import { subscriberGrowth, type SubscriberGrowth } from './subscribers'
import { visasDueForReview, type VisasDue } from './visasDue'

export type DashboardData = {
  reviewQueue: ReviewQueueSummary
  jobsPosted: JobsPosted
  linkHealth: LinkHealth
  jobImports: JobImports
  visasDue: VisasDue
  subscribers: SubscriberGrowth
  aiTools: AiUsage
  applyClicks: ApplyClicks
}

/** Each block's query, given a pool and the time the figures are for. */
export const BLOCK_QUERIES: {
  [B in DashboardBlock]: (pool: Pool, now: Date) => Promise<DashboardData[B]>
} = {
  reviewQueue: (pool) => reviewQueueSummary(pool),
  jobsPosted,
  linkHealth: (pool) => linkHealth(pool),
  jobImports,
  visasDue: visasDueForReview,
  subscribers: subscriberGrowth,
  aiTools: aiUsage,
  applyClicks,
}

/** Runs (or fetches from a cache) one block's query. */
export type BlockLoader = <B extends DashboardBlock>(
  block: B,
  query: () => Promise<DashboardData[B]>,
) => Promise<DashboardData[B]>

const direct: BlockLoader = (_block, query) => query()

export type DashboardFigures = { figures: Partial<DashboardData>; failed: DashboardBlock[] }

/**
 * The dashboard's figures for one account: only the blocks its roles may see are queried, in
 * parallel. A block whose query fails is named in `failed` (and its error passed to `onError`),
 * the others still shown. `load` lets the admin page serve them from Next's data cache.
 */
export const dashboardData = async (
  pool: Pool,
  user: MaybeUser,
  now: Date,
  {
    load = direct,
    onError = () => {},
  }: { load?: BlockLoader; onError?: (block: DashboardBlock, error: unknown) => void } = {},
): Promise<DashboardFigures> => {
  const blocks = dashboardBlocksFor(user)
  const settled = await Promise.allSettled(
    blocks.map((block) => load(block, () => BLOCK_QUERIES[block](pool, now))),
  )
  const result: DashboardFigures = { figures: {}, failed: [] }
  settled.forEach((outcome, index) => {
    const block = blocks[index]
    if (outcome.status === 'fulfilled') Object.assign(result.figures, { [block]: outcome.value })
    else {
      result.failed.push(block)
      onError(block, outcome.reason)
    }
  })
  return result
}
