import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PARSE_BUDGET_MS, spendParseTime } from '@/lib/ai/access/parseTimeBudget'
import { createDocumentParser, ParserBusyError, ParseTimeoutError } from '@/lib/documents/documentParser'
import { answerAiRequest } from '@/app/api/ai/aiRoute'
import { PARSE_ONE_AT_A_TIME, PARSE_TIME_USED, PARSER_BUSY } from '@/lib/ai/messages'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'

import { aiContext, read, sharedParser, uploadRequest } from '../helpers/aiRequests'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
const pdf = readFileSync('tests/fixtures/resume.pdf')
/** Two workers that hang on every file until their 1.5 s limit: the slow PDFs of an attacker. */
const slowParser = () => createDocumentParser({ workerPath: 'tests/helpers/slowDocumentWorker.ts', timeoutMs: 1_500, maxWorkers: 2, maxWaiting: 2 })

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(async () => {
  await sharedParser().close()
  if (payload) await closePayload(payload)
})

describe('the resume parser is shared fairly', () => {
  it('one visitor holds at most one worker: a second file of theirs is refused at once', async () => {
    const parser = slowParser()
    const first = parser.parse('pdf', pdf, '203.0.113.1')
    const started = Date.now()
    await expect(parser.parse('pdf', pdf, '203.0.113.1')).rejects.toMatchObject({ reason: 'owner' })
    expect(Date.now() - started).toBeLessThan(100)
    // Someone else still gets the second worker.
    await expect(Promise.all([first, parser.parse('pdf', pdf, '203.0.113.2')])).rejects.toBeInstanceOf(ParseTimeoutError)
    await parser.close()
  })

  it('a full queue answers 503 with Retry-After at once instead of making everyone wait', async () => {
    const parser = slowParser()
    const held = ['a', 'b', 'c', 'd'].map((owner) => parser.parse('pdf', pdf, owner).catch((error) => error))
    const started = Date.now()
    await expect(parser.parse('pdf', pdf, 'e')).rejects.toBeInstanceOf(ParserBusyError)
    const { status, json, headers } = await read(
      await answerAiRequest('parse-resume', uploadRequest('parse-resume', pdf, 'resume.pdf', {}, { address: '203.0.113.9' }), aiContext(payload, { parser })),
    )
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(status).toBe(503)
    expect(json.error).toBe(PARSER_BUSY)
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0)
    await Promise.all(held)
    await parser.close()
  })

  it('a visitor whose previous file is still being read gets 429 with Retry-After', async () => {
    const parser = slowParser()
    const context = aiContext(payload, { parser })
    const first = answerAiRequest('parse-resume', uploadRequest('parse-resume', pdf, 'a.pdf', {}, { address: '203.0.113.20' }), context)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const second = await read(await answerAiRequest('parse-resume', uploadRequest('parse-resume', pdf, 'b.pdf', {}, { address: '203.0.113.20' }), context))
    expect(second.status).toBe(429)
    expect(second.json.error).toBe(PARSE_ONE_AT_A_TIME)
    expect(second.headers.get('retry-after')).toBeTruthy()
    await first
    await parser.close()
  })

  it('parse time is counted per address: when it is used up, the address waits, others do not', async () => {
    await spendParseTime(poolOf(payload), '203.0.113.30', PARSE_BUDGET_MS)
    const spent = await read(await answerAiRequest('parse-resume', uploadRequest('parse-resume', pdf, 'r.pdf', {}, { address: '203.0.113.30' }), aiContext(payload)))
    expect(spent.status).toBe(429)
    expect(spent.json.error).toBe(PARSE_TIME_USED)
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(60)
    const other = await read(await answerAiRequest('parse-resume', uploadRequest('parse-resume', pdf, 'r.pdf', {}, { address: '203.0.113.31' }), aiContext(payload)))
    expect(other.status).toBe(200)
  })
})
