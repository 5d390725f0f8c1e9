import type { PdfItem, PdfPage } from './types'

/** How far (in font sizes) a copy of a run may stand from it and still be its shadow. */
const SHADOW_OFFSET = 0.15

/**
 * A page without the copies of runs that a design draws behind or over the text: a drop shadow, an
 * outline, a bold faked by printing the same word twice a hair apart ("JOANNA" at 126.7 and again
 * at 125.9). A run whose text, size and place (within a sixth of its size) repeat an earlier run's
 * is that run's copy; the same word elsewhere on the line or the page is a word of its own.
 * Runs are filed by text, size and a grid of that offset, so each is compared with the few runs
 * in the cells around it, however many runs the page has.
 */
export const withoutTextShadows = (page: PdfPage): PdfPage => {
  const filed = new Map<string, PdfItem[]>()
  const keyOf = (item: PdfItem, column: number, row: number) => `${Math.round(item.size)}|${column}|${row}|${item.text}`
  const items = page.items.filter((item) => {
    const step = Math.max(SHADOW_OFFSET * item.size, 0.5)
    const column = Math.floor(item.x / step)
    const row = Math.floor(item.y / step)
    const near = (other: PdfItem) => Math.abs(other.x - item.x) <= step && Math.abs(other.y - item.y) <= step
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) if (filed.get(keyOf(item, column + dx, row + dy))?.some(near)) return false
    }
    const key = keyOf(item, column, row)
    filed.set(key, [...(filed.get(key) ?? []), item])
    return true
  })
  return items.length === page.items.length ? page : { ...page, items }
}
