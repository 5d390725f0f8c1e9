import { knownHeading, looksLikeHeading } from '../../ai/resume/headings'
import { findPeriod } from '../../ai/resume/periods'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * A block's text: a line break (Shift+Enter) starts a new line, a tab (to a tab stop, as dates are
 * set at the right) separates cells as " | ", other white space is one space.
 */
const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6])>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \r\f\v]*\t\s*/g, ' | ')
        .replace(/\s+/g, ' ')
        .replace(/^\s*\|\s*|\s*\|\s*$/g, '')
        .trim(),
    )
    .filter(Boolean)
    .join('\n')

/** The heading level sections use: the most common level after the first heading (the name's). */
const headingLevelOf = (blocks: string[]) => {
  const levels = blocks.slice(1).flatMap((block) => block.match(/^<h([1-6])/)?.[1] ?? []).map(Number)
  const counts = new Map<number, number>()
  for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 6
}

const BLOCK = /<(h[1-6]|p|li|tr)\b[^>]*>[\s\S]*?<\/\1>/g

/**
 * Lists made flat: "<li>Etc. <ol><li>Next</li></ol></li>" becomes two items, each marked with its
 * list's kind (a numbered list's items are often a document's headings and entry headers). The
 * outer items of a list that holds lists are marked `data-outer`: a job's header ("Associate
 * Professor, ETH Zurich", its dates) above the bullets nested under it.
 */
const flatLists = (html: string) => {
  const lists: string[] = []
  const items: { closed: boolean }[] = []
  const nesting = new Set<number>()
  let top = 0
  const flat = html
    .split(/(<\/?(?:li|ol|ul)\b[^>]*>)/)
    .map((token) => {
      const tag = token.match(/^<(\/?)(li|ol|ul)\b/)
      if (!tag) return token
      const [, closing, name] = tag
      if (name !== 'li') {
        if (closing) {
          lists.pop()
          return token
        }
        // Bullets nested under an item make it a header; a numbered list inside one is a heading's.
        if (lists.length === 0) top++
        else if (name === 'ul') nesting.add(top)
        lists.push(name)
        const parent = items.at(-1)
        if (parent && !parent.closed) {
          parent.closed = true
          return `</li>${token}`
        }
        return token
      }
      if (!closing) {
        items.push({ closed: false })
        return `<li data-list="${lists.at(-1) ?? 'ul'}"${lists.length === 1 ? ` data-top="${top}"` : ''}>`
      }
      return items.pop()?.closed ? '' : token
    })
    .join('')
  return flat.replace(/ data-top="(\d+)"/g, (_, id: string) => (nesting.has(Number(id)) ? ' data-outer' : ''))
}

/** Labels inside a job or a degree, above its bullets: not part of what it says. */
const ENTRY_LABEL = /^(highlights|key highlights|responsibilities|key responsibilities|achievements|key achievements|accomplishments|tasks|duties|courses|coursework)\s*:?$/i

/** A list item that is an entry's header ("Intern, Dunder Mifflin | Jun 2008 — Sep 2008"), not a bullet. */
const entryHeader = (text: string) => /\s\|\s/.test(text) && findPeriod(text.split(' | ').at(-1) ?? '') !== '' && text.split(/\s+/).length <= 16

/**
 * A Word document (mammoth's HTML) as the resume parser reads best: headings (Word's heading
 * styles, or a short paragraph in bold capitals) on their own line with a blank line around it,
 * list items as "• …", table rows as cells joined by " | ".
 */
export const htmlText = (html: string): string => {
  const out: string[] = []
  const blocks = flatLists(html).match(BLOCK) ?? []
  const sectionLevel = headingLevelOf(blocks)
  let section = 'header'
  const emit = (block: string) => {
    const tag = block.match(/^<(\w+)/)?.[1] ?? 'p'
    if (tag === 'tr') {
      const cells = block.match(/<t[dh]\b[^>]*>[\s\S]*?<\/t[dh]>/g) ?? []
      // A table that lays out the page (a sidebar cell, a cell per section) holds paragraphs and
      // lists: read cell by cell. A table of data (a skills grid) is read row by row.
      const layout = cells.some((cell) => (cell.match(/<(p|li|h[1-6])\b/g) ?? []).length > 1)
      if (layout) for (const cell of cells) for (const inner of cell.replace(/^<t[dh]\b[^>]*>|<\/t[dh]>$/g, '').match(BLOCK) ?? []) emit(inner)
      else {
        const row = cells.map((cell) => plain(cell).replace(/\n/g, ' | ')).filter(Boolean)
        // A section's name in the first column ("Perfil | Engenheiro de software …"): a heading.
        if (row.length === 2 && knownHeading(row[0])) {
          out.push('', row[0], '', row[1])
          section = knownHeading(row[0]) ?? 'other'
        } else if (row.length) out.push(row.join(' | '))
      }
      return
    }
    const text = plain(block)
    if (!text) return
    const boldOnly = /^<(p|li)[^>]*>\s*<strong>[\s\S]*<\/strong>\s*<\/(p|li)>$/.test(block)
    // A numbered list's item in capitals ("1. EMPLOYMENT") heads a section.
    const numbered = tag === 'li' && block.startsWith('<li data-list="ol"')
    const level = /^h[1-6]$/.test(tag) ? Number(tag[1]) : 0
    // A heading below the section headings' level is a category inside a section ("Languages"
    // under Skills): it leads its lines, and ends no section.
    // Under Work or Education such a heading is an entry's header ("Acme Corp 2022-01 –"), and
    // "Highlights" above a job's bullets labels nothing the reader needs.
    // "Languages" in bold over a list under Skills names a group of skills; it ends nothing.
    if (!level && section === 'skills' && boldOnly && text.split(/\s+/).length <= 4 && (knownHeading(text) ?? 'other') === 'other') {
      out.push(`${text.replace(/:$/, '')}:`)
      return
    }
    if (level > sectionLevel) {
      if (ENTRY_LABEL.test(text)) return
      out.push(section === 'experience' || section === 'education' ? text : `${text.replace(/:$/, '')}:`)
    } else if (level ? out.length > 0 || knownHeading(text) : knownHeading(text) || ((boldOnly || numbered) && looksLikeHeading(text))) {
      out.push('', text, '')
      section = knownHeading(text) ?? 'other'
    } else out.push(tag === 'li' && !entryHeader(text) && !/^<li[^>]*data-outer/.test(block) ? `• ${text}` : text)
  }
  for (const block of blocks) emit(block)
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim()
}
