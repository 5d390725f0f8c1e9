import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

import { isPublicRequest } from '@/lib/access/publicRequest'
import { spendPasswordCheck } from '@/lib/auth/passwordHash'
import { refundSignInAttempt, spendSignInAttempt } from '@/lib/auth/loginThrottle'
import { poolOf } from '@/lib/db/pool'

/**
 * Sign-ins from the public (REST, or the sign-in form's server action) are slowed per client address (see src/lib/auth/loginThrottle.ts), and one
 * for an email without an account does the work of a password check before Payload refuses it,
 * so the time of the answer does not tell whether the account exists.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by the users and members collections
export const throttleSignIn: CollectionBeforeOperationHook<any> = async ({ args, collection, operation, req }) => {
  if (operation !== 'login' || !isPublicRequest(req)) return args
  const email = typeof args.data?.email === 'string' ? args.data.email.trim().toLowerCase() : ''
  await spendSignInAttempt(poolOf(req.payload), req, email)
  const account = email ? await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email } }, req }) : null
  if (!account) await spendPasswordCheck(typeof args.data?.password === 'string' ? args.data.password : '')
  return args
}

export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (isPublicRequest(req)) await refundSignInAttempt(poolOf(req.payload), req, String(user.email ?? ''))
}
