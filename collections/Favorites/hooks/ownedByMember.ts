import { type CollectionBeforeValidateHook, Forbidden } from 'payload'

/** A member's favorite is always their own, whatever the request body says. */
export const ownedByMember: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (req.user?.collection === 'members') return { ...data, member: req.user.id }
  if (req.user?.collection === 'users') return data
  throw new Forbidden(req.t)
}
