import { readFileSync } from 'node:fs'

import { type APIRequestContext, expect, test } from '@playwright/test'

import {
  deeplyNestedDocx,
  honestZipBomb,
  inflatingPdf,
  lyingZipBomb,
  manyPagesPdf,
  pdfZipPolyglot,
  tinyParagraphsDocx,
} from '../tests/helpers/hostileDocuments'
import { residentMb } from '../src/lib/documents/processMemory'
import { E2E_PORT } from './support/environment'
import { listeningPid } from './support/serverProcess'

const DOCUMENT_UNSAFE = 'This document could not be opened safely. Please paste your resume text.'
const PARSING_TIMED_OUT = 'The document took too long to read. Please paste your resume text.'

let sender = 0
/** Each upload from an address of its own (the server trusts one proxy hop): one file in hand each. */
const upload = (request: APIRequestContext, file: Buffer, name: string) =>
  request.post('/api/ai/parse-resume', {
    headers: { 'X-Forwarded-For': `198.18.29.${++sender}` },
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: file } },
    timeout: 60_000,
  })

const answersOf = async (request: APIRequestContext, files: [string, Buffer][]) =>
  Promise.all(
    files.map(async ([name, file]) => {
      const answer = await upload(request, file, name)
      return { name, status: answer.status(), body: await answer.json().catch(() => ({})) }
    }),
  )

test.describe.configure({ timeout: 240_000 })

test('hostile documents sent several at once cost their own parse, never the server', async ({ request }) => {
  const server = listeningPid(E2E_PORT)
  // Warm: both parsers started and a page rendered, so the baseline holds what a running site holds.
  const warm = await answersOf(request, [
    ['resume.pdf', readFileSync('tests/fixtures/resume.pdf')],
    ['resume.docx', readFileSync('tests/fixtures/resume.docx')],
  ])
  expect(warm.map((answer) => answer.status)).toEqual([200, 200])
  expect((await request.get('/jobs')).status()).toBe(200)
  const before = residentMb(server)!

  const tiny = tinyParagraphsDocx()
  expect(tiny.length).toBeLessThan(150 * 1024)
  // The issue's run: three 143 KB DOCX of 48 MB of tiny paragraphs and a PDF inflating to 400 MB.
  const first = await answersOf(request, [
    ['tiny-1.docx', tiny],
    ['tiny-2.docx', tiny],
    ['tiny-3.docx', tiny],
    ['inflating.pdf', await inflatingPdf()],
  ])
  const pages = manyPagesPdf(20_000)
  const nested = deeplyNestedDocx(200_000)
  const polyglot = pdfZipPolyglot()
  const second = await answersOf(request, [
    ['pages-1.pdf', pages],
    ['pages-2.pdf', pages],
    ['pages-3.pdf', pages],
    ['nested-1.docx', nested],
    ['nested-2.docx', nested],
    ['nested-3.docx', nested],
    ['polyglot-1.pdf', polyglot],
    ['polyglot-2.pdf', polyglot],
    ['honest-bomb.docx', honestZipBomb()],
    ['lying-bomb.docx', lyingZipBomb()],
  ])

  const health = await request.get('/api/health')
  const page = await request.get('/jobs')
  const after = residentMb(server)!
  const grown = Math.round(after - before)
  console.log(`server ${server}: ${Math.round(before)} MB before, ${Math.round(after)} MB after (+${grown} MB)`)
  for (const answer of [...first, ...second]) console.log(`  ${answer.name}: ${answer.status} ${answer.body.error ?? `${answer.body.characterCount} characters`}`)
  expect(health.status()).toBe(200)
  expect(page.status()).toBe(200)
  expect(grown).toBeLessThan(200)

  for (const answer of [...first, ...second]) {
    if (/^(pages|polyglot)/.test(answer.name)) {
      // Read as the PDF it starts as: its first pages, never its zip.
      expect(answer.status, answer.name).toBe(200)
      expect(answer.body.text, answer.name).toContain('Jordan Rivera')
    } else {
      expect(answer.status, answer.name).toBe(422)
      expect([DOCUMENT_UNSAFE, PARSING_TIMED_OUT], answer.name).toContain(answer.body.error)
    }
  }
  // The parsers that died were replaced: a real resume is read at once.
  const again = await answersOf(request, [['resume.pdf', readFileSync('tests/fixtures/resume.pdf')]])
  expect(again[0].status).toBe(200)
})
