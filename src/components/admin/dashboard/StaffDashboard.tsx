import type { ServerProps } from 'payload'

import { cachedDashboardBlock } from '@/lib/cache/dashboardQueries'
import { dashboardData } from '@/lib/dashboard/dashboardData'
import { poolOf } from '@/lib/db/pool'

import { AiToolsCard } from './AiToolsCard'
import { ApplyClicksCard } from './ApplyClicksCard'
import styles from './dashboard.module.css'
import { JobImportsCard } from './JobImportsCard'
import { JobsPostedCard } from './JobsPostedCard'
import { LinkHealthCard } from './LinkHealthCard'
import { ReviewQueueCard } from './ReviewQueueCard'
import { SubscribersCard } from './SubscribersCard'
import { VisasDueCard } from './VisasDueCard'

const BLOCK_TITLES = {
  reviewQueue: 'Review queue',
  jobsPosted: 'Jobs posted',
  linkHealth: 'Link health',
  jobImports: 'Job imports',
  visasDue: 'Visas due for review',
  subscribers: 'Subscribers',
  aiTools: 'AI tools',
  applyClicks: 'Apply clicks',
} as const

/**
 * Above the collection cards of /admin: the figures each staff role works from (which blocks a
 * role sees: src/lib/dashboard/dashboardBlocks.ts), from briefly cached, indexed queries.
 */
export async function StaffDashboard({ payload, user }: ServerProps) {
  const now = new Date()
  const { figures, failed } = await dashboardData(poolOf(payload), user, now, {
    load: cachedDashboardBlock,
    onError: (block, error) =>
      payload.logger.error({ err: error, msg: `Dashboard block ${block} could not be read` }),
  })
  if (Object.keys(figures).length === 0 && failed.length === 0) return null
  return (
    <div className={styles.dashboard} data-testid="staff-dashboard">
      {figures.reviewQueue && <ReviewQueueCard summary={figures.reviewQueue} now={now} />}
      {figures.linkHealth && <LinkHealthCard health={figures.linkHealth} />}
      {figures.jobImports && <JobImportsCard imports={figures.jobImports} />}
      {figures.subscribers && <SubscribersCard growth={figures.subscribers} />}
      {figures.jobsPosted && <JobsPostedCard figures={figures.jobsPosted} />}
      {figures.aiTools && <AiToolsCard usage={figures.aiTools} />}
      {figures.applyClicks && <ApplyClicksCard clicks={figures.applyClicks} />}
      {figures.visasDue && <VisasDueCard due={figures.visasDue} />}
      {failed.map((block) => (
        <p key={block} role="alert" className={styles.note}>
          {BLOCK_TITLES[block]}: these figures could not be read just now. Reload the page to try
          again.
        </p>
      ))}
    </div>
  )
}
