import { importPKCS8, SignJWT } from 'jose'

import { answerSummary, type EngineOutcome } from './engineOutcome'
import { type EnginePost, NoAnswerError } from './httpPost'
import type { NoticeType } from './pendingNotices'
import type { GoogleConfig, GoogleCredentials } from './searchEngineConfig'

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing'
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer'
/** A token is renewed this long before it expires, so none is sent as it runs out. */
const RENEW_BEFORE_MS = 5 * 60_000

export type AccessToken = { token: string; expiresAt: number }
/** Access tokens by service account: one per hour or so, not one per run. */
export type TokenCache = Map<string, AccessToken>
export const sharedTokenCache: TokenCache = new Map()

const cacheKey = (credentials: GoogleCredentials) =>
  [credentials.tokenUri, credentials.clientEmail, credentials.privateKeyId ?? ''].join('\n')

/** The JWT a service account signs (RS256, by its private key) to ask its token_uri for a token. */
export const signedAssertion = async (credentials: GoogleCredentials, now: Date) => {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ scope: INDEXING_SCOPE })
    .setProtectedHeader({
      alg: 'RS256',
      typ: 'JWT',
      ...(credentials.privateKeyId ? { kid: credentials.privateKeyId } : {}),
    })
    .setIssuer(credentials.clientEmail)
    .setAudience(credentials.tokenUri)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(await importPKCS8(credentials.privateKey, 'RS256'))
}

class TokenRefused extends Error {}

const requestToken = async (
  credentials: GoogleCredentials,
  post: EnginePost,
  now: Date,
): Promise<AccessToken> => {
  let assertion: string
  try {
    assertion = await signedAssertion(credentials, now)
  } catch {
    throw new TokenRefused(
      "its private_key is not a PKCS #8 RSA key: use the service account's JSON key as Google gave it",
    )
  }
  const answer = await post(
    credentials.tokenUri,
    new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
    {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
  )
  if (answer.status >= 500 || answer.status === 429)
    throw new NoAnswerError(`token endpoint answered HTTP ${answer.status}`)
  if (answer.status !== 200)
    throw new TokenRefused(
      `its token_uri refused the key (HTTP ${answer.status}: ${answerSummary(answer.text)})`,
    )
  const json = JSON.parse(answer.text) as { access_token?: string; expires_in?: number }
  if (!json.access_token) throw new TokenRefused('its token_uri answered without an access_token')
  return {
    token: json.access_token,
    expiresAt: now.getTime() + (Number(json.expires_in) || 3600) * 1000,
  }
}

/** A token for the Indexing API, from the cache while it has more than a few minutes left. */
export const googleAccessToken = async (
  credentials: GoogleCredentials,
  post: EnginePost,
  now: Date,
  tokens: TokenCache,
) => {
  const key = cacheKey(credentials)
  const cached = tokens.get(key)
  if (cached && cached.expiresAt - RENEW_BEFORE_MS > now.getTime()) return cached.token
  const fresh = await requestToken(credentials, post, now)
  tokens.set(key, fresh)
  return fresh.token
}

/**
 * Tells Google's Indexing API one page was updated or deleted: POST {url, type} with the service
 * account's token. What its answer means is the EngineOutcome's.
 */
export const publishToGoogle = async (
  config: GoogleConfig,
  notice: { url: string; type: NoticeType },
  { post, now, tokens }: { post: EnginePost; now: Date; tokens: TokenCache },
): Promise<EngineOutcome> => {
  try {
    const token = await googleAccessToken(config.credentials, post, now, tokens)
    const answer = await post(
      config.endpoint,
      JSON.stringify({ url: notice.url, type: notice.type }),
      {
        'content-type': 'application/json; charset=utf-8',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
      },
    )
    const said = `HTTP ${answer.status}: ${answerSummary(answer.text)}`
    if (answer.status >= 200 && answer.status < 300) return { outcome: 'accepted' }
    if (answer.status === 429)
      return { outcome: 'quota', reason: `Google's Indexing API quota is spent (${said})` }
    if (answer.status === 401) {
      // The token was revoked or ran out early: the next try asks for a new one.
      tokens.delete(cacheKey(config.credentials))
      return { outcome: 'retry', reason: `Google's Indexing API did not take the token (${said})` }
    }
    if (answer.status >= 500)
      return { outcome: 'retry', reason: `Google's Indexing API failed (${said})` }
    if (answer.status === 400)
      return { outcome: 'pageRefused', reason: `Google's Indexing API refused ${notice.url} (${said})` }
    return {
      outcome: 'refused',
      reason:
        answer.status === 403
          ? `Google's Indexing API refused ${notice.url} (${said}): the service account must be an owner of the site in Search Console, and the Indexing API enabled for its project`
          : `Google's Indexing API refused ${notice.url} (${said})`,
    }
  } catch (error) {
    if (error instanceof TokenRefused)
      return { outcome: 'refused', reason: `GOOGLE_INDEXING_CREDENTIALS: ${error.message}` }
    if (error instanceof NoAnswerError)
      return { outcome: 'retry', reason: `Google's Indexing API: ${error.message}` }
    throw error
  }
}
