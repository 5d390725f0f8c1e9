import { readdirSync, readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerAiRequest } from '@/app/api/ai/aiRoute'
import type { AiVisitor } from '@/lib/ai/tools/aiContext'
import { isPremiumVisitor } from '@/lib/ai/access/premiumStatus'
import { MAX_UPLOAD_BYTES } from '@/lib/ai/limits'
import { FAILED_TO_GENERATE_LETTER, FILE_TOO_LARGE, REQUEST_TOO_LARGE } from '@/lib/ai/messages'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { documentParser } from '@/lib/documents/documentParser'

import { aiContext, freshAddress, jsonRequest, read, sharedParser, uploadRequest } from '../helpers/aiRequests'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

/** Every AI route as Next serves it: each folder of src/app/api/ai with its route.ts. */
const AI_ROUTES = readdirSync('src/app/api/ai', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

type Handler = { POST: (request: Request) => Promise<Response> }
/** The route modules, imported once Payload's config can be read (it reads the test database's address). */
let HANDLERS: Record<string, Handler> = {}

/** The tools that take an upload: a too-large one is the spec's File Too Large toast. */
const UPLOADS = ['parse-resume', 'optimize-resume']

beforeAll(async () => {
  payload = await startTestPayload()
  HANDLERS = {
    'generate-cover-letter': await import('@/app/api/ai/generate-cover-letter/route'),
    'interview-coach': await import('@/app/api/ai/interview-coach/route'),
    'linkedin-optimizer': await import('@/app/api/ai/linkedin-optimizer/route'),
    'optimize-resume': await import('@/app/api/ai/optimize-resume/route'),
    'parse-resume': await import('@/app/api/ai/parse-resume/route'),
  }
})

afterAll(async () => {
  await sharedParser().close()
  await documentParser().close()
  if (payload) await closePayload(payload)
})

describe('every AI route goes through the one wrapper', () => {
  it('covers every route under src/app/api/ai', () => {
    expect(AI_ROUTES.sort()).toEqual(Object.keys(HANDLERS).sort())
  })

  it.each(AI_ROUTES)('%s answers a too-large body with 413 in the AI routes’ one error body', async (tool) => {
    const { POST } = HANDLERS[tool]
    const request = UPLOADS.includes(tool)
      ? uploadRequest(tool, Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0x41), 'big.txt', { targetRole: 'Engineer' })
      : jsonRequest(tool, { jobTitle: 'Engineer', companyName: 'Acme', headline: 'x', summary: 'x'.repeat(300 * 1024) })
    const { status, json, headers } = await read(await POST(request))
    expect(status).toBe(413)
    expect(json).toEqual(UPLOADS.includes(tool) ? { error: FILE_TOO_LARGE.text, title: FILE_TOO_LARGE.title } : { error: REQUEST_TOO_LARGE })
    expect(headers.get('cache-control')).toBe('no-store')
  })

  it('reads a resume without asking whether the visitor is premium; the tools that depend on it ask once', async () => {
    const asked: AiVisitor[] = []
    const context = aiContext(payload, {
      isPremium: (visitor) => {
        asked.push(visitor)
        return isPremiumVisitor(payload, visitor)
      },
    })
    const resume = readFileSync('tests/fixtures/resume.txt')
    const parsed = await read(await answerAiRequest('parse-resume', uploadRequest('parse-resume', resume, 'resume.txt', {}, { address: freshAddress() }), context))
    expect(parsed.status).toBe(200)
    expect(parsed.json.text).toContain('Jordan Rivera')
    expect(asked).toEqual([])

    const optimized = await read(
      await answerAiRequest('optimize-resume', uploadRequest('optimize-resume', resume, 'resume.txt', { targetRole: 'Frontend Engineer' }), context),
    )
    expect(optimized.status).toBe(200)
    expect(asked).toEqual([null])
  })

  it('answers a tool that fails unexpectedly with its own failure toast in the same body, not a stack', async () => {
    const context = aiContext(payload, {
      isPremium: async () => {
        throw new Error('the premium lookup broke')
      },
    })
    const letter = await read(await answerAiRequest('generate-cover-letter', jsonRequest('generate-cover-letter', { jobTitle: 'Engineer', companyName: 'Acme' }), context))
    expect(letter.status).toBe(500)
    expect(letter.json).toEqual({ error: FAILED_TO_GENERATE_LETTER })
  })
})
