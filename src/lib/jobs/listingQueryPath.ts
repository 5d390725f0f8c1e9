/**
 * A /jobs query string carried as one path segment (/jobs/with-query/{segment}: src/proxy.ts).
 * base64url needs no escaping, so the segment reads the same on the server and in the browser,
 * whatever the visitor searched for ("c++", "€", "50%").
 */
export const encodeListingQuery = (search: string) => {
  const bytes = new TextEncoder().encode(search)
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The query string back; anything that is not such a segment reads as no query. */
export const decodeListingQuery = (segment: string | undefined) => {
  if (!segment || !/^[\w-]+$/.test(segment)) return ''
  try {
    const binary = atob(segment.replaceAll('-', '+').replaceAll('_', '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return ''
  }
}
