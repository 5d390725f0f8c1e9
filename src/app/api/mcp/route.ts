import { createMcpHandler } from '@modelcontextprotocol/server'

import { sharedListingCount } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { remotePassportServer } from '@/lib/mcp/remotePassportServer'
import { payloadClient } from '@/lib/payload'
import { CORS_HEADERS } from '@/lib/publicApi/problem'
import { limitPublicApi } from '@/lib/publicApi/rateLimit'
import { siteUrl } from '@/lib/site/siteUrl'

/**
 * /api/mcp: the MCP server over Streamable HTTP, stateless (one handler per process builds a fresh
 * server for each request, so any instance answers any request), limited per address together
 * with the public API.
 */
const mcp = createMcpHandler(
  async () => {
    const payload = await payloadClient()
    return remotePassportServer({ payload, pool: poolOf(payload), site: siteUrl(), sharedCount: sharedListingCount })
  },
  { onerror: (error) => void payloadClient().then((payload) => payload.logger.warn({ err: error }, 'MCP request refused or failed')) },
)

const answer = async (request: Request) => {
  const limit = await limitPublicApi(poolOf(await payloadClient()), request.headers)
  if (!limit.ok) {
    const message = `At most ${limit.limit} requests a minute from one address. Try again in ${limit.retryAfterSeconds} seconds.`
    return Response.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, { status: 429, headers: { ...CORS_HEADERS, 'Retry-After': String(limit.retryAfterSeconds) } })
  }
  return mcp.fetch(request)
}

export const POST = answer
export const GET = answer
export const DELETE = answer
