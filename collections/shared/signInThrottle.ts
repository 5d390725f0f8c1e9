import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

import { refundSignInAttempt, spendSignInAttempt } from '../../src/lib/auth/loginThrottle'
import { poolOf } from '../../src/lib/db/pool'

/** Sign-ins over HTTP are slowed per client address (see src/lib/auth/loginThrottle.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by the users and members collections
export const throttleSignIn: CollectionBeforeOperationHook<any> = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  await spendSignInAttempt(poolOf(req.payload), req, String(args.data?.email ?? ''))
  return args
}

export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI !== 'local') await refundSignInAttempt(poolOf(req.payload), req, String(user.email ?? ''))
}
