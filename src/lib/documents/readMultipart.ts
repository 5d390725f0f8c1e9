import busboy from 'busboy'

import { MULTIPART_OVERHEAD_BYTES as OVERHEAD_BYTES } from '../site/requestLimits'
import { MAX_UPLOAD_BYTES } from '../ai/limits'

export type UploadedFile = { name: string; bytes: Buffer }
export type MultipartResult =
  | { ok: true; fields: Record<string, string>; file: UploadedFile | null }
  | { ok: false; reason: 'too-large' | 'malformed' }

/**
 * Reads a multipart form as it streams in, holding at most `maxBytes` of file: the moment the
 * file passes the limit, reading stops and the rest of the upload is never taken in.
 */
export const readMultipart = async (
  request: Request,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<MultipartResult> => {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data') || !request.body)
    return { ok: false, reason: 'malformed' }
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > maxBytes + OVERHEAD_BYTES) {
    await request.body.cancel().catch(() => {})
    return { ok: false, reason: 'too-large' }
  }

  const fields: Record<string, string> = {}
  let file: UploadedFile | null = null
  let outcome: 'too-large' | 'malformed' | null = null
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 100_000 },
    })
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const finished = new Promise<void>((resolve) => {
    parser.on('field', (name, value) => (fields[name] = value))
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      // Stopping early destroys the form and with it this stream: nothing left to report.
      stream.on('error', () => {})
      stream.on('limit', () => {
        outcome = 'too-large'
        resolve()
      })
      stream.on('end', () => {
        if (!outcome) file = { name: info.filename ?? '', bytes: Buffer.concat(chunks) }
      })
    })
    parser.on('close', resolve)
    parser.on('error', () => {
      outcome ??= 'malformed'
      resolve()
    })
  })

  const reader = request.body.getReader()
  let total = 0
  const pump = async () => {
    while (!outcome) {
      const { done, value } = await reader.read()
      if (done) return void parser.end()
      total += value.byteLength
      if (total > maxBytes + OVERHEAD_BYTES) {
        outcome = 'too-large'
        return
      }
      parser.write(value)
    }
  }
  await pump().catch(() => (outcome ??= 'malformed'))
  if (!outcome) await finished
  if (outcome) {
    await reader.cancel().catch(() => {})
    parser.destroy()
    return { ok: false, reason: outcome }
  }
  return { ok: true, fields, file }
}
