import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createDocumentParser, ParseTimeoutError } from '@/lib/documents/documentParser'
import { inspectDocx } from '@/lib/documents/inspectDocx'
import { answerAiRequest } from '@/app/api/ai/aiRoute'
import { MAX_UPLOAD_BYTES } from '@/lib/ai/limits'
import {
  DOCUMENT_UNSAFE,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  PARSING_TIMED_OUT,
} from '@/lib/ai/messages'
import { parseResumeText } from '@/lib/ai/resume/parseResumeText'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { aiContext, freshAddress, read, sharedParser, uploadRequest } from '../helpers/aiRequests'
import { deeplyNestedDocx, honestZipBomb, lyingZipBomb, pdfZipPolyglot, tinyParagraphsDocx } from '../helpers/hostileDocuments'
import { startTestPayload } from '../helpers/testPayload'
import { zipFile } from '../helpers/zipFile'

let payload: Payload
const fixture = (name: string) => readFileSync(`tests/fixtures/${name}`)
const parse = async (file: Buffer, name: string) =>
  read(await answerAiRequest('parse-resume', uploadRequest('parse-resume', file, name), aiContext(payload)))

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(async () => {
  await sharedParser().close()
  if (payload) await closePayload(payload)
})

describe('parse-resume with real documents', () => {
  it.each(['resume.pdf', 'resume.docx', 'resume.doc', 'resume.txt'])(
    'reads %s into text the local parser understands',
    async (name) => {
      const { status, json } = await parse(fixture(name), name)
      expect(status).toBe(200)
      expect(json.characterCount).toBe(json.text.length)
      const resume = parseResumeText(json.text)
      expect(resume).toMatchObject({
        name: 'Jordan Rivera',
        email: 'jordan.rivera@example.com',
        phone: '(415) 555-0134',
        location: 'Austin, TX',
      })
      expect(resume.skills).toEqual(
        expect.arrayContaining(['React', 'TypeScript', 'Remote collaboration']),
      )
      expect(resume.education[0].school).toBe('University of Texas at Austin')
      // A .doc keeps no list formatting: its bullets arrive as plain lines, which the spec's rule
      // does not count as bullets.
      expect(resume.experience[0]).toMatchObject({
        title: 'Senior Frontend Engineer',
        company: 'Brightwave',
        period: '2021 - Present',
      })
    },
  )

  it('keeps the experience bullets of PDF and DOCX files', async () => {
    for (const name of ['resume.pdf', 'resume.docx']) {
      const { json } = await parse(fixture(name), name)
      const [job] = parseResumeText(json.text).experience
      expect(job.description).toContain(
        'Led the migration from JavaScript to TypeScript across 40 packages, cutting production errors by 35%',
      )
      expect(job.description).toHaveLength(4)
    }
  })

  it('reads both pages of a two-page PDF', async () => {
    const { status, json } = await parse(fixture('resume-two-page.pdf'), 'resume-two-page.pdf')
    expect(status).toBe(200)
    expect(json.text).toContain('Jordan Rivera')
    expect(json.text).toContain('Open source contribution 34')
  })

  it('decides the type by content, not by name', async () => {
    const renamed = await parse(fixture('resume.pdf'), 'resume.txt')
    expect(renamed.status).toBe(200)
    expect(renamed.json.text).toContain('Jordan Rivera')
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2048, 7),
    ])
    const wrong = await parse(png, 'resume.pdf')
    expect(wrong).toMatchObject({
      status: 415,
      json: { title: INVALID_FILE_TYPE.title, error: INVALID_FILE_TYPE.text },
    })
  })

  it('refuses a zip that is not a Word document', async () => {
    const zip = zipFile([{ name: 'photo.txt', data: Buffer.from('not a resume') }])
    expect((await parse(zip, 'resume.docx')).status).toBe(415)
  })
})

describe('parse-resume limits', () => {
  it('refuses a file over 20MB with File Too Large', async () => {
    const { status, json } = await parse(Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0x41), 'big.txt')
    expect(status).toBe(413)
    expect(json).toEqual({ title: FILE_TOO_LARGE.title, error: FILE_TOO_LARGE.text })
  })

  it('stops reading an oversize upload at the limit instead of taking it all in', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x41)
    const total = 60
    let pulled = 0
    const boundary = 'rp-boundary'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    )
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull: (controller) => {
        if (pulled >= total) return controller.close()
        pulled++
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://localhost:3000/api/ai/parse-resume', {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': freshAddress(),
      },
      body,
      duplex: 'half',
    } as RequestInit)
    const { status } = await read(await answerAiRequest('parse-resume', request, aiContext(payload)))
    expect(status).toBe(413)
    expect(pulled).toBeLessThanOrEqual(22)
  })

  it('refuses a DOCX zip bomb from its directory, before unzipping anything', async () => {
    const bomb = honestZipBomb()
    expect(bomb.length).toBeLessThan(200 * 1024)
    expect(await inspectDocx(bomb)).toEqual({ ok: false, reason: 'too-large' })
    let parsed = false
    const parser = { ...sharedParser(), parse: async () => ((parsed = true), { kind: 'text' as const, text: '' }) }
    const { status, json } = await read(
      await answerAiRequest('parse-resume', 
        uploadRequest('parse-resume', bomb, 'bomb.docx'),
        aiContext(payload, { parser }),
      ),
    )
    expect(status).toBe(422)
    expect(json.error).toBe(DOCUMENT_UNSAFE)
    expect(parsed).toBe(false)
  })

  it('refuses a DOCX with too many entries', async () => {
    const entries = Array.from({ length: 1_001 }, (_, i) => ({
      name: `word/media/${i}.xml`,
      data: Buffer.from('x'),
    }))
    const zip = zipFile([
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      ...entries,
    ])
    expect(await inspectDocx(zip)).toEqual({ ok: false, reason: 'too-many-entries' })
    expect((await parse(zip, 'many.docx')).status).toBe(422)
  })

  it('catches a zip bomb that lies about its size while unzipping in the parser process', async () => {
    const liar = lyingZipBomb()
    expect(await inspectDocx(liar)).toEqual({ ok: true })
    const { status, json } = await parse(liar, 'liar.docx')
    expect(status).toBe(422)
    expect(json.error).toBe(DOCUMENT_UNSAFE)
  })

  it('refuses a DOCX of millions of tiny paragraphs, or nested 200,000 deep, as unsafe (issue 29)', async () => {
    for (const [name, file] of [['tiny.docx', tinyParagraphsDocx()], ['nested.docx', deeplyNestedDocx(200_000)]] as const) {
      const { status, json } = await parse(file, name)
      expect(status, name).toBe(422)
      expect(json.error, name).toBe(DOCUMENT_UNSAFE)
    }
  })

  it('reads a file that is both a PDF and a ZIP as the PDF it starts as', async () => {
    const { status, json } = await parse(pdfZipPolyglot(), 'polyglot.docx')
    expect(status).toBe(200)
    expect(json.text).toContain('Jordan Rivera')
  })

  it('stops a parse that runs past the time limit and keeps serving', async () => {
    const slow = createDocumentParser({
      workerPath: 'tests/helpers/slowDocumentWorker.ts',
      timeoutMs: 500,
      maxWorkers: 1,
    })
    const started = Date.now()
    await expect(slow.parse('pdf', fixture('resume.pdf'))).rejects.toBeInstanceOf(ParseTimeoutError)
    expect(Date.now() - started).toBeLessThan(3_000)
    await expect(slow.parse('pdf', fixture('resume.pdf'))).rejects.toBeInstanceOf(ParseTimeoutError)
    await slow.close()
    const { json } = await read(
      await answerAiRequest('parse-resume', 
        uploadRequest('parse-resume', fixture('resume.pdf'), 'r.pdf'),
        aiContext(payload, {
          parser: createDocumentParser({
            workerPath: 'tests/helpers/slowDocumentWorker.ts',
            timeoutMs: 300,
          }),
        }),
      ),
    )
    expect(json.error).toBe(PARSING_TIMED_OUT)
  })
})

describe('optimize-resume with a file', () => {
  it('reads the uploaded file and optimizes it for the role', async () => {
    const request = uploadRequest('optimize-resume', fixture('resume.docx'), 'resume.docx', {
      targetRole: 'Senior Frontend Engineer',
    })
    const { status, json } = await read(await answerAiRequest('optimize-resume', request, aiContext(payload)))
    expect(status).toBe(200)
    expect(json.fullResume).toMatchObject({
      name: 'Jordan Rivera',
      matchScore: 75,
      targetRole: 'Senior Frontend Engineer',
    })
    expect(json.engine).toBe('built-in')
  })
})
