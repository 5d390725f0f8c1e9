import type { PayloadRequest } from 'payload'

import { hasRole, isStaff } from '../access/roles'

/**
 * Who sees what at /admin/link-checker: admins the checker; other staff (editors, moderators) a
 * refusal inside the admin frame; members and visitors a bare refusal.
 */
export const linkCheckerViewAccess = (
  user: PayloadRequest['user'],
): 'admin' | 'staff' | 'outsider' =>
  hasRole(user, 'admin') ? 'admin' : isStaff(user) ? 'staff' : 'outsider'
