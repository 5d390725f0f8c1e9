import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A small signed token for links in emails: JSON, base64url, and an HMAC of it keyed by the
 * site secret and a purpose, so a token made for one purpose never works for another.
 */
export const signToken = (secret: string, purpose: string, data: Record<string, unknown>) => {
  const body = Buffer.from(JSON.stringify(data)).toString('base64url')
  const mac = createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url')
  return `${body}.${mac}`
}

/** The token's data when it is ours, for this purpose and (if it has `exp`) not expired. */
export const readToken = <T extends Record<string, unknown>>(secret: string, purpose: string, token: string | null | undefined, now: Date = new Date()) => {
  const [body, mac] = (token ?? '').split('.')
  if (!body || !mac) return { ok: false as const, reason: 'invalid' as const }
  const expected = Buffer.from(createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url'))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false as const, reason: 'invalid' as const }
  let data: T
  try {
    data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T
  } catch {
    return { ok: false as const, reason: 'invalid' as const }
  }
  if (typeof data.exp === 'number' && data.exp < now.getTime()) return { ok: false as const, reason: 'expired' as const }
  return { ok: true as const, data }
}
