import Link from 'next/link'

import type { ReviewQueueSummary } from '@/lib/dashboard/reviewQueue'

import { DashboardCard } from './DashboardCard'
import styles from './dashboard.module.css'
import { plural, waitedFor } from './dashboardFormat'

/** Jobs waiting for a moderator, how long the oldest has waited, and the way to the queue. */
export function ReviewQueueCard({ summary, now }: { summary: ReviewQueueSummary; now: Date }) {
  return (
    <DashboardCard id="review-queue" title="Review queue">
      <div>
        <p className={styles.headline}>
          {summary.pending === 0
            ? 'No jobs wait for review.'
            : `${plural(summary.pending, 'job')} waiting for review.`}
        </p>
        {summary.oldestPostedAt && (
          <p className={styles.muted}>
            The oldest has waited {waitedFor(summary.oldestPostedAt, now)}.
          </p>
        )}
        <Link href="/admin/review-queue">Review queue</Link>
      </div>
    </DashboardCard>
  )
}
