/**
 * A real PDF grown to `targetBytes` by an incremental update (PDF 1.7, section 7.5.6): one more
 * object, a stream of filler no page uses, with its own cross-reference section pointing back at
 * the original. A PDF reader opens it as the original document.
 */
export const enlargePdf = (pdf: Buffer, targetBytes: number): Buffer => {
  const text = pdf.toString('latin1')
  const trailer = text.slice(text.lastIndexOf('trailer'))
  const size = Number(/\/Size\s*(\d+)/.exec(trailer)?.[1])
  const root = /\/Root\s*(\d+\s+\d+\s+R)/.exec(trailer)?.[1]
  const info = /\/Info\s*(\d+\s+\d+\s+R)/.exec(trailer)?.[1]
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  if (!size || !root || !previous) throw new Error('not a PDF with a classic trailer')

  const objectOffset = pdf.length + 1
  const head = Buffer.from(`\n${size} 0 obj\n<< /Length LENGTH >>\nstream\n`, 'latin1')
  const tail = Buffer.from('\nendstream\nendobj\n', 'latin1')
  const reserve = 512
  const fillerLength = targetBytes - pdf.length - head.length - tail.length - reserve
  const headWithLength = Buffer.from(head.toString('latin1').replace('LENGTH', String(fillerLength)), 'latin1')
  const xrefOffset = pdf.length + headWithLength.length + fillerLength + tail.length
  const xref = Buffer.from(
    [
      'xref',
      `${size} 1`,
      `${String(objectOffset).padStart(10, '0')} 00000 n \n`.replace(/\n$/, ''),
      'trailer',
      `<< /Size ${size + 1} /Root ${root}${info ? ` /Info ${info}` : ''} /Prev ${previous} >>`,
      'startxref',
      String(xrefOffset),
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  )
  return Buffer.concat([pdf, headWithLength, Buffer.alloc(fillerLength, 0x20), tail, xref])
}
