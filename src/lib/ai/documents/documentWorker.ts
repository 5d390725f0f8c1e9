/**
 * The document parser's worker thread: extracts the text of one PDF, DOCX or DOC at a time.
 * Started by documentParser.ts, which stops it when it runs past the time limit. Run by Node
 * itself (type stripping), so it imports packages only, never project files.
 */
import { parentPort } from 'node:worker_threads'

import mammoth from 'mammoth'
import { PDFParse } from 'pdf-parse'
import WordExtractor from 'word-extractor'
import yauzl from 'yauzl'

type Job = { id: number; kind: 'pdf' | 'docx' | 'doc'; data: Uint8Array; maxUnzippedBytes: number }

const pdfText = async (data: Uint8Array) => {
  const parser = new PDFParse({ data })
  try {
    return (await parser.getText({ pageJoiner: '' })).text
  } finally {
    await parser.destroy()
  }
}

/** Inflates every entry with yauzl's size checks and a running total, so a zip that lies fails. */
const checkInflatedSize = (buffer: Buffer, maxBytes: number) =>
  new Promise<void>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('corrupt zip'))
      let total = 0
      zip.on('error', reject)
      zip.on('end', () => resolve())
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('corrupt entry'))
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length
            if (total > maxBytes) {
              stream.destroy()
              zip.close()
              reject(new Error('unzipped size over the limit'))
            }
          })
          stream.on('error', reject)
          stream.on('end', () => zip.readEntry())
        })
      })
      zip.readEntry()
    })
  })

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
}

/** Mammoth's HTML as lines of text, list items kept as "•" bullets. */
const htmlToText = (html: string) =>
  html
    .replace(/<li[^>]*>/g, '\n• ')
    .replace(/<\/(p|h[1-6]|li|tr)>|<br\s*\/?>/g, '\n')
    .replace(/<\/t[dh]>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])

const docxText = async (data: Uint8Array, maxBytes: number) => {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  await checkInflatedSize(buffer, maxBytes)
  return htmlToText((await mammoth.convertToHtml({ buffer })).value)
}

const docText = async (data: Uint8Array) =>
  (
    await new WordExtractor().extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
  ).getBody()

const extract = (job: Job) =>
  job.kind === 'pdf'
    ? pdfText(job.data)
    : job.kind === 'docx'
      ? docxText(job.data, job.maxUnzippedBytes)
      : docText(job.data)

parentPort?.on('message', async (job: Job) => {
  try {
    parentPort!.postMessage({ id: job.id, text: await extract(job) })
  } catch (error) {
    parentPort!.postMessage({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
})
