/**
 * What a shared cache in front of the site (a CDN) may do with a page: keep it fresh for at most
 * a minute, then serve it stale for five more while it asks the site again. Next.js sends cached
 * pages with `s-maxage=31536000` (or `s-maxage=300, stale-while-revalidate=31535700`), while the
 * site renders a page afresh the moment its data changes: a CDN honouring that would show a
 * changed job for a year. Browsers ignore `s-maxage`, so only shared caches read this.
 *
 * Plain TypeScript without imports: scripts/server.mjs loads it with Node's type stripping.
 */
export const SHARED_MAX_AGE_SECONDS = 60
export const SHARED_STALE_SECONDS = 300

/** Next's Cache-Control for a page, bounded for shared caches; any other value unchanged. */
export const sharedCacheControl = (value: string): string => {
  const directives = value.split(',').map((part) => part.trim()).filter(Boolean)
  const maxAge = directives.find((part) => /^s-maxage=\d+$/i.test(part))
  if (!maxAge) return value
  const seconds = Number(maxAge.split('=')[1])
  const rest = directives.filter((part) => !/^(s-maxage|stale-while-revalidate)(=\d*)?$/i.test(part))
  return [...rest, `s-maxage=${Math.min(seconds, SHARED_MAX_AGE_SECONDS)}`, `stale-while-revalidate=${SHARED_STALE_SECONDS}`].join(', ')
}
