import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@/lib/auth/passwordRules'

/** Payload accepts 3-character passwords; members need at least 6, however they set one. */
export const enforcePasswordLength: CollectionBeforeOperationHook<'members'> = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (typeof password === 'string' && password.length < PASSWORD_MIN_LENGTH) {
    throw new ValidationError({
      collection: 'members',
      errors: [{ message: PASSWORD_TOO_SHORT, path: 'password' }],
    })
  }
  return args
}
