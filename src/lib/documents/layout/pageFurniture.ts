import type { PdfLine } from './types'

/** "2", "Page 2", "Page 2 of 3", "2 / 3", "- 2 -". */
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i

/** Digits stand for the page: "Jane Doe – Resume – Page 2" matches its page-1 twin. */
const shape = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()

/** The top and bottom margins, where running headers, footers and page numbers live. */
const MARGIN = 0.09

/** A footer line with the candidate's contact details: an email, a phone number, a web address. */
const CONTACT = /@[\w-]+\.[a-z]{2,}|\+?\(?\d[\d ()-]{7,}\d|\b[\w-]+\.(com|org|net|io|dev|me)\b/i

/**
 * Lines that belong to the page rather than the resume: page numbers in the top or bottom margin,
 * and running headers or footers that repeat on several pages at the same height. A footer of
 * contact details (moderncv sets them there) is the candidate's: page 1's copy is read first,
 * with the header, and its repeats go.
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
  const inBottom = (line: PdfLine) => line.y > heightOf(line) * (1 - MARGIN)
  const contactFooter = (line: PdfLine) => line.page === 1 && inBottom(line) && CONTACT.test(line.text)
  const kept = lines.filter((line) => contactFooter(line) || !(inMargin(line) && (PAGE_NUMBER.test(line.text.trim()) || running(line))))
  return [...kept.filter(contactFooter), ...kept.filter((line) => !contactFooter(line))]
}
