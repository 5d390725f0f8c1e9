import { CORS_HEADERS } from '../publicApi/problem'

/** JSON-RPC's code for a body that is not JSON; -32000 is the server's own refusal (a limit, a size). */
export const PARSE_ERROR = -32700
export const SERVER_REFUSAL = -32000

/**
 * A request to /api/mcp refused before the MCP server reads it (by the proxy or the route), in
 * JSON-RPC's words as the SDK answers its own refusals; no request id is known yet.
 */
export const jsonRpcRefusal = (status: number, message: string, { code = SERVER_REFUSAL, headers = {} }: { code?: number; headers?: Record<string, string> } = {}) =>
  Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers: { ...CORS_HEADERS, 'Cache-Control': 'no-store', ...headers } })
