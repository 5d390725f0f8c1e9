import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'

import { sessionSigningKey, staffRolesInToken } from '@/lib/auth/staffRolesInToken'

const SECRET = 'unit-test-secret-0123456789abcdef0123456789'

/** A token as Payload signs it at sign-in (its own `jwtSign`, with the secret it derives). */
const token = async (fields: Record<string, unknown>, secret = SECRET, tokenExpiration = 3600) => {
  const payloadSecret = Buffer.from(sessionSigningKey(secret)).toString()
  return (await jwtSign({ fieldsToSign: { id: 1, email: 'x@example.com', ...fields }, secret: payloadSecret, tokenExpiration })).token
}

describe('the staff roles a session token carries', () => {
  it("reads an admin's and a moderator's roles from tokens Payload signed", async () => {
    const key = sessionSigningKey(SECRET)
    expect(await staffRolesInToken(await token({ collection: 'users', roles: ['admin'] }), key)).toEqual(['admin'])
    expect(await staffRolesInToken(await token({ collection: 'users', roles: ['moderator', 'editor'] }), key)).toEqual([
      'moderator',
      'editor',
    ])
  })

  it("gives none to a member, a token signed with another secret, an expired token, garbage and no token", async () => {
    const key = sessionSigningKey(SECRET)
    expect(await staffRolesInToken(await token({ collection: 'members', roles: ['admin'] }), key)).toEqual([])
    expect(await staffRolesInToken(await token({ collection: 'users', roles: ['admin'] }, 'another-secret-0123456789abcdef0123'), key)).toEqual([])
    expect(await staffRolesInToken(await token({ collection: 'users', roles: ['admin'] }, SECRET, -10), key)).toEqual([])
    const [header, , signature] = (await token({ collection: 'users', roles: ['editor'] })).split('.')
    const forged = Buffer.from(JSON.stringify({ collection: 'users', roles: ['admin'], exp: 9999999999 })).toString('base64url')
    expect(await staffRolesInToken(`${header}.${forged}.${signature}`, key)).toEqual([])
    expect(await staffRolesInToken('not-a-token', key)).toEqual([])
    expect(await staffRolesInToken(undefined, key)).toEqual([])
  })
})
