import type { PdfLine } from './types'

/** "2", "Page 2", "Page 2 of 3", "2 / 3", "- 2 -". */
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i

/** Digits stand for the page: "Jane Doe – Resume – Page 2" matches its page-1 twin. */
const shape = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()

/** The top and bottom margins, where running headers, footers and page numbers live. */
const MARGIN = 0.09

/**
 * Lines that belong to the page rather than the resume: page numbers in the top or bottom margin,
 * and running headers or footers that repeat on several pages at the same height.
 */
export const withoutPageFurniture = (lines: PdfLine[], pageHeights: number[]): PdfLine[] => {
  const heightOf = (line: PdfLine) => pageHeights[line.page - 1] ?? 842
  const inTop = (line: PdfLine) => line.y < heightOf(line) * MARGIN
  const inMargin = (line: PdfLine) => inTop(line) || line.y > heightOf(line) * (1 - MARGIN)
  const pages = new Set(lines.map((line) => line.page)).size
  const seen = new Map<string, Set<number>>()
  for (const line of lines.filter(inMargin)) {
    const key = `${shape(line.text)}@${Math.round(line.y / 6)}`
    seen.set(key, (seen.get(key) ?? new Set()).add(line.page))
  }
  // A header repeated at the top of later pages is the resume's own first lines on page 1 (the
  // name, the contact line): those stay; a repeated footer goes everywhere.
  const running = (line: PdfLine) =>
    pages > 1 && (seen.get(`${shape(line.text)}@${Math.round(line.y / 6)}`)?.size ?? 0) > 1 && !(inTop(line) && line.page === 1)
  return lines.filter((line) => !(inMargin(line) && (PAGE_NUMBER.test(line.text.trim()) || running(line))))
}
