import { knownHeading, looksLikeHeading, withoutLetterSpacing } from '../../ai/resume/headings'
import { findPeriod, withoutPeriod } from '../../ai/resume/periods'
import { SURNAME_FIRST } from '../../ai/resume/contactDetails'
import { withoutPageFurniture } from './pageFurniture'
import { documentGroups } from './pdfColumns'
import { bodySize, linesOf, median } from './pdfLines'
import { contactLinks, withLinks } from './pdfLinks'
import { withoutTextShadows } from './textShadows'
import type { PdfCell, PdfLine, PdfLink, PdfPage } from './types'

/** Glyphs that open a list item, icon fonts' private-use bullets included ("> " as web themes print it). */
const BULLET_GLYPH = /^(?:[•●▪■◦‣∙·○►▸➢✓✔\uF0B7\uF0A7\uF076\uF0D8\uF0FC]\s*|[–\-*>]\s+)/
/** Icon-font glyphs (Font Awesome and the like, or control codes where a font maps none) before contact details: not text. */
const ICON_GLYPHS = /[\uE000-\uF8FF\u0000-\u0008\u000B-\u001F\uFFFD]/gu

type Placed = PdfLine & { gapAbove: number; firstInGroup: boolean; group: string }

/** The most frequent value of a list (rounded to 4 points), for "where most lines start". */
const mode = (values: number[]) => {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(Math.round(value / 4) * 4, (counts.get(Math.round(value / 4) * 4) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
}

/**
 * A column's left edge: where most lines start; or further left, where several lines of words
 * start (headings, entry headers) when most lines are list items whose bullets are drawn, not
 * written. A margin column of dates or labels is no edge.
 */
const leftEdge = (lines: PdfLine[]) => {
  const common = mode(lines.map((line) => line.x))
  const further = lines.filter((line) => line.x < common - 4)
  const worded = further.filter((line) => !findPeriod(line.text) || withoutPeriod(line.text, findPeriod(line.text)).split(/\s+/).length >= 3)
  const sameStart = worded.filter((line) => Math.abs(line.x - (worded[0]?.x ?? 0)) <= 2)
  return sameStart.length >= 3 && sameStart.length >= further.length * 0.8 && sameStart.length >= lines.length * 0.1 ? Math.round(sameStart[0].x / 4) * 4 : common
}

const looksLikeName = (text: string) =>
  (/^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(text.trim()) || SURNAME_FIRST.test(text.trim())) && !knownHeading(text)

/**
 * A name's words as one text: "JOANNA" and "BRZÓSKA" set large at either end of a header, far
 * enough apart to read as cells, are one name.
 */
const nameText = (line: PdfLine) => (line.cells.length > 1 && line.cells.length <= 3 && line.cells.every((cell) => !/\s/.test(cell.text)) ? line.cells.map((cell) => cell.text).join(' ') : line.text)

/** The name: the largest name-like line near the top of the first page. */
const nameLineOf = (lines: Placed[], pageHeight: number) =>
  lines
    .filter((line) => line.page === 1 && line.y < pageHeight * 0.35 && looksLikeName(nameText(line)))
    .sort((a, b) => b.size - a.size || a.y - b.y)[0]

/**
 * A heading by its own evidence: a known heading word, or a short line in capitals or set larger
 * than the body that stands apart from the line above.
 */
const isHeading = (text: string, line: Placed, body: number, typicalGap: number) => {
  if (BULLET_GLYPH.test(text)) return false
  if (knownHeading(text)) return true
  const apart = line.firstInGroup || line.gapAbove >= typicalGap * 1.3
  if (looksLikeHeading(text) && (apart || line.size >= body * 1.1)) return true
  const short = text.split(/\s+/).length <= 4 && !/\d|[.,;:]$/.test(text)
  return short && line.size >= body * 1.2 && apart
}

const placed = (pages: PdfPage[]): Placed[] =>
  documentGroups(pages).flatMap((group, groupIndex) =>
    linesOf(group.items, group.page).map((line, position, all) => ({
      ...line,
      gapAbove: position === 0 ? Infinity : line.y - all[position - 1].y,
      firstInGroup: position === 0,
      group: `${group.page - 1}:${groupIndex}`,
    })),
  )

/**
 * The size section headings are set in: the size most known headings ("Experience", "Skills")
 * share; without known ones, the largest size two headings share.
 */
const sectionHeadingSize = (headings: PdfLine[]) => {
  const counts = (lines: PdfLine[]) => {
    const map = new Map<number, number>()
    for (const line of lines) map.set(Math.round(line.size), (map.get(Math.round(line.size)) ?? 0) + 1)
    return [...map.entries()]
  }
  const known = counts(headings.filter((line) => knownHeading(withoutLetterSpacing(line.text))))
  if (known.length) return known.sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0]
  const shared = counts(headings).filter(([, count]) => count > 1).map(([size]) => size)
  return shared.length ? Math.max(...shared) : Math.max(0, ...headings.map((line) => line.size))
}

/**
 * Per column: where most lines start (the text's left edge), whether it is set flush right; per
 * page: where the text ends on the right.
 */
const margins = (lines: Placed[]) => {
  const left = new Map<string, number>()
  const columnRight = new Map<string, number>()
  const right = new Map<number, number>()
  const flush = new Set<string>()
  for (const group of new Set(lines.map((line) => line.group))) {
    const own = lines.filter((line) => line.group === group)
    left.set(group, leftEdge(own))
    if (flushRight(own)) flush.add(group)
  }
  for (const line of lines) {
    right.set(line.page, Math.max(right.get(line.page) ?? 0, line.right))
    columnRight.set(line.group, Math.max(columnRight.get(line.group) ?? 0, line.right))
  }
  return (line: Placed) => ({
    left: left.get(line.group) ?? line.x,
    right: right.get(line.page) ?? line.right,
    columnRight: columnRight.get(line.group) ?? line.right,
    flushRight: flush.has(line.group),
  })
}

/**
 * A sidebar set flush right against the main text (a Word design's left column of skills, each
 * ending at the strip): its lines end at one edge and start wherever their words take them, so
 * where a line starts says nothing of a bullet's indent or of a paragraph going on.
 */
const flushRight = (lines: Placed[]) => {
  if (lines.length < 5) return false
  const edge = Math.max(...lines.map((line) => line.right))
  const atEdge = lines.filter((line) => line.right >= edge - 2).length
  const starts = lines.map((line) => line.x)
  return atEdge >= lines.length * 0.8 && Math.max(...starts) - Math.min(...starts) > 40
}

/**
 * A line that is only an address, a profile or a phone number. A word that ends a sentence
 * ("3D.") is none: a web address's dot has letters after it.
 */
const CONTACT_ONLY = /^(\S*[@/]\S*|\S*\.\p{L}{2,}\S*|\+?[\d\s().-]{7,})$/u

/** A paragraph's next line: the line before ran to the column's edge, and this one starts under it. */
const wrapsOn = (previous: Placed | null, line: Placed, columnRight: number, typicalGap: number) =>
  previous !== null &&
  previous.group === line.group &&
  previous.cells.length === 1 &&
  line.cells.length === 1 &&
  // Lines of a list ("Java • Shell • Python") are each a line of their own, and so is a group
  // of skills that opens with its label ("Software: AutoDesk CAD | …").
  !/[•·]/.test(previous.text + line.text) &&
  !/^[^:,|]{1,30}:\s/.test(line.text) &&
  // Contact details set one under another ("linkedin/jdoe", "github.com/jdoe") are not a paragraph.
  !CONTACT_ONLY.test(previous.text) &&
  !CONTACT_ONLY.test(line.text) &&
  previous.right >= columnRight - Math.max(24, (columnRight - previous.x) * 0.12) &&
  Math.abs(line.x - previous.x) <= 2 &&
  line.gapAbove <= typicalGap * 1.5 &&
  line.bold === previous.bold

/**
 * A paragraph's next line that goes on in lower case ("educational institutions, and small", cut
 * by the page's end): never a heading, whatever words it starts with.
 */
const goesOnInLowerCase = (previous: Placed | null, line: Placed, text: string, margin: { columnRight: number; flushRight: boolean }, typicalGap: number) =>
  /^\p{Ll}/u.test(text) && !margin.flushRight && wrapsOn(previous, line, margin.columnRight, typicalGap)

/**
 * A list item whose bullet is drawn, not written (a web theme's CSS disc): a line indented a
 * little from its column's edge that starts like a sentence and is no entry header.
 */
const drawnBullet = (line: Placed, text: string, left: number) => {
  const indent = line.x - left
  return indent >= 6 && indent <= 40 && !line.bold && /^[\p{Lu}\d]/u.test(text) && !/\s\|\s/.test(text) && text.split(/\s+/).length >= 3
}

/** The next item of a list whose bullets are drawn: at the same indent as the item before, even if short ("Etc."). */
const nextDrawnBullet = (bullet: Placed | null, line: Placed, text: string) =>
  bullet !== null && bullet.group === line.group && Math.abs(line.x - bullet.x) <= 1 && !line.bold && /^[\p{Lu}\d]/u.test(text) && !/\s\|\s/.test(text)

/** A section label set in the margin beside the first line of its section ("Work   CEO/President"). */
const marginLabel = (line: PdfLine, left: number) => {
  const [first, ...rest] = line.cells
  if (!first || !rest.length || first.text.split(/\s+/).length > 3 || /\d/.test(first.text)) return null
  // A known heading in the first cell, set well apart from the rest ("CONTACT      Email …"), is a
  // label wherever the column's text starts.
  if (knownHeading(first.text) && rest[0].x - first.right >= 24) return first.text
  if (first.right > left - 4) return null
  return knownHeading(first.text) || /^\p{Lu}[\p{Ll}]+(?: (?:&|and)? ?\p{Lu}?[\p{Ll}]+)?$/u.test(first.text) ? first.text : null
}

/**
 * A date, place or duration set at the right edge of a list item's line ("• Built … | June 2023 –
 * present"): it belongs to the entry's header, not to the item.
 */
const marginNote = (line: PdfLine, right: number) => {
  const last = line.cells.at(-1)
  if (line.cells.length < 2 || !last || last.right < right - 12 || last.text.length > 40) return null
  return last.text
}

/**
 * A CV whose section headings are centred on the page (LaTeX's centred titles, in the body's size):
 * a short line of words centred on the same axis, in the same size and font as they are, is a
 * heading too, known or not ("Projecten", "Vaardigheden & Interesses").
 */
const centredHeadings = (lines: Placed[]) => {
  const centre = (line: PdfLine) => (line.x + line.right) / 2
  const known = lines.filter((line) => line.cells.length === 1 && knownHeading(line.text) !== null)
  const axis = median(known.map(centre))
  const onAxis = known.filter((line) => Math.abs(centre(line) - axis) <= 3)
  if (known.length < 2 || onAxis.length < known.length * 0.6) return () => false
  const size = median(onAxis.map((line) => line.size))
  return (line: PdfLine, text: string) =>
    line.cells.length === 1 &&
    Math.abs(centre(line) - axis) <= 3 &&
    Math.abs(line.size - size) <= 0.5 &&
    line.bold === onAxis[0].bold &&
    text.split(/\s+/).length <= 5 &&
    /^\p{Lu}/u.test(text) &&
    !/\d|[.,;:]$/.test(text)
}

/**
 * An entry's header line: words, then only a date set apart at the column's right edge
 * ("Field Geologist ........ 2019–2022"). It opens an entry, even indented a little past the
 * bullet of the list above it (LaTeX sets the bullet in the margin), and is no line of that list.
 */
const entryHeader = (cells: PdfCell[], note: string | null) => {
  if (!note || cells.length < 2 || BULLET_GLYPH.test(cells[0].text) || !/\p{L}/u.test(cells[0].text)) return false
  const period = findPeriod(note)
  return period !== '' && !/\p{L}{2}/u.test(withoutPeriod(note, period))
}

/**
 * A PDF's text in reading order, as the resume parser reads best: the name first, page numbers and
 * running footers gone, each heading on its own line with a blank line around it, list items as
 * "• …" with their wrapped lines joined, a date set to the right of a line kept on the entry's
 * header line after " | ".
 */
export const pdfText = (printed: PdfPage[], links: PdfLink[] = []): string => {
  const pages = printed.map(withoutTextShadows)
  const lines = joinLargeLines(withoutPageFurniture(placed(pages), pages.map((page) => page.height)) as Placed[])
  if (!lines.length) return ''
  const body = bodySize(lines)
  const typicalGap = median(lines.filter((line) => Number.isFinite(line.gapAbove) && line.gapAbove > 0).map((line) => line.gapAbove)) || body * 1.2
  const marginsOf = margins(lines)
  const name = nameLineOf(lines, pages[0]?.height ?? 842)
  const sectionSize = sectionHeadingSize(lines.filter((line) => line !== name && isHeading(line.text, line, body, typicalGap)))
  const centredHeading = centredHeadings(lines)
  const out: string[] = name ? [nameText(name)] : []
  let bullet: Placed | null = null
  let bulletDrawn = false
  let bulletTextX: number | null = null
  let headerAt = -1
  let inSections = false
  let paragraph: Placed | null = null
  // Where each line was read: links on the header's lines or in a contact or about section are the
  // candidate's; links in a job's or a project's text are not.
  let section: string = 'header'
  const contactLines = new Set<Placed>(name ? [name] : [])
  const heading = (text: string) => {
    out.push('', text, '')
    bullet = null
    headerAt = -1
    paragraph = null
    inSections ||= knownHeading(text) !== null
    // A tagline set apart under the name ("Programmer") heads nothing: the header goes on.
    section = knownHeading(text) ?? (section === 'header' ? 'header' : 'other')
  }
  for (const line of lines) {
    if (line === name) continue
    // A sidebar's "About" block holds contact details too (icons linked to profiles).
    if (section === 'header' || section === 'contact' || section === 'summary') contactLines.add(line)
    const margin = marginsOf(line)
    const label = marginLabel(line, margin.left)
    if (label) heading(label)
    let cells = label ? line.cells.slice(1) : line.cells
    const note = marginNote({ ...line, cells }, margin.right)
    const header = entryHeader(cells, note)
    const item = cells.length > 1 && (BULLET_GLYPH.test(cells[0].text) || (bullet !== null && line.x > bullet.x + 1 && !header))
    if (note && item && headerAt >= 0) {
      out[headerAt] = `${out[headerAt]} | ${note}`
      cells = cells.slice(0, -1)
    }
    // A cell that is only an icon (a map pin before the city, a briefcase before a heading) goes.
    // Symbol fonts' bullets (OpenSymbol's U+F0B7 from LibreOffice, Wingdings' U+F0A7) stay bullets.
    // Only the line's first cell can be a list's bullet; a lone dot between contact details is a separator.
    const joined = cells
      .map((cell, index) =>
        cell.text
          .replace(/^[\uF0B7\uF0A7\uF076\uF0D8\uF0FC]/, index === 0 ? '•' : '')
          // A dash or a square set apart as the first cell is a list's bullet too ("–   Planung …").
          .replace(/^[–\-*▪■◦]$/, index === 0 && cells.length > 1 ? '•' : '$&')
          .replace(ICON_GLYPHS, ' ')
          .replace(/\s{2,}/g, ' ')
          .trim(),
      )
      .filter((text, index) => /[\p{L}\p{N}]/u.test(text) || (index === 0 && text === '•'))
      .join(' | ')
      .replace(/^• \| /, '• ')
    if (!joined) continue
    const text = withoutLetterSpacing(joined)
    // A list item's wrapped line sits under its text, right below it (under the item itself when
    // the bullet is drawn, and it goes on in lower case).
    // (under a written bullet's text when the glyph stands in a cell of its own: a line further
    // left or right is something else).
    const underText =
      bulletTextX === null ? line.x > (bullet?.x ?? 0) + 1 && line.x - (bullet?.x ?? 0) <= 3 * line.size : Math.abs(line.x - bulletTextX) <= 3
    const wrapped = bullet && !header && (underText || (Math.abs(line.x - bullet.x) <= 1 && /^[\p{Ll}\d(]/u.test(text)))
    if (bullet && wrapped && !BULLET_GLYPH.test(text) && !line.bold && line.gapAbove <= typicalGap * 1.5 && !knownHeading(text)) {
      const previous = out.at(-1) ?? ''
      // "Con-" + "sul": a word hyphenated at the line's end is one word again.
      out[out.length - 1] = /\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(text) ? `${previous.slice(0, -1)}${text}` : `${previous} ${text}`
    } else if (!goesOnInLowerCase(paragraph, line, text, margin, typicalGap) && (isHeading(text, line, body, typicalGap) || (inSections && centredHeading(line, text)))) {
      // A heading smaller than the section headings is a category inside one ("PROGRAMMING"
      // under SKILLS): it leads its lines like "Languages: …" does, and ends no section.
      const main = ['summary', 'experience', 'education', 'skills'].includes(knownHeading(text) ?? '')
      if (!main && line.size < sectionSize * 0.9) {
        out.push(`${text.replace(/:$/, '')}:`)
        headerAt = -1
      } else heading(text)
    } else if ((BULLET_GLYPH.test(text) && /\p{L}|\d/u.test(text)) || (inSections && !margin.flushRight && (drawnBullet(line, text, margin.left) || (bulletDrawn && nextDrawnBullet(bullet, line, text))))) {
      out.push(`• ${text.replace(BULLET_GLYPH, '')}`)
      bulletDrawn = !BULLET_GLYPH.test(text)
      bulletTextX = !bulletDrawn && line.cells.length > 1 && /^\W{0,2}$/u.test(line.cells[0].text.replace(/\s/g, '')) ? line.cells[1].x : null
      bullet = line
      paragraph = null
    } else if (!margin.flushRight && wrapsOn(paragraph, line, margin.columnRight, typicalGap)) {
      const previous = out.at(-1) ?? ''
      // An address cut at the column's edge ("richard.hendriks@mail.c" + "om") is one word again.
      const inAddress = /[@/]/.test(previous.split(' ').at(-1) ?? '') && /^[\p{Ll}\d./-]+$/u.test(text)
      out[out.length - 1] = inAddress ? `${previous}${text}` : `${previous} ${text}`
      paragraph = line
    } else {
      out.push(text)
      bullet = null
      headerAt = out.length - 1
      paragraph = line
    }
  }
  return withLinks(out, contactLinks(links, lines, contactLines)).join('\n').replace(/\n{3,}/g, '\n\n').trim()
}

/**
 * Lines of a large name set on two lines ("Richard" over "Hendriks"): one line. Only lines set far
 * larger than anything around them, one right under the other, in sizes within a tenth of each
 * other (a surname set a little larger than the given names).
 */
const joinLargeLines = (lines: Placed[]) => {
  const body = bodySize(lines)
  return lines.reduce<Placed[]>((kept, line) => {
    const previous = kept.at(-1)
    const large = line.size >= body * 2
    if (previous && large && previous.page === line.page && previous.group === line.group && Math.abs(previous.size - line.size) <= 0.1 * line.size && line.y - previous.y <= line.size * 1.6 && line.cells.length === 1 && previous.cells.length === 1) {
      const text = `${previous.text} ${line.text}`
      kept[kept.length - 1] = { ...previous, text, right: Math.max(previous.right, line.right), cells: [{ ...previous.cells[0], text, right: Math.max(previous.right, line.right) }] }
    } else kept.push(line)
    return kept
  }, [])
}
