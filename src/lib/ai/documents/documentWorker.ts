/**
 * The document parser's worker thread: reads one PDF, DOCX or DOC at a time and hands back what
 * the layout reader needs: a PDF's text runs with their position, size and font, a DOCX as HTML
 * (headings and bold kept), a DOC as text. Started by documentParser.ts, which stops it when it
 * runs past the time limit. Run by Node itself (type stripping), so it imports packages only,
 * never project files; the shapes it sends are ExtractedDocument (layout/types.ts).
 */
import { parentPort } from 'node:worker_threads'

import mammoth from 'mammoth'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import WordExtractor from 'word-extractor'
import yauzl from 'yauzl'

type Job = { id: number; kind: 'pdf' | 'docx' | 'doc'; data: Uint8Array; maxUnzippedBytes: number }

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>

/** A font's own name ("BAAAAA+Calibri-Bold"), known once the page's operator list loaded it. */
const fontNameOf = (page: Page, id: string) => {
  try {
    return (page.commonObjs.get(id) as { name?: string } | undefined)?.name ?? id
  } catch {
    return id
  }
}

type Run = { text: string; x: number; y: number; width: number; size: number; font: string }

const SOFT_HYPHEN = '\u00AD'

/**
 * pdf.js leaves U+00AD out of a page's text as an invisible format mark, but many fonts (LaTeX
 * with fontspec among them) draw every hyphen with that glyph: "high-impact" would read
 * "highimpact" and "Sep. 2023 - Mar. 2024" lose its dash. The page's drawn glyphs still have it:
 * walk them beside the text runs and put each hyphen back where it was drawn.
 */
const withHyphens = (runs: Run[], drawn: string): Run[] => {
  if (!drawn.includes(SOFT_HYPHEN)) return runs
  const glyphs = [...drawn.replace(/\s+/g, '')].flatMap((glyph) => (glyph === SOFT_HYPHEN ? [glyph] : [...glyph.normalize('NFKC')]))
  let cursor = 0
  const restored = runs.map((run) => ({ ...run }))
  for (const [index, run] of restored.entries()) {
    let text = ''
    for (const char of run.text) {
      if (/\s/.test(char)) {
        text += char
        continue
      }
      while (glyphs[cursor] === SOFT_HYPHEN) {
        if (text.trim() || index === 0) text += '-'
        else restored[index - 1].text += '-'
        cursor++
      }
      const found = glyphs.indexOf(char, cursor)
      // Out of step (a glyph pdf.js mapped otherwise): keep the runs as pdf.js gave them.
      if (found < 0 || found - cursor > 3) return runs
      cursor = found + 1
      text += char
    }
    run.text = text
  }
  return restored
}

/** The text of every glyph the page draws, in drawing order. */
const drawnText = (operators: { fnArray: number[]; argsArray: unknown[][] }) =>
  operators.fnArray
    .flatMap((fn, index) => (fn === OPS.showText ? (operators.argsArray[index][0] as unknown[]) : []))
    .map((glyph) => (glyph && typeof glyph === 'object' && 'unicode' in glyph ? String(glyph.unicode) : ''))
    .join('')

const pdfPages = async (data: Uint8Array) => {
  const document = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise
  try {
    const pages = []
    const links: { url: string; page: number; x: number; y: number }[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const { width, height } = page.getViewport({ scale: 1 })
      const content = await page.getTextContent()
      // The operator list also loads the fonts, whose names say which runs are bold.
      const operators = await page.getOperatorList()
      const runs = content.items.flatMap((item) => {
        if (!('str' in item) || !item.str.trim()) return []
        const [, , c, d, x, y] = item.transform as number[]
        return [{ text: item.str, x, y: height - y, width: item.width, size: Math.hypot(c, d) || item.height, font: fontNameOf(page, item.fontName) }]
      })
      pages.push({ width, height, items: withHyphens(runs, drawnText(operators)) })
      // Profile links often sit behind an icon or a handle: the link's address is the fact.
      for (const annotation of await page.getAnnotations()) {
        const { url, rect } = annotation as { url?: unknown; rect?: number[] }
        if (typeof url === 'string' && /^(https?:\/\/|mailto:)/i.test(url) && rect?.length === 4)
          links.push({ url, page: number, x: (rect[0] + rect[2]) / 2, y: height - (rect[1] + rect[3]) / 2 })
      }
      page.cleanup()
    }
    return { kind: 'pdf' as const, pages, links }
  } finally {
    await document.destroy()
  }
}

/** A Word page header or footer part: the name and contact line often live there. */
const HEADER_PART = /^word\/(header|footer)\d*\.xml$/

/**
 * Inflates every entry with yauzl's size checks and a running total, so a zip that lies fails;
 * hands back the page headers' and footers' XML on the way (mammoth reads the body only).
 */
const checkInflatedSize = (buffer: Buffer, maxBytes: number) =>
  new Promise<{ name: string; xml: string }[]>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('corrupt zip'))
      let total = 0
      const parts: { name: string; xml: string }[] = []
      zip.on('error', reject)
      zip.on('end', () => resolve(parts))
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('corrupt entry'))
          const chunks: Buffer[] = []
          const keep = HEADER_PART.test(entry.fileName)
          stream.on('end', () => {
            if (keep) parts.push({ name: entry.fileName, xml: Buffer.concat(chunks).toString('utf8') })
          })
          stream.on('data', (chunk: Buffer) => {
            if (keep) chunks.push(chunk)
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A header or footer part's paragraphs as text (tabs kept), page numbers and repeats left out. */
const partParagraphs = (xml: string) =>
  xml
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((match) => (match[0].startsWith('<w:tab') ? '\t' : match[1]))
        .join('')
        .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
        .trim(),
    )
    .filter((text) => text && !/^(page\s*)?\d+(\s*(of|\/)\s*\d+)?$/i.test(text))

const docxHtml = async (data: Uint8Array, maxBytes: number) => {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const parts = await checkInflatedSize(buffer, maxBytes)
  const body = (await mammoth.convertToHtml({ buffer })).value
  // The page header's lines (a name, a contact line) come first, as on the page; each line once.
  const lines = [...new Set(parts.sort((a, b) => a.name.localeCompare(b.name)).filter((part) => part.name.includes('header')).flatMap((part) => partParagraphs(part.xml)))]
  const header = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  return { kind: 'html' as const, html: header + body }
}

const docText = async (data: Uint8Array) => ({
  kind: 'text' as const,
  text: (await new WordExtractor().extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength))).getBody(),
})

const extract = (job: Job) =>
  job.kind === 'pdf' ? pdfPages(job.data) : job.kind === 'docx' ? docxHtml(job.data, job.maxUnzippedBytes) : docText(job.data)

parentPort?.on('message', async (job: Job) => {
  try {
    parentPort!.postMessage({ id: job.id, document: await extract(job) })
  } catch (error) {
    parentPort!.postMessage({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
})
