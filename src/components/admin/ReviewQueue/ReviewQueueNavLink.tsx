import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '../../../lib/access/roles'
import { adminPathOf, STAFF_VIEWS } from '../../../lib/access/staffViews'

/** A link to the review queue in the admin sidebar, for moderators and admins. */
export function ReviewQueueNavLink({ user }: ServerProps) {
  if (!hasRole(user, ...STAFF_VIEWS.reviewQueue.roles)) return null
  return (
    <Link href={adminPathOf(STAFF_VIEWS.reviewQueue)} style={{ display: 'block', padding: '0.5rem 0', fontWeight: 600 }}>
      Review queue
    </Link>
  )
}
