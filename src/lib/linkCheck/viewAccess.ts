import type { PayloadRequest } from 'payload'

import { hasRole, isStaff } from '../access/roles'
import { STAFF_VIEWS } from '../access/staffViews'

/**
 * Who sees what at /admin/link-checker: admins the checker; other staff (editors, moderators) a
 * refusal inside the admin frame; members and visitors a bare refusal.
 */
export const linkCheckerViewAccess = (
  user: PayloadRequest['user'],
): 'admin' | 'staff' | 'outsider' =>
  hasRole(user, ...STAFF_VIEWS.linkChecker.roles) ? 'admin' : isStaff(user) ? 'staff' : 'outsider'
