import type { Pool } from 'pg'

import { readJsonBody } from '../site/readJsonBody'
import { limitPublicApi } from '../publicApi/rateLimit'
import type { WarningLogger } from '../rateLimit/countUse'
import { API_BODY_LIMIT } from '../site/requestLimits'
import { bodyTooLarge } from '../site/requestScreen'
import { jsonRpcRefusal, PARSE_ERROR } from './jsonRpcRefusal'

export type McpAdmission = { ok: true; parsedBody?: unknown; headers: Record<string, string> } | { ok: false; refusal: Response }

/**
 * Each message of a JSON-RPC batch is one request, as if it came alone: clients of the 2025-03-26
 * revision may send batches (the SDK takes up to 100), and one HTTP request must not buy 100 calls.
 */
export const requestsInMcpBody = (body: unknown) => (Array.isArray(body) ? Math.max(1, body.length) : 1)

/**
 * What /api/mcp checks before the MCP server runs: a POST's body is read (at most the API's 2 MB,
 * as the proxy allows), every request in it is counted at once against the address's minute
 * together with the public API, and a batch that does not fit in what is left is refused whole
 * (429 with Retry-After) before any call runs. The parsed body goes on to the SDK.
 */
export const admitMcpRequest = async (deps: { pool: Pool; logger: WarningLogger }, request: Request): Promise<McpAdmission> => {
  const body = request.method === 'POST' ? await readJsonBody(request, API_BODY_LIMIT) : undefined
  const limit = await limitPublicApi(deps, request.headers, body?.ok ? requestsInMcpBody(body.value) : 1)
  if (!limit.allowed) {
    const message = `At most ${limit.limit} requests a minute from one address (each call of a batch counts). Try again in ${limit.retryAfterSeconds} seconds.`
    return { ok: false, refusal: jsonRpcRefusal(429, message, { headers: { 'Retry-After': String(limit.retryAfterSeconds), 'RateLimit-Limit': String(limit.limit), 'RateLimit-Remaining': '0' } }) }
  }
  if (body && !body.ok) {
    return { ok: false, refusal: body.reason === 'too-large' ? jsonRpcRefusal(413, bodyTooLarge(API_BODY_LIMIT)) : jsonRpcRefusal(400, 'Parse error: the body is not JSON.', { code: PARSE_ERROR }) }
  }
  return { ok: true, parsedBody: body?.value, headers: { 'RateLimit-Limit': String(limit.limit), 'RateLimit-Remaining': String(limit.remaining) } }
}
