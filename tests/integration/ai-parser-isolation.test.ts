import { readFileSync } from 'node:fs'

import { afterAll, describe, expect, it } from 'vitest'

import { createDocumentParser, DocumentUnsafeError, ParseTimeoutError } from '@/lib/documents/documentParser'
import { inspectDocx } from '@/lib/documents/inspectDocx'
import type { ExtractedDocument } from '@/lib/documents/layout/types'
import { residentMb } from '@/lib/documents/processMemory'
import { PDF_MAX_PAGES, PDF_MAX_TEXT_RUNS } from '@/lib/ai/limits'

import { deeplyNestedDocx, inflatingPdf, manyPagesPdf, manyRunsPdf, pdfZipPolyglot, tinyParagraphsDocx } from '../helpers/hostileDocuments'

const fixture = (name: string) => readFileSync(`tests/fixtures/${name}`)
const order = (text: string) => Buffer.from(text)
/** This process's resident memory: the server's, in the server. */
const serverMb = () => residentMb(process.pid) ?? 0
const pagesOf = (document: ExtractedDocument) => (document.kind === 'pdf' ? document.pages : [])
const textOf = (document: ExtractedDocument) => pagesOf(document).flatMap((page) => page.items.map((item) => item.text)).join(' ')

/** One parser process that obeys its file (tests/helpers/hostileDocumentWorker.ts), small caps. */
const hostile = createDocumentParser({ workerPath: 'tests/helpers/hostileDocumentWorker.ts', maxWorkers: 1, heapMb: 64, maxMemoryMb: 300, timeoutMs: 20_000 })
// The production parser, with time enough on a loaded machine for its memory cap to act first.
const real = createDocumentParser({ timeoutMs: 45_000 })

afterAll(async () => {
  await Promise.all([hostile.close(), real.close()])
})

describe('a parse that takes its process down costs only that parse', () => {
  it('a process out of JavaScript heap dies alone: that file is unsafe, the next one is read', async () => {
    await expect(hostile.parse('pdf', order('heap'))).rejects.toBeInstanceOf(DocumentUnsafeError)
    await expect(hostile.parse('pdf', order('fine'))).resolves.toEqual({ kind: 'text', text: 'fine' })
  })

  it('memory outside the heap (ArrayBuffers) is capped by the watchdog, not by V8, and is never the server’s', async () => {
    const before = serverMb()
    await expect(hostile.parse('pdf', order('buffers'))).rejects.toThrow(/over 300 MB/)
    expect(serverMb() - before).toBeLessThan(100)
    await expect(hostile.parse('pdf', order('fine again'))).resolves.toEqual({ kind: 'text', text: 'fine again' })
  })

  it('a crash (abort) fails that file only', async () => {
    await expect(hostile.parse('docx', order('crash'))).rejects.toBeInstanceOf(DocumentUnsafeError)
    await expect(hostile.parse('doc', order('after the crash'))).resolves.toEqual({ kind: 'text', text: 'after the crash' })
  })

  it('a process that runs past the time limit is killed and replaced', async () => {
    const slow = createDocumentParser({ workerPath: 'tests/helpers/slowDocumentWorker.ts', timeoutMs: 300, maxWorkers: 1 })
    await expect(slow.parse('pdf', fixture('resume.pdf'))).rejects.toBeInstanceOf(ParseTimeoutError)
    await expect(slow.parse('pdf', fixture('resume.pdf'))).rejects.toBeInstanceOf(ParseTimeoutError)
    await slow.close()
  })
})

describe('the real parser hands back bounded data and refuses what no resume is', () => {
  it('refuses a 143 KB DOCX of 48 MB of tiny paragraphs by its element count, within its first megabyte', async () => {
    const bomb = tinyParagraphsDocx()
    expect(bomb.length).toBeLessThan(150 * 1024)
    expect(await inspectDocx(bomb)).toEqual({ ok: true })
    const started = Date.now()
    await expect(real.parse('docx', bomb)).rejects.toThrow(/more than 100000 XML elements/)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('refuses a DOCX nested 200,000 levels deep by its depth', async () => {
    await expect(real.parse('docx', deeplyNestedDocx(200_000))).rejects.toThrow(/nested deeper than 128/)
  })

  it('a PDF whose content stream inflates to 400 MB is stopped over the memory cap, and the next PDF is read', async () => {
    const before = serverMb()
    await expect(real.parse('pdf', await inflatingPdf())).rejects.toThrow(DocumentUnsafeError)
    expect(serverMb() - before).toBeLessThan(100)
    expect(textOf(await real.parse('pdf', fixture('resume.pdf')))).toContain('Jordan Rivera')
  })

  it('reads the first 30 pages of a 20,000-page PDF', async () => {
    const pages = pagesOf(await real.parse('pdf', manyPagesPdf(20_000)))
    expect(pages).toHaveLength(PDF_MAX_PAGES)
    expect(pages[29].items.map((item) => item.text)).toContain('Jordan Rivera')
  })

  it('stops reading a page of a million text runs at the cap, and replaces the process that read it', async () => {
    const started = Date.now()
    const document = await real.parse('pdf', await manyRunsPdf(1_048_576))
    expect(pagesOf(document)[0].items.length).toBeLessThanOrEqual(PDF_MAX_TEXT_RUNS)
    expect(pagesOf(document)[0].items.length).toBeGreaterThan(1_000)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(textOf(await real.parse('pdf', fixture('resume.pdf')))).toContain('Jordan Rivera')
  })

  it('reads a file that is both a PDF and a DOCX zip bomb as the PDF it starts as, never unzipping it', async () => {
    const polyglot = pdfZipPolyglot()
    expect(await inspectDocx(polyglot)).toEqual({ ok: true })
    expect(textOf(await real.parse('pdf', polyglot))).toContain('Jordan Rivera')
  })

  it('hands back at most the pages, runs and characters it is given', async () => {
    const capped = createDocumentParser({ limits: { pdfPages: 1, characters: 500 } })
    const pdf = pagesOf(await capped.parse('pdf', fixture('resume-two-page.pdf')))
    expect(pdf).toHaveLength(1)
    expect(textOf({ kind: 'pdf', pages: pdf }).replace(/ /g, '').length).toBeLessThanOrEqual(500)
    const docx = await capped.parse('docx', fixture('resume.docx'))
    expect(docx.kind === 'html' && docx.html.length).toBeLessThanOrEqual(500)
    expect(docx.kind === 'html' && docx.html).toMatch(/^<.*>$/s)
    const doc = await capped.parse('doc', fixture('resume.doc'))
    expect(doc.kind === 'text' && doc.text.length).toBe(500)
    await capped.close()
  })
})
