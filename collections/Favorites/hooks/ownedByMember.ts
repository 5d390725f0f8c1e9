import type { CollectionBeforeValidateHook } from 'payload'

/** A member's favorite is always their own, whatever the request body says. */
export const ownedByMember: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user?.collection === 'members') return { ...data, member: req.user.id }
  return data
}
