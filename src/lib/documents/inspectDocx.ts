import yauzl from 'yauzl'

import { DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES } from '../ai/limits'

export type DocxVerdict =
  { ok: true } | { ok: false; reason: 'not-docx' | 'too-large' | 'too-many-entries' | 'corrupt' }

const openZip = (buffer: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip!),
    ),
  )

/**
 * Reads a zip's central directory only — nothing is inflated — and decides whether it may be
 * unzipped: a Word document (word/document.xml present), at most 1,000 entries, at most 50 MB
 * once unpacked. A zip bomb announces its size here; one that lies about it is caught when the
 * parser process inflates with yauzl's size checks (see worker/docxParts.ts).
 */
export const inspectDocx = async (
  buffer: Buffer,
  limits = { entries: DOCX_MAX_ENTRIES, bytes: DOCX_MAX_UNCOMPRESSED_BYTES },
): Promise<DocxVerdict> => {
  let zip: yauzl.ZipFile
  try {
    zip = await openZip(buffer)
  } catch {
    return { ok: false, reason: 'corrupt' }
  }
  try {
    if (zip.entryCount > limits.entries) return { ok: false, reason: 'too-many-entries' }
    let total = 0
    let hasDocument = false
    const verdict = await new Promise<DocxVerdict>((resolve) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize
        if (entry.fileName === 'word/document.xml') hasDocument = true
        if (total > limits.bytes) return resolve({ ok: false, reason: 'too-large' })
        zip.readEntry()
      })
      zip.on('end', () => resolve(hasDocument ? { ok: true } : { ok: false, reason: 'not-docx' }))
      zip.on('error', () => resolve({ ok: false, reason: 'corrupt' }))
      zip.readEntry()
    })
    return verdict
  } finally {
    zip.close()
  }
}
