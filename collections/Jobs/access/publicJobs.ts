import type { Access } from 'payload'

import { isStaff } from '../../../src/lib/access/roles'
import { listedJobsWhere } from '../../../src/lib/jobs/listedRule'

/** Staff read every job; the public, the listed ones (src/lib/jobs/listedRule.ts). */
export const staffOrListedJobs: Access = ({ req }) => (isStaff(req.user) ? true : listedJobsWhere())
