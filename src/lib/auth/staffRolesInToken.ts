import { createHash } from 'node:crypto'

import { jwtVerify } from 'jose'

/** The key Payload signs session tokens with: the first 32 hex digits of SHA-256 of its secret. */
export const sessionSigningKey = (secret: string): Uint8Array =>
  new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))

/**
 * The staff roles a session token carries (the `users` collection saves `roles` into it), read
 * without the database: a bad signature, an expired token or a member's token carry none. Only
 * the proxy reads it, to choose a status code; what a view shows is still Payload's decision, so a
 * token signed out but not yet expired at worst gets the view's refusal with another status.
 */
export const staffRolesInToken = async (token: string | undefined, key: Uint8Array): Promise<string[]> => {
  if (!token) return []
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    if (payload.collection !== 'users' || !Array.isArray(payload.roles)) return []
    return payload.roles.filter((role): role is string => typeof role === 'string')
  } catch {
    return []
  }
}
