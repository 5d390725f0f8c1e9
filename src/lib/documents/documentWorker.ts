/**
 * The document parser's process: reads one PDF, DOCX or DOC at a time and hands back what the
 * layout reader needs, within the limits the server sends with each file: a PDF's text runs with
 * their position, size and font, a DOCX as HTML (headings and bold kept), a DOC as text. Started by
 * parserProcess.ts, which kills it past the time limit or its memory cap. Run by Node itself (type
 * stripping), so it imports packages and its own folder's files (by their .ts names) only.
 */
import WordExtractor from 'word-extractor'

import { docxHtml } from './worker/docxHtml.ts'
import { type ParseLimits, UnsafeDocument, withinCharacters } from './worker/parseLimits.ts'
import { pdfPages } from './worker/pdfPages.ts'

type Job = { id: number; kind: 'pdf' | 'docx' | 'doc'; data: Uint8Array; limits: ParseLimits }

const docText = async (data: Uint8Array, limits: ParseLimits) => ({
  kind: 'text' as const,
  text: withinCharacters((await new WordExtractor().extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength))).getBody(), limits.characters),
})

/** The document, and whether this process is spent (a PDF page left half-read) and should go. */
const extract = async ({ kind, data, limits }: Job) => {
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (kind === 'pdf') return pdfPages(bytes, limits)
  return { document: kind === 'docx' ? await docxHtml(bytes, limits) : await docText(bytes, limits), spent: false }
}

process.on('message', async (job: Job) => {
  try {
    const { document, spent } = await extract(job)
    process.send!({ id: job.id, document, spent })
  } catch (error) {
    process.send!({ id: job.id, error: error instanceof Error ? error.message : String(error), unsafe: error instanceof UnsafeDocument })
  }
})

// The server is gone or let this process go: nothing more will come.
process.on('disconnect', () => process.exit(0))
