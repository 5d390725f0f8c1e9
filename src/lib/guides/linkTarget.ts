import { safeHref } from '@/lib/site/safeHref'

export type LinkTarget = { href: string; external: boolean }

/**
 * Where a link stored by an editor may point: a path on this site, or an http(s) address
 * (opened in a new tab). Anything else (javascript:, data:, //host) is no link at all.
 */
export const linkTarget = (link: string | null | undefined): LinkTarget | null => {
  const value = link?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return { href: value, external: false }
  const external = safeHref(value)
  return external ? { href: external, external: true } : null
}

/** rel of an outbound link: sponsored ones say so to search engines. */
export const outboundRel = (sponsored: boolean | null | undefined) =>
  sponsored ? 'sponsored noopener' : 'noopener noreferrer'
