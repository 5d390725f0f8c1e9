import { knownHeading, looksLikeHeading, withoutLetterSpacing } from '../../ai/resume/headings'
import { findPeriod, withoutPeriod } from '../../ai/resume/periods'
import { bodySize, linesOf } from './pdfLines'
import type { PdfItem, PdfPage } from './types'

/** The page's foot, as a share of its height: the bottom margin, where footers stand. */
const FOOT = 0.09

/** The narrowest empty strip between two columns of text, in points. */
const MIN_GUTTER = 12
/**
 * A narrower strip (a design tool's sidebar set 11 points from the main text) parts columns only
 * when both sides are columns of text: a scan's recognised words leave such gaps at random.
 */
const NARROW_GUTTER = 9

const end = (item: PdfItem) => item.x + item.width

/**
 * Reading order for a page laid out in two columns (a sidebar beside the main text): the items
 * above both columns (the name, contact details), then the left column, then the right one.
 * A page is two columns when an empty vertical strip runs between two sizeable groups of text
 * whose lines do not line up; text that shares lines across the strip (a date set to the right
 * of a job title) is one column with cells, and is left whole.
 */
export const readingGroups = (page: PdfPage, first = true): PdfItem[][] => readPage(page, first, null).stretches.flatMap(groupsOf)

/** A stretch of a page read as rows (a header, a summary across the page), or two columns side by side. */
type Stretch = { rows: PdfItem[] } | { left: PdfItem[]; right: PdfItem[]; gutter: number }

const groupsOf = (stretch: Stretch): PdfItem[][] => ('rows' in stretch ? [stretch.rows] : [stretch.left, stretch.right]).filter((group) => group.length > 0)

/** A group of runs to read in order, and the page (from 1) they are on. */
export type ReadingGroup = { page: number; items: PdfItem[] }

/**
 * The document's reading groups, page after page. A page that goes on with the columns of the
 * page before (a table of two columns spilling a few lines onto the next page) is read by the
 * same strip; and columns that run on from one page to the next at the same strip (a web page's
 * main text and sidebar printed over two pages, a Word sidebar table) are read column by column:
 * the left column on both pages, then the right one, so a job that runs over the page break is
 * not cut by the sidebar's lists.
 */
export const documentGroups = (pages: PdfPage[]): ReadingGroup[] => {
  const groups: ReadingGroup[] = []
  let previous: number | null = null
  // Columns whose right column waits until the left one has ended, maybe on a later page.
  let open: Columns | null = null
  const close = () => {
    if (open) groups.push(...open.left, ...open.right)
    open = null
  }
  pages.forEach((page, index) => {
    const read = readPage(page, index === 0, previous)
    previous = read.gutter
    read.stretches.forEach((stretch, position) => {
      if ('rows' in stretch) {
        close()
        groups.push({ page: index + 1, items: stretch.rows })
        return
      }
      const left = { page: index + 1, items: stretch.left }
      const right = { page: index + 1, items: stretch.right }
      // The first stretch of a page may run on from the last stretch of the page before, at the same strip.
      // The strip is found anew on each page, narrowed by what stands beside it; columns whose
      // right column starts where it started on the page before (a Word table over two pages,
      // its left cells wider on one) run on too.
      const start = leftEdgeOf(stretch.right)
      const runsOn: Columns | null =
        position === 0 && open && (Math.abs(open.gutter - stretch.gutter) <= 8 || (start !== null && open.start !== null && Math.abs(open.start - start) <= 8 && start > stretch.gutter - 8)) ? open : null
      if (runsOn) {
        runsOn.left.push(left)
        runsOn.right.push(right)
      } else {
        close()
        open = { gutter: stretch.gutter, start, left: [left], right: [right] }
      }
      if (position < read.stretches.length - 1) close()
    })
  })
  close()
  return groups.filter((group) => group.items.length > 0)
}

type Columns = { gutter: number; start: number | null; left: ReadingGroup[]; right: ReadingGroup[] }

/** A column's left edge: the leftmost start (rounded to 2 points) that two runs or more share; null for none. */
const leftEdgeOf = (items: PdfItem[]) => {
  const counts = new Map<number, number>()
  for (const item of items) counts.set(Math.round(item.x / 2) * 2, (counts.get(Math.round(item.x / 2) * 2) ?? 0) + 1)
  const shared = [...counts.entries()].filter(([, count]) => count >= 2).map(([x]) => x)
  return shared.length ? Math.min(...shared) : null
}

/**
 * One page's stretches, top to bottom, and the strip between its columns if it has one: a page
 * with a strip of its own (a sidebar design), one that turns into columns under headings side by
 * side, one that goes on with the columns of the page before (its strip given), or rows.
 */
const readPage = (page: PdfPage, first: boolean, previous: number | null): { stretches: Stretch[]; gutter: number | null } => {
  const items = page.items
  const pairs = items.length < 12 ? [] : headingPairs(page)
  const gutter = items.length < 12 ? null : findGutter(page)
  if (gutter === null) {
    if (pairs.length) return { stretches: bandedStretches(items, pairs), gutter: null }
    if (previous !== null && continuesColumns(items, previous)) return { stretches: [columnsOf(items, previous)], gutter: previous }
    return { stretches: [{ rows: items }], gutter: null }
  }
  const straddling = pairs.filter((pair) => pair.leftEnd <= gutter && pair.rightStart >= gutter)
  const top = Math.min(
    Math.max(headerBottom(page, gutter), lastFullWidthRow(page, gutter), first ? aboveFirstHeading(page) : -Infinity),
    // Headings side by side open the columns: nothing from their row down is the header.
    straddling.length ? straddling[0].top - 0.01 : Infinity,
  )
  const header = items.filter((item) => item.y <= top)
  const body = items.filter((item) => item.y > top)
  const bands = splitAt(body, straddling.map((pair) => pair.top)).filter((band) => band.length > 0)
  const headerRows: Stretch[] = headerGroups(header, gutter)
    .filter((rows) => rows.length > 0)
    .map((rows) => ({ rows }))
  return { stretches: [...headerRows, ...bands.map((band) => columnsOf(band, gutter))], gutter }
}

/**
 * A page (often a short one) that goes on with the two columns of the page before: nothing runs
 * across the strip they left, and either there is text on both sides whose lines fall where they
 * fall (the rows of a table with dates beside titles share their lines, and stay rows), or all of
 * it stands on one side and opens with no heading (the end of a job that ran over the page break).
 */
const continuesColumns = (items: PdfItem[], gutter: number) => {
  if (items.some((item) => item.x < gutter && end(item) > gutter)) return false
  const left = items.filter((item) => end(item) <= gutter)
  const right = items.filter((item) => item.x >= gutter)
  if (!left.length || !right.length) return !opensWithHeading(items)
  if (left.length < 2 || right.length < 2) return false
  return right.filter((item) => !sharesLine(item, left)).length >= right.length * 0.5
}

const opensWithHeading = (items: PdfItem[]) => {
  const first = linesOf(items, 1)[0]
  return !first || isKnownHeading(first.text) || looksLikeHeading(first.text)
}

/** One stretch of two columns: the left column, then the right one. */
const columnsOf = (items: PdfItem[], gutter: number): Stretch => {
  const left = items.filter((item) => end(item) <= gutter)
  const right = items.filter((item) => item.x >= gutter)
  // A run inside the columns that crosses the strip is wider than a column: keep it with the left.
  const crossing = items.filter((item) => item.x < gutter && end(item) > gutter)
  return { left: [...left, ...crossing], right, gutter }
}

/** Runs sorted top to bottom, for `between`. */
const topToBottom = (items: PdfItem[]) => [...items].sort((a, b) => a.y - b.y)

/**
 * The runs from `from` (included) down to `to` (excluded), of runs sorted top to bottom: found by
 * halving, so a page of thousands of rows and heading pairs is not read once per row.
 */
const between = (sorted: PdfItem[], from: number, to: number) => {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle].y < from) low = middle + 1
    else high = middle
  }
  let last = low
  while (last < sorted.length && sorted[last].y < to) last++
  return sorted.slice(low, last)
}

/** Items cut into stretches at the given heights (each stretch starts at its height). */
const splitAt = (items: PdfItem[], tops: number[]): PdfItem[][] => {
  const cuts = [-Infinity, ...tops.filter((top) => Number.isFinite(top)).sort((a, b) => a - b), Infinity]
  return cuts.slice(0, -1).map((from, index) => items.filter((item) => item.y >= from && item.y < cuts[index + 1]))
}

/**
 * Two section headings side by side on one row ("EDUCATION      CERTIFICATIONS", "Berufserfahrung"
 * beside "Skills"): each opens a column under it. Where the left one ends and the right one starts
 * bound the strip between the columns.
 */
type HeadingPair = { y: number; top: number; size: number; leftEnd: number; rightStart: number }

/**
 * The rows of a page that are two headings side by side and nothing else: two known section
 * headings, or one and another set just like it (the same font and size, both in capitals or
 * neither). A table's header row ("Year   Institution   Award") has more cells; a job title
 * beside a sidebar's heading is set otherwise.
 */
const headingPairs = (page: PdfPage): HeadingPair[] => {
  const pairs: HeadingPair[] = []
  const body = bodySize(page.items)
  const sorted = topToBottom(page.items)
  for (const line of linesOf(page.items, 1)) {
    const runs = between(sorted, line.y - line.size, line.y + line.size)
      .filter((item) => Math.abs(item.y - line.y) <= 0.5 * Math.min(item.size, line.size) && item.text.trim())
      .sort((a, b) => a.x - b.x)
    // Parted where the runs stand furthest apart (two headings can be closer than a cell's gap).
    const gaps = runs.slice(1).map((run, index) => run.x - end(runs[index]))
    const widest = gaps.indexOf(Math.max(...gaps))
    if (widest < 0 || gaps[widest] < MIN_GUTTER) continue
    // Each heading a phrase of its own: a table's header row ("Year   Institution   Award") has more cells.
    if (gaps.some((gap, index) => index !== widest && gap > 1.2 * line.size)) continue
    const leftRuns = runs.slice(0, widest + 1)
    const rightRuns = runs.slice(widest + 1)
    const leftText = textOf(leftRuns)
    const rightText = textOf(rightRuns)
    const leftKnown = isKnownHeading(leftText)
    const rightKnown = isKnownHeading(rightText)
    if (Math.max(...runs.map((item) => item.size)) < body || (!leftKnown && !rightKnown)) continue
    // Two known headings ("ARBEITSERFAHRUNG" beside "Fähigkeiten") are a pair however each is set.
    const bothKnown = leftKnown && rightKnown
    if (!headingLike(leftText) || !headingLike(rightText) || !(bothKnown || sameStyle(leftText, leftRuns, rightText, rightRuns))) continue
    pairs.push({ y: line.y, top: line.y - 0.5 * line.size, size: line.size, leftEnd: end(leftRuns.at(-1)!), rightStart: rightRuns[0].x })
  }
  return pairs
}

/**
 * Runs of one row as words: touching runs ("ESTUDIO" "S") are one word, and a word set with wide
 * letter spacing ("S K I L L S") is the word.
 */
const textOf = (runs: PdfItem[]) =>
  runs
    .map((run, index) => (index > 0 && run.x - end(runs[index - 1]) > 0.15 * run.size ? ' ' : '') + (/^(?:\S ){2,}\S$/.test(run.text) ? run.text.replace(/ /g, '') : run.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()

const isKnownHeading = (text: string) => knownHeading(withoutLetterSpacing(text.replace(/\s*:$/, ''))) !== null

/** A heading's shape: a few words, no figures, no sentence's end. */
const headingLike = (text: string) =>
  isKnownHeading(text) || looksLikeHeading(text) || (/^\p{Lu}/u.test(text) && text.split(/\s+/).length <= 4 && !/\d|[.,;]$/.test(text))

const inCapitals = (text: string) => text.replace(/[^\p{L}]/gu, '') === text.replace(/[^\p{L}]/gu, '').toUpperCase()

/** Two headings set alike: the same font, sizes within a tenth of each other, both in capitals or neither. */
const sameStyle = (leftText: string, left: PdfItem[], rightText: string, right: PdfItem[]) => {
  const lettered = (runs: PdfItem[]) => runs.filter((item) => /\p{L}/u.test(item.text))
  const sizeA = Math.max(...left.map((item) => item.size))
  const sizeB = Math.max(...right.map((item) => item.size))
  return lettered(left)[0]?.font === lettered(right)[0]?.font && Math.max(sizeA, sizeB) <= 1.1 * Math.min(sizeA, sizeB) && inCapitals(leftText) === inCapitals(rightText)
}

/**
 * A page set across its width that turns into two columns partway down (a summary over the page,
 * then "Experience" beside "Skills"; a Canva page of side-by-side boxes): what stands above the
 * first pair of headings is read as rows; under each pair, the left column, then the right one,
 * down to the next pair or to the first line that runs across the strip between them.
 */
const bandedStretches = (items: PdfItem[], pairs: HeadingPair[]): Stretch[] => {
  const stretches: Stretch[] = []
  const sorted = topToBottom(items)
  let cursor = -Infinity
  pairs.forEach((pair, index) => {
    if (pair.top < cursor) return
    stretches.push({ rows: between(sorted, cursor, pair.top) })
    const next = pairs.slice(index + 1).find((other) => other.top > pair.top)?.top ?? Infinity
    const band = bandOf(between(sorted, pair.top, next), pair)
    const bottom = Math.min(band.bottom, next)
    const gutter = band.gutter
    stretches.push(columnsOf(between(sorted, pair.top, bottom), gutter))
    cursor = bottom
  })
  stretches.push({ rows: between(sorted, cursor, Infinity) })
  return stretches.filter((stretch) => !('rows' in stretch) || stretch.rows.length > 0)
}

/**
 * How far down the columns under a pair of headings run (`below`: the runs from the pair down to
 * the next pair, top to bottom; Infinity when nothing closes them), and where the strip between
 * them lies:
 * the empty strip between the two headings narrows to the columns' text on either side, and a
 * run that closes it (a line set across the page) ends the columns.
 */
const bandOf = (below: PdfItem[], pair: HeadingPair) => {
  const from = Math.floor(pair.leftEnd)
  const open = new Array<boolean>(Math.max(0, Math.ceil(pair.rightStart) - from)).fill(true)
  let strip = widestOpen(open)
  let bottom = Infinity
  for (const item of below) {
    for (let x = Math.max(0, Math.ceil(item.x) - from); x < Math.min(open.length, Math.floor(end(item)) - from); x++) open[x] = false
    const narrowed = widestOpen(open)
    if (narrowed.to - narrowed.from < MIN_GUTTER / 2) {
      bottom = item.y - 0.5 * item.size
      break
    }
    strip = narrowed
  }
  return { bottom, gutter: from + (strip.from + strip.to) / 2 }
}

/** The longest stretch of open positions. */
const widestOpen = (open: boolean[]) => {
  let best = { from: 0, to: 0 }
  let start = -1
  for (let x = 0; x <= open.length; x++) {
    if (x < open.length && open[x]) {
      if (start < 0) start = x
    } else if (start >= 0) {
      if (x - start > best.to - best.from) best = { from: start, to: x }
      start = -1
    }
  }
  return best
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
  Math.max(-Infinity, ...page.items.filter((item) => crossesWell(item, gutter) && item.y < page.height * 0.5).map((item) => item.y))

/**
 * A run that goes well into both sides of the strip, as a line across the page does; a sidebar's
 * long link that ends a point or two past the strip's middle is the sidebar's.
 */
const crossesWell = (item: PdfItem, gutter: number) => item.x < gutter - MIN_GUTTER / 2 && end(item) > gutter + MIN_GUTTER / 2

/**
 * The header's reading order: above its first full-width row, a name on the left and contact
 * details set on the right are two blocks (the name's lines first), not rows read across.
 */
const headerGroups = (header: PdfItem[], gutter: number): PdfItem[][] => {
  const firstRow = Math.min(Infinity, ...header.filter((item) => crosses(item, gutter)).map((item) => item.y))
  const above = header.filter((item) => item.y < firstRow - item.size * 0.5)
  const topLeft = above.filter((item) => end(item) <= gutter)
  const topRight = above.filter((item) => item.x >= gutter)
  // "JOANNA" and "BRZÓSKA" set large on either side of the strip: one row, the name's.
  if (!topLeft.length || !topRight.length || linesOf(above, 1).length === 1) return [header]
  return [topLeft, topRight, header.filter((item) => !above.includes(item))]
}

/**
 * Where the header above the columns ends: the rows from the top of the page that run across
 * the strip (a name in large letters whose words fall on both sides, a centred contact line).
 */
const headerBottom = (page: PdfPage, gutter: number) => {
  const rows = new Map<number, PdfItem[]>()
  for (const item of page.items) {
    // Within half the smaller size: a large name does not take in the small line beside it.
    const key = [...rows.entries()].find(([y, row]) => Math.abs(y - item.y) <= 0.5 * Math.min(item.size, row[0].size))?.[0] ?? item.y
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

const sharesLine = (item: { y: number; size: number }, others: PdfItem[]) =>
  others.some((other) => Math.abs(other.y - item.y) <= 0.5 * Math.min(other.size, item.size))

const findGutter = (page: PdfPage): number | null => {
  const width = Math.ceil(page.width)
  const covered = new Uint16Array(width + 1)
  // A paragraph set across the whole page (a summary above the columns) does not close the strip,
  // nor does the page's foot: a consent clause, a footer with the contact details, in the bottom margin.
  for (const item of page.items.filter((each) => each.width < page.width * 0.55 && each.y < page.height * (1 - FOOT))) {
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
      if (x - start >= NARROW_GUTTER) strips.push({ from: start, to: x })
      start = -1
    }
  }
  // The widest strip that parts two columns of text (a ragged right edge leaves strips too).
  // A narrower strip must part two columns of text on both sides: a column of margin labels and
  // dates beside the text is read with the text, label by label.
  const gutter = strips
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .find((strip, index) => partsColumns(page, (strip.from + strip.to) / 2, index > 0 || strip.to - strip.from < MIN_GUTTER))
  return gutter ? (gutter.from + gutter.to) / 2 : null
}

const partsColumns = (page: PdfPage, middle: number, bothText: boolean) => {
  const left = page.items.filter((item) => end(item) <= middle)
  const right = page.items.filter((item) => item.x >= middle)
  const chars = (group: PdfItem[]) => group.reduce((sum, item) => sum + item.text.length, 0)
  const total = chars(page.items)
  if (chars(left) < total * 0.05 || chars(right) < total * 0.05) return false
  // "Experience", "Skills", "Education" in the margin, each beside its section: headings, not a column.
  if (marginHeadings(left)) return false
  // "Surname | Ackerman", "Date of Birth | 6 July 1993": a form's labels, each beside its value's first line.
  if (formLabels(left, right)) return false
  // Cells of the same lines (titles left, dates right) are not columns: nearly every run on the
  // right shares its line with one on the left. A column's lines fall where they fall.
  const alone = right.filter((item) => !sharesLine(item, left)).length
  return (alone >= right.length * 0.25 || isTextColumn(right) || isListColumn(right, left)) && (!bothText || isTextColumn(left))
}

/**
 * A column of a form's labels: short runs (a few words, no dates), each on the line of a value
 * beside it, as a bordered table of personal details sets them; the values may run on for lines.
 */
const formLabels = (left: PdfItem[], right: PdfItem[]) => {
  // The form's own headings ("PERSONAL INFORMATION") stand on lines of their own.
  const lines = linesOf(left, 1).filter((line) => !isKnownHeading(line.text) && !looksLikeHeading(line.text))
  if (lines.length < 5 || lines.some((line) => withoutPeriod(line.text, findPeriod(line.text)).split(/\s+/).filter(Boolean).length > 4)) return false
  return lines.filter((line) => sharesLine(line, right)).length >= lines.length * 0.9
}

/** A narrow column that is only section headings, one a line: labels in the margin of the text beside them. */
const marginHeadings = (items: PdfItem[]) => {
  const lines = linesOf(items, 1)
  return lines.length >= 2 && lines.every((line) => isKnownHeading(line.text))
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
