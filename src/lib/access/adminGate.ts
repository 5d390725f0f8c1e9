import { isAdminPage, staffViewAt, type StaffView } from './staffViews'

/** Payload's session cookie, the one the admin reads. */
export const SESSION_COOKIE = 'payload-token'

export type AdminGate =
  | { answer: 'pass' }
  | { answer: 'not-allowed'; view: StaffView }
  | { answer: 'view-refusal'; view: StaffView }
  | { answer: 'as-visitor' }

/**
 * What the proxy does with a request for Payload's admin, from the staff roles its session carries
 * (none for a visitor, a member or a token we did not sign). Anyone without a staff session gets a
 * staff-only view's refusal from the proxy itself; staff without the view's role get the view's
 * own refusal; any other admin page is read as a visitor's, since Payload would render it for a
 * member with its whole client config (all collections and fields) in the page.
 */
export const adminGate = (pathname: string, roles: string[], carriesSession: boolean): AdminGate => {
  if (!isAdminPage(pathname)) return { answer: 'pass' }
  const view = staffViewAt(pathname)
  if (view && roles.length === 0) return { answer: 'not-allowed', view }
  if (view && !roles.some((role) => (view.roles as string[]).includes(role))) return { answer: 'view-refusal', view }
  return roles.length === 0 && carriesSession ? { answer: 'as-visitor' } : { answer: 'pass' }
}

/** The request's headers without its session: no session cookie and no Authorization. */
export const withoutSession = (headers: Headers) => {
  const copy = new Headers(headers)
  const kept = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`))
  if (kept.length) copy.set('cookie', kept.join('; '))
  else copy.delete('cookie')
  copy.delete('authorization')
  return copy
}
