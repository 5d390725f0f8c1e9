/**
 * The client's address for rate limits: the last X-Forwarded-For entry, the one added by the
 * nearest proxy (or by Next.js itself from the socket when no proxy sent the header).
 */
export const clientAddress = (headers: Headers) => {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return forwarded?.at(-1) || headers.get('x-real-ip') || 'unknown'
}
