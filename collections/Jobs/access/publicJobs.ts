import type { Access, Where } from 'payload'

import { isStaff } from '../../../src/lib/access/roles'

/** What the public may read: active jobs that have not expired. */
export const listedJobsWhere = (now: Date = new Date()): Where => ({
  and: [
    { is_active: { equals: true } },
    { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than: now.toISOString() } }] },
  ],
})

export const staffOrListedJobs: Access = ({ req }) => (isStaff(req.user) ? true : listedJobsWhere())
