import { once } from 'node:events'
import { constants, createDeflate } from 'node:zlib'

import { pdfFile, pdfFromObjects, textContent } from './pdfFile'
import { zipFile } from './zipFile'

/**
 * The documents of issue 29 that took the server down, written here rather than committed: each is
 * small on the wire and large, long or deep once read.
 */
const MB = 1024 * 1024

const RESUME_LINES = ['Jordan Rivera', 'jordan.rivera@example.com', 'Austin, TX', 'Experience', 'Senior Frontend Engineer, Brightwave']

const WORD = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`

/** A Word document (the parts mammoth needs) whose body is `body`, written as given. */
export const docxFile = (body: Buffer | string) => {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`)
  return zipFile([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.concat([xml(`<w:document ${WORD}><w:body>${RESUME_LINES.map(paragraph).join('')}`), Buffer.from(body), Buffer.from('</w:body></w:document>')]),
    },
  ])
}

/** A zip bomb that says what it holds: 60 MB of document in 60 KB. */
export const honestZipBomb = () =>
  zipFile([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(60 * MB) },
  ])

/** The same bomb, its directory saying the document is 1,000 bytes. */
export const lyingZipBomb = () =>
  zipFile([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(60 * MB), declaredSize: 1_000 },
  ])

/** About 143 KB: a résumé, then `<w:p><w:r><w:t>x</w:t></w:r></w:p>` until the body is 48 MB. */
export const tinyParagraphsDocx = (inflatedBytes = 48 * MB) => {
  const tiny = paragraph('x')
  return docxFile(Buffer.alloc(inflatedBytes - (inflatedBytes % tiny.length), tiny))
}

/** A body nested `levels` deep (Word's custom XML elements hold one another). */
export const deeplyNestedDocx = (levels = 200_000) =>
  docxFile(`${'<w:customXml w:element="a">'.repeat(levels)}${paragraph('deep')}${'</w:customXml>'.repeat(levels)}`)

/**
 * `head`, then the bytes of `chunk` repeated to `total`, deflated as a stream (never all in
 * memory); run-length matching packs a run of one byte a thousand to one, and fast.
 */
const deflatedRepeat = async (head: Buffer, chunk: Buffer, total: number) => {
  const deflate = createDeflate({ level: 9, strategy: chunk.every((byte) => byte === chunk[0]) ? constants.Z_RLE : constants.Z_DEFAULT_STRATEGY })
  const out: Buffer[] = []
  deflate.on('data', (data: Buffer) => out.push(data))
  deflate.write(head)
  for (let written = 0; written < total; written += chunk.length) if (!deflate.write(chunk)) await once(deflate, 'drain')
  deflate.end()
  await once(deflate, 'end')
  return Buffer.concat(out)
}

/** About 400 KB: one page whose content stream, a résumé's lines then spaces, inflates to 400 MB. */
export const inflatingPdf = async (inflatedBytes = 400 * MB) => {
  const deflated = await deflatedRepeat(textContent(RESUME_LINES), Buffer.alloc(MB, 0x20), inflatedBytes)
  return pdfFile(1, () => ({ deflated }))
}

/** One page drawing `runs` separate text runs (a grid of "x", drawn over and over). */
export const manyRunsPdf = async (runs: number) => {
  const grid = Array.from({ length: 1024 }, (_, i) => `1 0 0 1 ${50 + (i % 32) * 16} ${100 + Math.floor(i / 32) * 18} Tm (x) Tj`)
  const run = Buffer.from(`${grid.join(' ')} `, 'latin1')
  const deflated = await deflatedRepeat(Buffer.from('BT /F1 10 Tf ', 'latin1'), run, (runs / 1024) * run.length)
  return pdfFile(1, () => ({ deflated }))
}

/** `pages` pages sharing one content stream: a résumé's lines on every page. */
export const manyPagesPdf = (pages = 20_000) => {
  const content = textContent(RESUME_LINES)
  return pdfFile(pages, () => content)
}

/**
 * A file that is both a valid PDF (a résumé's page) and a valid ZIP (a DOCX zip bomb of tiny
 * paragraphs): the zip sits in an unused stream object, its offsets counted from the file's start,
 * and its comment covers the PDF's cross-reference table and trailer after it.
 */
export const pdfZipPolyglot = () => {
  const inner = tinyParagraphsDocx()
  const withZip = (zip: Buffer) =>
    pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Count 1 /Kids [5 0 R] >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      { dictionary: '', stream: textContent(RESUME_LINES) },
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
      { dictionary: '', stream: zip },
    ])
  // A zip's length does not depend on where it starts: lay the file out once, then place it.
  const draft = withZip(inner)
  const offset = draft.indexOf(inner)
  return withZip(zipFileAt(inner, offset, draft.length - offset - inner.length))
}

/** The same zip, its offsets moved by `offset` and its comment length set. */
const zipFileAt = (zip: Buffer, offset: number, commentLength: number) => {
  const moved = Buffer.from(zip)
  const end = moved.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const directoryAt = moved.readUInt32LE(end + 16)
  const entries = moved.readUInt16LE(end + 10)
  let at = directoryAt
  for (let entry = 0; entry < entries; entry++) {
    moved.writeUInt32LE(moved.readUInt32LE(at + 42) + offset, at + 42)
    at += 46 + moved.readUInt16LE(at + 28) + moved.readUInt16LE(at + 30) + moved.readUInt16LE(at + 32)
  }
  moved.writeUInt32LE(directoryAt + offset, end + 16)
  moved.writeUInt16LE(commentLength, end + 20)
  return moved
}
