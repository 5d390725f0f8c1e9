/**
 * A page's query string carried as one path segment: src/proxy.ts serves `/page?query` from
 * `/page/with-query/{segment}`, a route cached per segment. base64url needs no escaping, so the
 * segment reads the same on the server and in the browser, whatever the visitor searched for
 * ("c++", "€", "50%").
 */
export const encodeQueryPath = (search: string) => {
  const bytes = new TextEncoder().encode(search)
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The query string back; anything that is not such a segment reads as no query. */
export const decodeQueryPath = (segment: string | undefined) => {
  if (!segment || !/^[\w-]+$/.test(segment)) return ''
  try {
    const binary = atob(segment.replaceAll('-', '+').replaceAll('_', '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return ''
  }
}

/** The query of a `with-query/{segment}` route as Next hands a page its `searchParams`. */
export const queryPathParams = (segment: string | undefined): Record<string, string | string[]> => {
  const params: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(decodeQueryPath(segment))) {
    const seen = params[key]
    params[key] = seen === undefined ? value : [seen, value].flat()
  }
  return params
}
