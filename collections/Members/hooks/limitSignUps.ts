import type { CollectionBeforeOperationHook } from 'payload'

import { isPublicRequest } from '@/lib/access/publicRequest'
import { isStaff } from '@/lib/access/roles'
import { limitAccountEmail } from '@/lib/auth/accountEmailLimits'
import { poolOf } from '@/lib/db/pool'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { refuseTooMany } from '@/lib/rateLimit/refuseTooMany'

/**
 * Each sign-up emails a confirmation link, so sign-ups from the public (POST /api/members, or the
 * sign-up form's server action) are limited per client address and per email (429, Retry-After).
 * Staff adding a member in the admin are not.
 */
export const limitSignUps: CollectionBeforeOperationHook<'members'> = async ({ args, operation, req }) => {
  if (operation !== 'create' || !isPublicRequest(req) || isStaff(req.user)) return args
  const email = typeof args.data?.email === 'string' ? args.data.email : ''
  const limit = await limitAccountEmail(poolOf(req.payload), 'sign-up', clientAddress(req.headers), email)
  if (!limit.allowed) refuseTooMany(req, limit.message, limit.retryAfterSeconds)
  return args
}
