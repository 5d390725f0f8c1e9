import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { importSPKI, jwtVerify } from 'jose'

const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing'
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer'

export type GoogleNotice = { url: string; type: string }
export type RefusedCall = { path: string; status: number; reason: string }

/**
 * A loopback server speaking both protocols the site tells search engines with, and checking what
 * it is sent as the real ones do:
 * - `POST /token`: Google's OAuth token endpoint for service accounts. The assertion must be a JWT
 *   signed RS256 by the account's private key (checked with the public half given), issued by the
 *   account, for this endpoint, with the Indexing scope, expiring within the hour.
 * - `POST /v3/urlNotifications:publish`: Google's Indexing API. A token this server issued, and
 *   `{url, type}` with type URL_UPDATED or URL_DELETED.
 * - `POST /indexnow`: IndexNow. The key, host and keyLocation expected, and every address on that host.
 * Each endpoint can be told to answer the next calls with a status of the test's choosing.
 */
export type SearchEngineServer = {
  url: string
  tokenUri: string
  publishEndpoint: string
  indexNowEndpoint: string
  /** Notices Google accepted, in order. */
  google: GoogleNotice[]
  /** Each IndexNow request accepted: its urlList. */
  indexNow: string[][]
  /** Tokens issued. */
  tokens: string[]
  /** Calls refused, with why: a test expecting none checks this is empty. */
  refused: RefusedCall[]
  /** Every call received, accepted or not. */
  calls: string[]
  /** After `after` calls answered as usual, the next `times` calls to `endpoint` answer `status` (before any check). */
  failNext(
    endpoint: 'token' | 'publish' | 'indexnow',
    status: number,
    options?: { times?: number; after?: number },
  ): void
  /** Google answers 400 to a notice of this page, as it does to one it will not take. */
  refusePage(url: string): void
  reset(): void
  close(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(body === undefined ? '' : JSON.stringify(body))
}

export const startSearchEngineServer = async ({
  publicKeyPem,
  clientEmail,
  indexNow,
}: {
  publicKeyPem: string
  clientEmail: string
  indexNow: { key: string; host: string; keyLocation: string }
}): Promise<SearchEngineServer> => {
  const publicKey = await importSPKI(publicKeyPem, 'RS256')
  const forced: Record<string, Array<number | null>> = { token: [], publish: [], indexnow: [] }
  const issued = new Set<string>()
  const refusedPages = new Set<string>()
  let base = ''

  const state = {
    google: [] as GoogleNotice[],
    indexNow: [] as string[][],
    tokens: [] as string[],
    refused: [] as RefusedCall[],
    calls: [] as string[],
  }

  const refuse = (response: ServerResponse, path: string, status: number, reason: string) => {
    state.refused.push({ path, status, reason })
    answer(response, status, { error: { code: status, message: reason } })
  }

  const token = async (body: string, response: ServerResponse) => {
    const form = new URLSearchParams(body)
    if (form.get('grant_type') !== JWT_BEARER)
      return refuse(response, '/token', 400, 'unsupported grant_type')
    try {
      const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
        algorithms: ['RS256'],
        issuer: clientEmail,
        audience: `${base}/token`,
        requiredClaims: ['iat', 'exp'],
      })
      if (protectedHeader.typ !== 'JWT') throw new Error('typ is not JWT')
      if (payload.scope !== INDEXING_SCOPE) throw new Error(`scope is ${String(payload.scope)}`)
      if (payload.exp! - payload.iat! > 3600)
        throw new Error('expires more than an hour after it was issued')
    } catch (error) {
      return refuse(response, '/token', 400, `invalid_grant: ${(error as Error).message}`)
    }
    const accessToken = `ya29.${randomBytes(16).toString('hex')}`
    issued.add(accessToken)
    state.tokens.push(accessToken)
    answer(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' })
  }

  const publish = (request: IncomingMessage, body: string, response: ServerResponse) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!bearer || !issued.has(bearer))
      return refuse(response, '/publish', 401, 'Request had invalid authentication credentials.')
    let notice: Partial<GoogleNotice>
    try {
      notice = JSON.parse(body) as Partial<GoogleNotice>
    } catch {
      return refuse(response, '/publish', 400, 'body is not JSON')
    }
    const keys = Object.keys(notice).sort().join(',')
    if (
      keys !== 'type,url' ||
      (notice.type !== 'URL_UPDATED' && notice.type !== 'URL_DELETED') ||
      !URL.canParse(notice.url ?? '')
    ) {
      return refuse(response, '/publish', 400, `invalid notice ${body}`)
    }
    if (refusedPages.has(notice.url!)) return refuse(response, '/publish', 400, `Invalid attribute. 'url' is not accepted: ${notice.url}`)
    state.google.push({ url: notice.url!, type: notice.type })
    answer(response, 200, {
      urlNotificationMetadata: {
        url: notice.url,
        latestUpdate: { url: notice.url, type: notice.type, notifyTime: new Date().toISOString() },
      },
    })
  }

  const submit = (request: IncomingMessage, body: string, response: ServerResponse) => {
    if (!/^application\/json/.test(request.headers['content-type'] ?? ''))
      return refuse(response, '/indexnow', 400, 'not JSON')
    let submission: { host?: string; key?: string; keyLocation?: string; urlList?: string[] }
    try {
      submission = JSON.parse(body)
    } catch {
      return refuse(response, '/indexnow', 400, 'body is not JSON')
    }
    const { host, key, keyLocation, urlList } = submission
    if (!Array.isArray(urlList) || !urlList.length || urlList.length > 10_000)
      return refuse(response, '/indexnow', 400, 'urlList')
    if (key !== indexNow.key || keyLocation !== indexNow.keyLocation)
      return refuse(response, '/indexnow', 403, 'key not valid')
    if (
      host !== indexNow.host ||
      urlList.some((url) => !URL.canParse(url) || new URL(url).host !== host)
    ) {
      return refuse(response, '/indexnow', 422, 'URLs do not belong to the host')
    }
    state.indexNow.push(urlList)
    answer(response, 202, undefined)
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const path = request.url ?? ''
      state.calls.push(path)
      const endpoint =
        path === '/token'
          ? 'token'
          : path === '/v3/urlNotifications:publish'
            ? 'publish'
            : path === '/indexnow'
              ? 'indexnow'
              : null
      if (request.method !== 'POST' || !endpoint)
        return answer(response, 404, { error: 'not found' })
      const status = forced[endpoint].shift()
      if (status)
        return answer(response, status, {
          error: { code: status, message: `told to answer ${status}` },
        })
      if (endpoint === 'token') return token(body, response)
      if (endpoint === 'publish') return publish(request, body, response)
      return submit(request, body, response)
    })().catch((error: unknown) => answer(response, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    tokenUri: `${base}/token`,
    publishEndpoint: `${base}/v3/urlNotifications:publish`,
    indexNowEndpoint: `${base}/indexnow`,
    get google() {
      return state.google
    },
    get indexNow() {
      return state.indexNow
    },
    get tokens() {
      return state.tokens
    },
    get refused() {
      return state.refused
    },
    get calls() {
      return state.calls
    },
    refusePage(url) {
      refusedPages.add(url)
    },
    failNext(endpoint, status, { times = 1, after = 0 } = {}) {
      forced[endpoint].push(...Array<null>(after).fill(null), ...Array<number>(times).fill(status))
    },
    reset() {
      state.google = []
      state.indexNow = []
      state.refused = []
      state.calls = []
      refusedPages.clear()
      for (const list of Object.values(forced)) list.length = 0
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
