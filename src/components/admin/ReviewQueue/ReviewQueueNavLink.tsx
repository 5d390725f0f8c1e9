import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '../../../lib/access/roles'

/** A link to the review queue in the admin sidebar, for moderators and admins. */
export function ReviewQueueNavLink({ user }: ServerProps) {
  if (!hasRole(user, 'admin', 'moderator')) return null
  return (
    <Link href="/admin/review-queue" style={{ display: 'block', padding: '0.5rem 0', fontWeight: 600 }}>
      Review queue
    </Link>
  )
}
