import { deflateSync } from 'node:zlib'

/** An indirect object's body: a dictionary, or a stream's dictionary and its bytes. */
export type PdfObject = string | { dictionary: string; stream: Buffer }

/**
 * A minimal PDF writer for tests: numbered objects (1 is the catalog), a classic cross-reference
 * table and trailer. Objects are written in order, their offsets counted as they go.
 */
export const pdfFromObjects = (objects: PdfObject[]) => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0].length
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(offset)
    const body =
      typeof object === 'string'
        ? [Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1')]
        : [
            Buffer.from(`${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.stream.length} >>\nstream\n`, 'latin1'),
            object.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]
    parts.push(...body)
    offset += body.reduce((sum, part) => sum + part.length, 0)
  })
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n')
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')])
}

/** A content stream that writes each line in Helvetica, top to bottom. */
export const textContent = (lines: string[]) =>
  Buffer.from(
    `BT /F1 11 Tf 14 TL 72 740 Td ${lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET\n`,
    'latin1',
  )

type PageContent = Buffer | { deflated: Buffer }

/**
 * A PDF of `pages` pages (Letter, Helvetica), each drawing the content stream of `contentOf(page)`.
 * Pages that return the same Buffer share one stream object, so a file of thousands of pages stays
 * small; `{ deflated }` is a stream already compressed with FlateDecode.
 */
export const pdfFile = (pages: number, contentOf: (page: number) => PageContent) => {
  const objects: PdfObject[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>']
  const streams = new Map<PageContent, number>()
  const kids: number[] = []
  for (let page = 1; page <= pages; page++) {
    const content = contentOf(page)
    let stream = streams.get(content)
    if (!stream) {
      objects.push(
        Buffer.isBuffer(content)
          ? { dictionary: '/Filter /FlateDecode', stream: deflateSync(content) }
          : { dictionary: '/Filter /FlateDecode', stream: content.deflated },
      )
      stream = objects.length
      streams.set(content, stream)
    }
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${stream} 0 R >>`)
    kids.push(objects.length)
  }
  objects[1] = `<< /Type /Pages /Count ${pages} /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] >>`
  return pdfFromObjects(objects)
}
