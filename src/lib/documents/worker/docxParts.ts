import yauzl from 'yauzl'

import { type ParseLimits, UnsafeDocument } from './parseLimits.ts'
import { createXmlMeter } from './xmlMeter.ts'

/** A Word page header or footer part: the name and contact line often live there. */
const HEADER_PART = /^word\/(header|footer)\d*\.xml$/
/** The parts an XML parser reads (mammoth reads the body, styles, numbering, notes, relations). */
const XML_PART = /\.(xml|rels)$/i
/** yauzl's words for an entry that inflates to more, or other, than its directory says. */
const LYING_ENTRY = /too many bytes|invalid (relative|compressed)/i

export type DocxPart = { name: string; xml: string }

/**
 * Inflates every entry with yauzl's size checks and a running total, so a zip that lies fails,
 * and meters every XML part's elements and depth as it inflates (xmlMeter), so a body of millions
 * of tiny paragraphs is refused after its first megabyte. Hands back the page headers' and
 * footers' XML on the way (mammoth reads the body only).
 */
export const readDocxParts = (buffer: Buffer, limits: ParseLimits) =>
  new Promise<DocxPart[]>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('corrupt zip'))
      const meter = createXmlMeter({ elements: limits.xmlElements, depth: limits.xmlDepth })
      const parts: DocxPart[] = []
      let total = 0
      let failed = false
      const fail = (reason: unknown) => {
        if (failed) return
        failed = true
        zip.close()
        const message = reason instanceof Error ? reason.message : String(reason)
        reject(reason instanceof UnsafeDocument || !LYING_ENTRY.test(message) ? reason : new UnsafeDocument(message))
      }
      zip.on('error', fail)
      zip.on('end', () => resolve(parts))
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(streamError ?? new Error('corrupt entry'))
          const chunks: Buffer[] = []
          const keep = HEADER_PART.test(entry.fileName)
          const measure = XML_PART.test(entry.fileName) ? meter.part() : null
          stream.on('data', (chunk: Buffer) => {
            try {
              total += chunk.length
              if (total > limits.unzippedBytes) throw new UnsafeDocument('unzipped size over the limit')
              measure?.(chunk)
              if (keep) chunks.push(chunk)
            } catch (reason) {
              stream.destroy()
              fail(reason)
            }
          })
          stream.on('error', fail)
          stream.on('end', () => {
            if (failed) return
            if (keep) parts.push({ name: entry.fileName, xml: Buffer.concat(chunks).toString('utf8') })
            zip.readEntry()
          })
        })
      })
      zip.readEntry()
    })
  })
