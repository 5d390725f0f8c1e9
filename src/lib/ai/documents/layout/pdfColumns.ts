import { knownHeading, withoutLetterSpacing } from '../../resume/headings'
import { findPeriod, withoutPeriod } from '../../resume/periods'
import type { PdfItem, PdfPage } from './types'

/** The narrowest empty strip between two columns of text, in points. */
const MIN_GUTTER = 12

const end = (item: PdfItem) => item.x + item.width

/**
 * Reading order for a page laid out in two columns (a sidebar beside the main text): the items
 * above both columns (the name, contact details), then the left column, then the right one.
 * A page is two columns when an empty vertical strip runs between two sizeable groups of text
 * whose lines do not line up; text that shares lines across the strip (a date set to the right
 * of a job title) is one column with cells, and is left whole.
 */
export const readingGroups = (page: PdfPage, first = true): PdfItem[][] => {
  const items = page.items
  if (items.length < 12) return [items]
  const gutter = findGutter(page)
  if (gutter === null) return [items]
  const top = Math.max(headerBottom(page, gutter), lastFullWidthRow(page, gutter), first ? aboveFirstHeading(page) : -Infinity)
  const header = items.filter((item) => item.y <= top)
  const body = items.filter((item) => item.y > top)
  const left = body.filter((item) => end(item) <= gutter)
  const right = body.filter((item) => item.x >= gutter)
  // A run inside the columns that crosses the strip is wider than a column: keep it with the left.
  const crossing = body.filter((item) => item.x < gutter && end(item) > gutter)
  return [...headerGroups(header, gutter), [...left, ...crossing], right].filter((group) => group.length > 0)
}

/**
 * On the first page, what stands above the first section heading of either column (a name and a
 * contact block in a band across the top) is the header, however it is set out.
 */
const aboveFirstHeading = (page: PdfPage) => {
  const headings = page.items.filter((item) => knownHeading(withoutLetterSpacing(item.text)) && item.y < page.height * 0.5)
  if (!headings.length) return -Infinity
  const first = Math.min(...headings.map((item) => item.y))
  return Math.max(-Infinity, ...page.items.filter((item) => item.y < first - item.size * 0.5).map((item) => item.y))
}

const crosses = (item: PdfItem, gutter: number) => item.x < gutter && end(item) > gutter

/**
 * A summary set across the whole page above the two columns: its rows cross the strip. The header
 * runs down to the last of them in the page's top half.
 */
const lastFullWidthRow = (page: PdfPage, gutter: number) =>
  Math.max(-Infinity, ...page.items.filter((item) => crosses(item, gutter) && item.y < page.height * 0.5).map((item) => item.y))

/**
 * The header's reading order: above its first full-width row, a name on the left and contact
 * details set on the right are two blocks (the name's lines first), not rows read across.
 */
const headerGroups = (header: PdfItem[], gutter: number): PdfItem[][] => {
  const firstRow = Math.min(Infinity, ...header.filter((item) => crosses(item, gutter)).map((item) => item.y))
  const above = header.filter((item) => item.y < firstRow - item.size * 0.5)
  const topLeft = above.filter((item) => end(item) <= gutter)
  const topRight = above.filter((item) => item.x >= gutter)
  if (!topLeft.length || !topRight.length) return [header]
  return [topLeft, topRight, header.filter((item) => !above.includes(item))]
}

/**
 * Where the header above the columns ends: the rows from the top of the page that run across
 * the strip (a name in large letters whose words fall on both sides, a centred contact line).
 */
const headerBottom = (page: PdfPage, gutter: number) => {
  const rows = new Map<number, PdfItem[]>()
  for (const item of page.items) {
    const key = [...rows.keys()].find((y) => Math.abs(y - item.y) <= 0.5 * item.size) ?? item.y
    rows.set(key, [...(rows.get(key) ?? []), item])
  }
  let bottom = -Infinity
  for (const [y, row] of [...rows.entries()].sort((a, b) => a[0] - b[0])) {
    const start = Math.min(...row.map((item) => item.x))
    const finish = Math.max(...row.map(end))
    const across = row.some((item) => item.x < gutter && end(item) > gutter)
    // A centred line, not a line of each column that happen to share a height: no wide gap at the strip.
    const beforeStrip = Math.max(-Infinity, ...row.filter((item) => end(item) <= gutter).map(end))
    const afterStrip = Math.min(Infinity, ...row.filter((item) => item.x >= gutter).map((item) => item.x))
    const split = afterStrip - beforeStrip > 2 * Math.max(...row.map((item) => item.size))
    const centred = !split && Math.abs((start + finish) / 2 - page.width / 2) < page.width * 0.08
    if (across || centred) bottom = y
    // A note in a top corner ("Last updated …") may come first; anything else ends the header.
    else if (bottom > -Infinity || y > page.height * 0.15) break
  }
  return bottom
}

const sharesLine = (item: PdfItem, others: PdfItem[]) =>
  others.some((other) => Math.abs(other.y - item.y) <= 0.5 * Math.min(other.size, item.size))

const findGutter = (page: PdfPage): number | null => {
  const width = Math.ceil(page.width)
  const covered = new Uint16Array(width + 1)
  // A paragraph set across the whole page (a summary above the columns) does not close the strip.
  for (const item of page.items.filter((each) => each.width < page.width * 0.55)) {
    for (let x = Math.max(0, Math.floor(item.x)); x <= Math.min(width, Math.ceil(end(item))); x++) covered[x]++
  }
  // The header (name, contact line) may run across the strip; a few runs, not the body.
  // Counted in lines, not runs: a PDF that sets each letter pair as a run of its own has thousands.
  const lines = new Set(page.items.map((item) => Math.round(item.y))).size
  const minCrossing = Math.max(2, lines * 0.03)
  const strips: { from: number; to: number }[] = []
  let start = -1
  for (let x = Math.floor(width * 0.15); x <= Math.ceil(width * 0.85); x++) {
    const open = covered[x] <= minCrossing
    if (open && start < 0) start = x
    if ((!open || x === Math.ceil(width * 0.85)) && start >= 0) {
      if (x - start >= MIN_GUTTER) strips.push({ from: start, to: x })
      start = -1
    }
  }
  // The widest strip that parts two columns of text (a ragged right edge leaves strips too).
  // A narrower strip must part two columns of text on both sides: a column of margin labels and
  // dates beside the text is read with the text, label by label.
  const gutter = strips
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .find((strip, index) => partsColumns(page, (strip.from + strip.to) / 2, index > 0))
  return gutter ? (gutter.from + gutter.to) / 2 : null
}

const partsColumns = (page: PdfPage, middle: number, bothText: boolean) => {
  const left = page.items.filter((item) => end(item) <= middle)
  const right = page.items.filter((item) => item.x >= middle)
  const chars = (group: PdfItem[]) => group.reduce((sum, item) => sum + item.text.length, 0)
  const total = chars(page.items)
  if (chars(left) < total * 0.05 || chars(right) < total * 0.05) return false
  // Cells of the same lines (titles left, dates right) are not columns: nearly every run on the
  // right shares its line with one on the left. A column's lines fall where they fall.
  const alone = right.filter((item) => !sharesLine(item, left)).length
  return (alone >= right.length * 0.25 || isTextColumn(right) || isListColumn(right, left)) && (!bothText || isTextColumn(left))
}

/**
 * A sidebar of short items (skills, languages) beside the main text, whose lines happen to fall on
 * the main text's heights: its items start at one edge, are not dates, and stand far apart, the
 * main text running more lines than it (a table's cells pair up line for line).
 */
const isListColumn = (items: PdfItem[], beside: PdfItem[]) => {
  if (items.length < 6) return false
  const edge = Math.min(...items.map((item) => item.x))
  const aligned = items.filter((item) => item.x <= edge + 2).length >= items.length * 0.8
  const notDates = items.filter((item) => !findPeriod(item.text)).length >= items.length * 0.8
  const top = Math.min(...items.map((item) => item.y))
  const bottom = Math.max(...items.map((item) => item.y))
  const besideLines = new Set(beside.filter((item) => item.y >= top && item.y <= bottom).map((item) => Math.round(item.y))).size
  return aligned && notDates && besideLines >= 1.4 * new Set(items.map((item) => Math.round(item.y))).size
}

/**
 * A column of text beside another whose lines happen to fall on the same heights: its lines start
 * at one edge (left-aligned, unlike dates set flush right) and many of them are sentences or
 * phrases of several words, not a date or a place.
 */
const isTextColumn = (items: PdfItem[]) => {
  // Within a bullet's indent of the column's left edge.
  const edge = Math.min(...items.map((item) => item.x))
  const aligned = items.filter((item) => item.x <= edge + 25).length
  // Words beyond a date: "June 2023 – present" set flush right is a cell, not a phrase.
  const phrases = items.filter((item) => withoutPeriod(item.text, findPeriod(item.text)).split(/\s+/).filter(Boolean).length >= 4).length
  return aligned >= items.length * 0.5 && phrases >= 5
}
