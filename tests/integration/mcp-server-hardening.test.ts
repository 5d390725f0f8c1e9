import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { route } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

// Next's data cache lives only in the server: here the job search counts without it.
vi.mock('@/lib/cache/sharedQueries', async (original) => ({
  ...(await original<typeof import('@/lib/cache/sharedQueries')>()),
  sharedListingCount: (_key: string, count: () => Promise<number>) => count(),
}))

/**
 * The MCP server through its route handler (/api/mcp), as a client sends it: a tool that fails
 * tells the model plain words, never the SQL or the database's words; the public API's routes
 * answer the same inputs alike.
 */
type Handler = (request: Request) => Promise<Response>
type Message = { id?: number; result?: { isError?: boolean; content?: Array<{ text: string }>; structuredContent?: unknown }; error?: { code: number; message: string } }

let payload: Payload
let mcpRoute: Handler
let jobRoute: Parameters<typeof route>[0], jobsRoute: Parameters<typeof route>[0], companiesRoute: Parameters<typeof route>[0]

/** A POST to /api/mcp from `address`, with a 2025-03-26 client's headers (the last revision with batches). */
const post = async (body: unknown, address: string, raw?: string) => {
  const response = await mcpRoute(
    new Request('http://localhost:3000/api/mcp', {
      method: 'POST',
      headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2025-03-26', 'x-client-address': address },
      body: raw ?? JSON.stringify(body),
    }),
  )
  const text = await response.text()
  // The answer is an event stream of JSON-RPC messages, or one JSON document for an error.
  const messages: Message[] = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? text.split('\n').filter((line) => line.startsWith('data: ') && line.length > 6).map((line) => JSON.parse(line.slice(6)))
    : text ? [JSON.parse(text)] : []
  return { status: response.status, headers: response.headers, messages, text }
}

const call = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } })

beforeAll(async () => {
  payload = await startTestPayload()
  ;({ POST: mcpRoute } = await import('@/app/api/mcp/route'))
  ;({ GET: jobRoute } = await import('@/app/api/v1/jobs/[slug]/route'))
  ;({ GET: jobsRoute } = await import('@/app/api/v1/jobs/route'))
  ;({ GET: companiesRoute } = await import('@/app/api/v1/companies/route'))
}, 180_000)

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('a tool error tells plain words, never the SQL or the database’s words', () => {
  const LEAKS = /Failed query|select |from "|where "|params:|invalid byte sequence|0x00|\$1/i

  it.each([
    ['get_job', { slug: 'senior-\u0000-designer' }],
    ['search_jobs', { q: 'design\u0000er' }],
    ['search_jobs', { company: ['Acme\u0000'] }],
    ['search_jobs', { location: ['Europe\u0000'] }],
    ['search_companies', { q: 'git\u0000lab' }],
  ])('%s with a NUL character in %j', async (tool, args) => {
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      const answer = await post(call(1, tool, args), '198.51.100.20')
      expect(answer.status).toBe(200)
      const result = answer.messages[0].result
      expect(result).toMatchObject({ isError: true, content: [{ text: 'Bad parameters: Text cannot contain the NUL character (\\u0000).' }] })
      expect(answer.text).not.toMatch(LEAKS)
      // The real error is logged on the server, with the tool that met it.
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ tool, err: expect.anything() }), 'MCP tool failed')
    } finally {
      logged.mockRestore()
    }
  })

  it('the public API answers the same inputs 400 with a problem, never the SQL', async () => {
    const from = { 'x-client-address': '198.51.100.21' }
    const answers = [
      await route(jobRoute, 'GET', '/v1/jobs/x', { headers: from, params: { slug: 'senior-\u0000-designer' } }),
      await route(jobsRoute, 'GET', `/v1/jobs?q=${encodeURIComponent('design\u0000er')}`, { headers: from }),
      await route(companiesRoute, 'GET', `/v1/companies?q=${encodeURIComponent('git\u0000lab')}`, { headers: from }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
      expect(answer.json).toMatchObject({ title: 'Bad parameters', detail: 'Text cannot contain the NUL character (\\u0000).' })
      expect(JSON.stringify(answer.json)).not.toMatch(LEAKS)
    }
  })
})
