import { knownHeading, looksLikeHeading } from '../../resume/headings'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()

/** The heading level sections use: the most common level after the first heading (the name's). */
const headingLevelOf = (blocks: string[]) => {
  const levels = blocks.slice(1).flatMap((block) => block.match(/^<h([1-6])/)?.[1] ?? []).map(Number)
  const counts = new Map<number, number>()
  for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 6
}

/**
 * A Word document (mammoth's HTML) as the resume parser reads best: headings (Word's heading
 * styles, or a short paragraph in bold capitals) on their own line with a blank line around it,
 * list items as "• …", table rows as cells joined by " | ".
 */
export const htmlText = (html: string): string => {
  const out: string[] = []
  const blocks = html.match(/<(h[1-6]|p|li|tr)\b[^>]*>[\s\S]*?<\/\1>/g) ?? []
  const sectionLevel = headingLevelOf(blocks)
  for (const block of blocks) {
    const tag = block.match(/^<(\w+)/)?.[1] ?? 'p'
    if (tag === 'tr') {
      const cells = (block.match(/<t[dh]\b[^>]*>[\s\S]*?<\/t[dh]>/g) ?? []).map(plain).filter(Boolean)
      if (cells.length) out.push(cells.join(' | '))
      continue
    }
    const text = plain(block)
    if (!text) continue
    const boldOnly = /^<p[^>]*>\s*<strong>[\s\S]*<\/strong>\s*<\/p>$/.test(block)
    const level = /^h[1-6]$/.test(tag) ? Number(tag[1]) : 0
    // A heading below the section headings' level is a category inside a section ("Languages"
    // under Skills): it leads its lines, and ends no section.
    if (level > sectionLevel) out.push(`${text.replace(/:$/, '')}:`)
    else if (level ? out.length > 0 || knownHeading(text) : knownHeading(text) || (boldOnly && looksLikeHeading(text))) {
      out.push('', text, '')
    } else out.push(tag === 'li' ? `• ${text}` : text)
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim()
}
