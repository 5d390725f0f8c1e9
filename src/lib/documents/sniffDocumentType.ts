export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt'

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04] // PK\3\4 (a DOCX is a zip; inspectDocx confirms the rest)
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // Word 97–2003 compound file
const UTF8_BOM = [0xef, 0xbb, 0xbf]

/** Readable text: valid UTF-8, no NUL bytes, few control characters. */
const isPlainText = (head: Uint8Array) => {
  if (head.length === 0) return false
  // The head may end inside a multi-byte character: drop up to three trailing bytes and retry.
  for (let cut = 0; cut < 4; cut++) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(
        head.subarray(0, head.length - cut),
      )
      const controls = text.match(/[\x00-\x08\x0e-\x1f\x7f]/g)?.length ?? 0
      return !text.includes('\0') && controls <= text.length / 100
    } catch {
      continue
    }
  }
  return false
}

/**
 * The kind of a document from its first bytes, whatever its name says: PDF, a zip that may be a
 * DOCX, a Word 97 compound file, or plain UTF-8 text. Null for anything else.
 */
export const sniffDocumentType = (head: Uint8Array): DocumentKind | null => {
  // Some PDF writers put a few bytes before the header; the format allows it within 1 KB.
  const pdfAt = Buffer.from(head.subarray(0, 1024)).indexOf('%PDF-')
  if (startsWith(head, PDF) || pdfAt >= 0) return 'pdf'
  if (startsWith(head, ZIP)) return 'docx'
  if (startsWith(head, OLE)) return 'doc'
  if (startsWith(head, UTF8_BOM) || isPlainText(head.subarray(0, 8192))) return 'txt'
  return null
}
