import type { CollectionBeforeOperationHook } from 'payload'

import { isPublicRequest } from '@/lib/access/publicRequest'
import { limitAccountEmail } from '@/lib/auth/accountEmailLimits'
import { poolOf } from '@/lib/db/pool'
import { clientAddress } from '@/lib/rateLimit/clientAddress'
import { refuseTooMany } from '@/lib/rateLimit/refuseTooMany'

/** "Forgot password?" from the public (REST or the form): limited per client address and per email (429, Retry-After). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by the users and members collections
export const limitResetRequests: CollectionBeforeOperationHook<any> = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || !isPublicRequest(req)) return args
  const email = typeof args.data?.email === 'string' ? args.data.email : ''
  const limit = await limitAccountEmail(poolOf(req.payload), 'forgot-password', clientAddress(req.headers), email)
  if (!limit.allowed) refuseTooMany(req, limit.message, limit.retryAfterSeconds)
  return args
}
