import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export type StaffRole = 'admin' | 'editor' | 'moderator'

/**
 * A signed-in account as any part of Payload hands it over: a request's user, the admin's client
 * user, a custom view's props. Only the two fields the checks read.
 */
export type MaybeUser = { collection?: string | null; roles?: unknown } | PayloadRequest['user'] | null | undefined

/** Staff sign in through the `users` collection; members through `members`. */
export const isStaff = (user: MaybeUser): boolean => user?.collection === 'users'

export const isMember = (user: MaybeUser): boolean => user?.collection === 'members'

export const hasRole = (user: MaybeUser, ...roles: StaffRole[]): boolean => {
  if (!user || user.collection !== 'users') return false
  const own = 'roles' in user && Array.isArray(user.roles) ? (user.roles as unknown[]) : []
  return roles.some((role) => own.includes(role))
}

export const anyone: Access = () => true

export const nobody: Access = () => false

export const admins: Access = ({ req }) => hasRole(req.user, 'admin')

export const editors: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

export const moderators: Access = ({ req }) => hasRole(req.user, 'admin', 'moderator')

export const staff: Access = ({ req }) => isStaff(req.user)

export const adminsField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

export const moderatorsField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'moderator')

export const staffField: FieldAccess = ({ req }) => isStaff(req.user)

/** A field only the site's own code writes (overrideAccess), never a request. */
export const nobodyField: FieldAccess = () => false

const published: Where = { _status: { equals: 'published' } }

/** Editors see drafts; everyone else sees published documents only. */
export const editorsOrPublished: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') ? true : published
