import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const COACH_COOKIE = 'rp_coach'
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30

const sign = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`coach:${id}`).digest('base64url')

/** The visitor id a signed cookie value carries, or null when it is missing or forged. */
export const readCoachCookie = (value: string | undefined, secret: string) => {
  const [id, signature] = (value ?? '').split('.')
  if (!id || !signature || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null
  const expected = Buffer.from(sign(id, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

export const newCoachId = () => randomBytes(18).toString('base64url')

/** Set-Cookie for a visitor id: signed, HttpOnly, 30 days. */
export const coachCookieHeader = (id: string, secret: string, secure: boolean) =>
  `${COACH_COOKIE}=${id}.${sign(id, secret)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`

export const cookieValue = (cookieHeader: string | null, name: string) =>
  cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** Whose free messages these are: the member's, else the signed cookie's visitor, else unknown. */
export const knownVisitorKey = (
  memberId: number | string | undefined,
  cookie: string | undefined,
  secret: string,
) => {
  if (memberId !== undefined) return `member:${memberId}`
  const visitor = readCoachCookie(cookie, secret)
  return visitor ? `visitor:${visitor}` : null
}
