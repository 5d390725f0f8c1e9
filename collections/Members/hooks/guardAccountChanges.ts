import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { isMember } from '@/lib/access/roles'

export const CHANGE_ON_ACCOUNT_PAGE =
  'Change your email or password on your account page (/account): a new email is confirmed from that address first, and a new password needs the current one.'

/**
 * A member's own session cannot change the account's email or password through the REST API:
 * a stolen session would otherwise take the account over. The account page does both, with the
 * current password and (for an email) a confirmation from the new address. Runs after access
 * control, so someone else's account still answers as not found.
 */
export const guardAccountChanges: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || !isMember(req.user) || !data) return data
  const newEmail = typeof data.email === 'string' && data.email.trim().toLowerCase() !== String(originalDoc?.email ?? '').toLowerCase()
  const newPassword = typeof data.password === 'string' && data.password !== ''
  const fields = [newEmail && 'email', newPassword && 'password'].filter((field): field is string => Boolean(field))
  if (fields.length) throw new ValidationError({ collection: 'members', errors: fields.map((path) => ({ path, message: CHANGE_ON_ACCOUNT_PAGE })) })
  return data
}
