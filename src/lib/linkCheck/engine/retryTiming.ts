/** The longest a Retry-After is honoured: a site asking for more is answered "unknown" instead. */
export const RETRY_AFTER_CAP_MS = 60_000

/**
 * Milliseconds a Retry-After header asks for (seconds or an HTTP date), capped; null when the
 * header is missing or unreadable.
 */
export const retryAfterMs = (
  header: string | undefined,
  now: number,
  capMs = RETRY_AFTER_CAP_MS,
): number | null => {
  if (!header) return null
  const value = header.trim()
  let wait: number
  if (/^\d+$/.test(value)) wait = Number(value) * 1000
  else {
    const at = Date.parse(value)
    if (Number.isNaN(at)) return null
    wait = at - now
  }
  return Math.min(Math.max(wait, 0), capMs)
}

/** Exponential backoff with a little jitter, so retries of many links do not arrive together. */
export const backoffMs = (attempt: number, baseMs: number, random: () => number = Math.random) =>
  Math.round(baseMs * 2 ** attempt * (0.8 + 0.4 * random()))
