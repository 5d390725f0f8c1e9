import type { StaffRole } from './roles'

/** An admin view only some staff may open: where Payload serves it, who may, and what anyone else is told. */
export type StaffView = { path: `/${string}`; roles: StaffRole[]; refusal: string; signIn: string }

/**
 * The staff-only admin views. payload.config.ts registers each at its path (exact), the view
 * checks its user, and the proxy answers every address Payload would route to it for anyone else,
 * because Payload treats a custom view as public and renders its admin around it.
 */
export const STAFF_VIEWS = {
  reviewQueue: {
    path: '/review-queue',
    roles: ['admin', 'moderator'],
    refusal: 'The review queue is for moderators and admins only.',
    signIn: 'Sign in as a moderator or an admin',
  },
  linkChecker: { path: '/link-checker', roles: ['admin'], refusal: 'The link checker is for admins only.', signIn: 'Sign in as an admin' },
} satisfies Record<string, StaffView>

export const ADMIN_ROUTE = '/admin'

export const adminPathOf = (view: StaffView) => `${ADMIN_ROUTE}${view.path}`

/**
 * An address as Payload's router reads it: Next decodes each segment once (%2D is '-', %2F a
 * '/'), and Payload matches a view's path in any case; repeated and trailing slashes dropped.
 */
export const asAdminRoutes = (pathname: string) => {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A broken escape never gets this far: the proxy refuses it first (requestScreen.ts).
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
}

/** Whether an address is a page of Payload's admin. */
export const isAdminPage = (pathname: string) => {
  const path = asAdminRoutes(pathname)
  return path === ADMIN_ROUTE || path.startsWith(`${ADMIN_ROUTE}/`)
}

/** The staff-only view an address reaches: its own path, or any path below it. */
export const staffViewAt = (pathname: string): StaffView | undefined => {
  const path = asAdminRoutes(pathname)
  return Object.values(STAFF_VIEWS).find((view) => path === adminPathOf(view) || path.startsWith(`${adminPathOf(view)}/`))
}
