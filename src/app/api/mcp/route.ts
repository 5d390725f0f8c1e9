import { createMcpHandler } from '@modelcontextprotocol/server'

import { sharedListingCount } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { admitMcpRequest } from '@/lib/mcp/admitMcpRequest'
import { remotePassportServer } from '@/lib/mcp/remotePassportServer'
import { payloadClient } from '@/lib/payload'
import { API_BODY_LIMIT } from '@/lib/site/requestLimits'
import { siteUrl } from '@/lib/site/siteUrl'

/**
 * /api/mcp: the MCP server over Streamable HTTP, stateless (one handler per process builds a fresh
 * server for each request, so any instance answers any request), limited per address together
 * with the public API, each call of a JSON-RPC batch counted.
 */
const mcp = createMcpHandler(
  async () => {
    const payload = await payloadClient()
    return remotePassportServer({ payload, pool: poolOf(payload), site: siteUrl(), sharedCount: sharedListingCount })
  },
  {
    maxRequestBodySize: API_BODY_LIMIT,
    onerror: (error) => void payloadClient().then((payload) => payload.logger.warn({ err: error }, 'MCP request refused or failed')),
  },
)

const answer = async (request: Request) => {
  const payload = await payloadClient()
  const admission = await admitMcpRequest({ pool: poolOf(payload), logger: payload.logger }, request)
  if (!admission.ok) return admission.refusal
  const response = await mcp.fetch(request, admission.parsedBody === undefined ? undefined : { parsedBody: admission.parsedBody })
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(admission.headers)) headers.set(name, value)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export const POST = answer
export const GET = answer
export const DELETE = answer
