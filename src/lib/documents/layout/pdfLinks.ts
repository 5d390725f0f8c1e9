import type { PdfLine, PdfLink } from './types'

/** The link annotations that sit on the header's lines or in a contact section (not in a job's text). */
export const contactLinks = (links: PdfLink[], lines: PdfLine[], contactLines: Set<PdfLine>) =>
  links
    .filter((link) => {
      const onPage = lines.filter((line) => line.page === link.page)
      const nearest = onPage
        .map((line) => ({ line, distance: Math.abs(line.y - line.size * 0.35 - link.y) + (link.x < line.x - 4 || link.x > line.right + 4 ? 50 : 0) }))
        .sort((a, b) => a.distance - b.distance)[0]
      return nearest !== undefined && nearest.distance <= nearest.line.size * 2 && contactLines.has(nearest.line)
    })
    .map((link) => link.url)

/** "mailto:jane%40example.com?subject=Hi" → "jane@example.com" (a malformed escape gives nothing). */
const addressOf = (mailto: string) => {
  try {
    return decodeURIComponent(mailto.slice(7).split('?')[0])
  } catch {
    return ''
  }
}

/** Web addresses, as people print them: no scheme, no "www.", no closing slash. */
const printable = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')

/**
 * The document's links that its text does not already spell out (a GitHub icon, a handle), as one
 * line at the end of the header, where contact details are read.
 */
export const withLinks = (out: string[], links: string[]) => {
  const text = out.join('\n').toLowerCase()
  // An email behind an icon or the word "Email": its address, when the page prints none.
  const email = /@[\w-]+\.[a-z]{2,}/i.test(text) ? [] : links.filter((link) => /^mailto:[^?\s]+@/i.test(link)).map((link) => addressOf(link)).filter(Boolean).slice(0, 1)
  const missing = [...email, ...[...new Set(links.map(printable))].filter((link) => link && !text.includes(link.toLowerCase()) && !/^mailto:|^tel:/i.test(link))]
  if (!missing.length) return out
  const firstHeading = out.findIndex((line, index) => line === '' && index > 0)
  const at = firstHeading < 0 ? out.length : firstHeading
  return [...out.slice(0, at), missing.slice(0, 15).join(' | '), ...out.slice(at)]
}
