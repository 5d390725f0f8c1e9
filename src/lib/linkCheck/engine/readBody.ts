import type { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'

const decoderFor = (encoding: string | undefined) => {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip()
    case 'deflate':
      return createInflate()
    case 'br':
      return createBrotliDecompress()
    default:
      return null
  }
}

/**
 * Reads a response body as text only as far as needed: until `enough(text)` says so or `capBytes`
 * of (decoded) text are in, then drops the rest. Compressed bodies are decoded on the way.
 */
export const readBodyText = async (
  body: Readable,
  {
    contentEncoding,
    capBytes,
    enough,
  }: { contentEncoding?: string; capBytes: number; enough?: (text: string) => boolean },
): Promise<string> => {
  const decoder = decoderFor(contentEncoding)
  const source: Readable = decoder ? body.pipe(decoder) : body
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)
      chunks.push(buffer.subarray(0, capBytes - size))
      size += Math.min(buffer.length, capBytes - size)
      // Without `enough` the text is put together once, at the end (a 25 MB board would otherwise be
      // joined again for every chunk).
      if (size >= capBytes || (enough && enough(Buffer.concat(chunks).toString('utf8')))) break
    }
  } catch {
    // A body cut short or badly compressed still tells what it managed to say.
  } finally {
    body.destroy()
    decoder?.destroy()
  }
  return Buffer.concat(chunks).toString('utf8')
}
