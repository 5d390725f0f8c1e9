const MAX_JSON_BYTES = 256 * 1024

export type JsonBody =
  { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'malformed' }

/** A JSON body of at most 256 KB, read as it streams in. */
export const readJsonBody = async (
  request: Request,
  maxBytes = MAX_JSON_BYTES,
): Promise<JsonBody> => {
  if (!request.body) return { ok: true, value: {} }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  const text = Buffer.concat(chunks).toString('utf8').trim()
  try {
    return { ok: true, value: text ? JSON.parse(text) : {} }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}

