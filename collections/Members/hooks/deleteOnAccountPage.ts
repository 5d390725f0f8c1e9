import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isMember } from '@/lib/access/roles'

export const DELETE_ON_ACCOUNT_PAGE = 'Delete your account on your account page (/account), with your current password.'

/**
 * A member's session alone does not delete the account, by id or by a query: the account page
 * asks for the current password first, and every path keeps that rule (a stolen session must not
 * end the account). Admins delete from the admin; the account page deletes through the local API.
 */
export const deleteOnAccountPage: CollectionBeforeOperationHook<'members'> = ({ args, operation, req }) => {
  if (operation === 'delete' && req.payloadAPI !== 'local' && isMember(req.user)) throw new APIError(DELETE_ON_ACCOUNT_PAGE, 403, undefined, true)
  return args
}
