import type { Payload } from 'payload'

import { readToken, signToken } from '../site/signedToken'
import { siteUrl } from '../site/siteUrl'
import { linkStillValid, SESSION_DAYS } from './employerLinks'

/** The cookie of an employer's session: separate from members' and staff's, HttpOnly, this site only. */
export const EMPLOYER_COOKIE = 'rp-employer'

const PURPOSE = 'employer-session'

const SESSION_MS = SESSION_DAYS * 86_400_000

export type EmployerSession = { email: string; linkId: number }

/** The cookie's value: the address and the link that proved it, signed with the site secret. */
export const employerSessionValue = (secret: string, session: EmployerSession, now = new Date()) =>
  signToken(secret, PURPOSE, { lid: session.linkId, email: session.email, exp: now.getTime() + SESSION_MS })

export const employerCookieOptions = (now = new Date()) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: siteUrl().startsWith('https://'),
  path: '/',
  expires: new Date(now.getTime() + SESSION_MS),
})

/**
 * The employer a cookie signs in, while its link is not revoked: a revoked link ends every session
 * it opened, on every device, at the next request.
 */
export const readEmployerSession = async (payload: Payload, value: string | null | undefined, now = new Date()): Promise<EmployerSession | null> => {
  const read = readToken<{ lid: number; email: string }>(payload.secret, PURPOSE, value, now)
  if (!read.ok || !Number.isInteger(read.data.lid) || typeof read.data.email !== 'string') return null
  const session = { linkId: read.data.lid, email: read.data.email }
  return (await linkStillValid(payload, session.linkId, session.email)) ? session : null
}
