import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'

import { route } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

// Next's data cache lives only in the server: here the job search counts without it.
vi.mock('@/lib/cache/sharedQueries', async (original) => ({
  ...(await original<typeof import('@/lib/cache/sharedQueries')>()),
  sharedListingCount: (_key: string, count: () => Promise<number>) => count(),
}))

/**
 * The MCP server through its route handler (/api/mcp), as a client sends it: each call of a
 * JSON-RPC batch counts against the address's minute like a request of its own, the body is
 * bounded, and a tool that fails tells the model plain words, never the SQL or the database's
 * words; the public API's routes answer the same inputs alike.
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

const batchOf = (count: number, from = 0) => Array.from({ length: count }, (_, i) => call(from + i, 'find_visas', { region: 'Europe' }))

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

describe('each call of a JSON-RPC batch counts against the per-address limit (120 a minute)', () => {
  it('a batch of 100 is answered and costs 100: the 121st call of the minute is refused with 429 and Retry-After', async () => {
    const from = '203.0.113.10'
    const batch = await post(batchOf(100), from)
    expect(batch.status).toBe(200)
    expect(batch.messages).toHaveLength(100)
    expect(batch.messages.every((message) => message.result && !message.result.isError)).toBe(true)
    expect(batch.headers.get('ratelimit-remaining')).toBe('20')

    expect((await post(batchOf(19, 100), from)).status).toBe(200)
    const single = await post(call(500, 'find_visas', {}), from)
    expect(single.status).toBe(200)
    expect(single.messages[0].result?.isError).toBeFalsy()
    expect(single.headers.get('ratelimit-remaining')).toBe('0')

    const refused = await post(call(501, 'find_visas', {}), from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.messages[0]).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/^At most 120 requests a minute from one address \(each call of a batch counts\)/) } })
    // Another address has its own minute.
    expect((await post(call(1, 'find_visas', {}), '203.0.113.11')).status).toBe(200)
  })

  it('a batch larger than what is left of the minute is refused whole, before any call runs', async () => {
    const from = '203.0.113.12'
    expect((await post(batchOf(100), from)).status).toBe(200)
    const second = await post(batchOf(100, 100), from)
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(second.messages.some((message) => message.result)).toBe(false)
  })

  it('five batches of 100 at once: one is answered, four are refused', async () => {
    const from = '203.0.113.13'
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post(batchOf(100, i * 100), from)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429])
    expect(answers.flatMap((answer) => answer.messages.filter((message) => message.result))).toHaveLength(100)
  })

  it('the calls of a batch run one after another: a batch holds one database connection, and makes no one wait for one', async () => {
    const pool = poolOf(payload)
    let mostWaiting = 0
    const watch = setInterval(() => (mostWaiting = Math.max(mostWaiting, pool.waitingCount)), 1)
    try {
      const batch = await post(batchOf(100), '203.0.113.17')
      expect(batch.messages.filter((message) => message.result && !message.result.isError)).toHaveLength(100)
    } finally {
      clearInterval(watch)
    }
    expect(mostWaiting).toBe(0)
  })

  it('a single call and the SDK’s own refusal of an oversized batch still answer', async () => {
    const from = '203.0.113.14'
    const single = await post(call(1, 'get_job', { slug: 'no-such-job' }), from)
    expect(single.status).toBe(200)
    expect(single.messages[0].result).toMatchObject({ isError: true, content: [{ text: 'Not found: No job has that slug.' }] })
    const tooMany = await post(batchOf(101), '203.0.113.15')
    expect(tooMany.status).toBe(400)
    expect(tooMany.messages[0].error?.message).toMatch(/Batch must not exceed 100 messages/)
  })

  it('a body over the API’s 2 MB is refused with 413 before it is parsed, one that is not JSON with a parse error', async () => {
    const from = '203.0.113.16'
    const huge = await post(undefined, from, JSON.stringify(call(1, 'search_companies', { q: 'x'.repeat(3 * 1024 * 1024) })))
    expect(huge.status).toBe(413)
    expect(huge.messages[0]).toMatchObject({ jsonrpc: '2.0', error: { message: 'The request body is too large: at most 2 MB.' } })
    const malformed = await post(undefined, from, '{"jsonrpc":')
    expect(malformed.status).toBe(400)
    expect(malformed.messages[0].error?.code).toBe(-32700)
  })
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
