import type { Access } from 'payload'

import { isStaff } from '@/lib/access/roles'
import { listedJobsWhere } from '@/lib/jobs/listedRule'

/** Staff read every job; the public, the listed ones (src/lib/jobs/listedRule.ts). */
export const staffOrListedJobs: Access = ({ req }) => (isStaff(req.user) ? true : listedJobsWhere())
