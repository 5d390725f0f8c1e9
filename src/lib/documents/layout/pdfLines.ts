import { withoutLetterSpacing } from '../../ai/resume/headings'
import type { PdfCell, PdfItem, PdfLine } from './types'

const BOLD_FONT = /bold|black|heavy|semibold|demi/i

/** A font name without its subset prefix ("BAAAAA+Calibri-Bold" → "Calibri-Bold"). */
export const isBoldFont = (font: string) => BOLD_FONT.test(font.replace(/^[A-Z]{6}\+/, ''))

/** Runs this far apart (in font sizes) on one line are separate cells: a title and its dates. */
const CELL_GAP = 1.2
/**
 * A row of tags or chips ("Flutter   Dart   Kotlin   Android SDK"): three or more runs, every one
 * at least this far from the next (no word spacing between them), is a row of cells.
 */
const CHIP_GAP = 0.95

/** Runs closer than this (in font sizes) touch; further apart they need a space between them. */
const WORD_GAP = 0.12

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The body text's size: the size most characters are set in (of runs or of lines). */
export const bodySize = (runs: { size: number; text: string }[]) => {
  const weight = new Map<number, number>()
  for (const run of runs) weight.set(Math.round(run.size), (weight.get(Math.round(run.size)) ?? 0) + run.text.length)
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10
}

/**
 * "S H A N I Q U E", "( 8 7 6 )": a word set with wide letter spacing, which pdf.js hands over
 * with a space between every two characters, as the word. Its words are runs of their own.
 */
const withoutTracking = (text: string) => {
  // "A ." (an initial and its full stop) too.
  if (!/^(?:\S ){2,}\S$/.test(text) && !/^\p{L} [.,]$/u.test(text)) return text
  // "W O R K E X P E R I E N C E" in one run: a known heading, its word break restored.
  const heading = withoutLetterSpacing(text)
  return heading !== text && / /.test(heading) ? heading : text.replace(/ /g, '')
}

/** One row of runs, left to right, joined into text and cells. */
const lineOf = (row: PdfItem[], page: number): PdfLine => {
  const runs = [...row].sort((a, b) => a.x - b.x)
  const size = median(runs.map((run) => run.size))
  const gaps = runs.slice(1).map((run, index) => run.x - (runs[index].x + runs[index].width))
  const chips = gaps.length >= 2 && gaps.every((gap) => gap >= CHIP_GAP * size)
  const cellGap = chips ? CHIP_GAP : CELL_GAP
  const cells: PdfCell[] = []
  let cell: PdfCell = { text: '', x: runs[0].x, right: runs[0].x }
  let previous: PdfItem | null = null
  for (const run of runs) {
    const gap = previous ? run.x - (previous.x + previous.width) : 0
    // Measured in the smaller of the two sizes: a large margin label beside body text.
    // Runs of very different sizes with a space between are separate things: a label beside a name.
    const sizeJump = previous !== null && Math.max(previous.size, run.size) > 1.3 * Math.min(previous.size, run.size) && gap > Math.min(previous.size, run.size)
    if (previous && (gap >= cellGap * Math.min(size, previous.size, run.size) || sizeJump)) {
      cells.push(cell)
      cell = { text: '', x: run.x, right: run.x }
    } else if (previous && gap > WORD_GAP * size && !/\s$/.test(cell.text) && !/^\s/.test(run.text)) {
      cell.text += ' '
    }
    cell.text += withoutTracking(run.text)
    cell.right = run.x + run.width
    previous = run
  }
  cells.push(cell)
  const kept = cells.map((each) => ({ ...each, text: each.text.trim() })).filter((each) => each.text)
  const text = kept.map((each) => each.text).join(' | ')
  const last = runs.at(-1)!
  const letters = runs.filter((run) => /\p{L}/u.test(run.text))
  return {
    text,
    page,
    x: runs[0].x,
    right: last.x + last.width,
    y: median(runs.map((run) => run.y)),
    size,
    bold: letters.length > 0 && letters.every((run) => isBoldFont(run.font)),
    cells: kept,
  }
}

/**
 * Icon fonts draw pictures with letters ("z" for a calendar in Font Awesome): they are not text.
 * Symbol fonts that draw bullets ("OpenSymbol") are kept.
 */
const ICON_FONT = /awesome|\bicons?\b|wingding|dingbat|glyphicon|material|octicon|academicons|fontello|ionicon|typicon/i

/**
 * The lines of a group of runs (a page, or one of its columns), top to bottom: runs whose
 * baselines lie within half a font size of each other are one line.
 */
export const linesOf = (items: PdfItem[], page: number): PdfLine[] => {
  const sorted = items.filter((item) => !ICON_FONT.test(item.font.replace(/^[A-Z]{6}\+/, ''))).sort((a, b) => a.y - b.y || a.x - b.x)
  const rows: PdfItem[][] = []
  for (const item of sorted) {
    const row = rows.at(-1)
    const anchor = row?.[0]
    if (row && anchor && Math.abs(item.y - anchor.y) <= 0.5 * Math.min(anchor.size, item.size)) row.push(item)
    else rows.push([item])
  }
  return withSuperscripts(rows)
    .map((row) => lineOf(row, page))
    .filter((line) => line.text.length > 0)
}

/**
 * "XIIᵉ siècle", "2ᵉ semestre", "1st": a superscript is set smaller and raised above its line's
 * baseline, far enough to stand on a row of its own ("e | e" between two lines). A row of a few
 * short, small runs raised less than half a line above the next row is part of that row.
 */
const withSuperscripts = (rows: PdfItem[][]): PdfItem[][] => {
  const kept: PdfItem[][] = []
  rows.forEach((row, index) => {
    const next = rows[index + 1]
    if (next && isSuperscriptOf(row, next)) next.push(...row)
    else kept.push(row)
  })
  return kept
}

const isSuperscriptOf = (row: PdfItem[], line: PdfItem[]) => {
  const size = median(line.map((run) => run.size))
  const baseline = median(line.map((run) => run.y))
  return row.length <= 3 && row.every((run) => run.text.trim().length <= 3 && run.size <= 0.8 * size && baseline - run.y > 0 && baseline - run.y <= 0.5 * size)
}
