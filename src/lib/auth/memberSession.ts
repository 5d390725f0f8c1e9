import { createLocalReq, getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

export type SessionCookie = {
  name: string
  value: string
  expires?: string
  httpOnly?: boolean
  path?: string
  sameSite?: 'lax' | 'strict' | 'none'
  secure?: boolean
  domain?: string
}

/**
 * Signs a member in without their password, as Payload's own login does after checking one: a
 * session on the account, a token signed with the site's secret, the cookie Payload would set.
 * Only for a member who has just proven they own the address (the emailed confirmation link).
 */
export const startMemberSession = async (payload: Payload, memberId: number): Promise<SessionCookie> => {
  const collectionConfig = payload.collections.members.config
  const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true })
  const user = { ...member, collection: 'members' as const }
  const req = await createLocalReq({}, payload)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: member.email, sid, user })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return sessionCookie(payload, token)
}

/** The cookie Payload sets for a member's session token, ready for `cookies().set`. */
export const sessionCookie = (payload: Payload, token: string): SessionCookie => {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.members.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  }) as { name: string; value?: string; sameSite?: string } & Omit<SessionCookie, 'name' | 'value' | 'sameSite'>
  return { ...cookie, value: cookie.value ?? token, sameSite: cookie.sameSite?.toLowerCase() as SessionCookie['sameSite'] }
}
