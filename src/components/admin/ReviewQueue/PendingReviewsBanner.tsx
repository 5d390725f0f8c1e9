import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '../../../lib/access/roles'

/** On the dashboard: how many posted jobs wait for a moderator, with the way to the queue. */
export async function PendingReviewsBanner({ payload, user }: ServerProps) {
  if (!hasRole(user, 'admin', 'moderator')) return null
  const { totalDocs } = await payload.count({ collection: 'jobs', where: { reviewStatus: { equals: 'pending' } } })
  return (
    <div style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '1rem 1.25rem', marginBottom: '1.5rem' }}>
      <strong>{totalDocs === 0 ? 'No jobs wait for review.' : `${totalDocs} job${totalDocs === 1 ? '' : 's'} waiting for review.`}</strong>{' '}
      <Link href="/admin/review-queue">Review queue</Link>
    </div>
  )
}
