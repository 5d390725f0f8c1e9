import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api'

import type { PdfLink, PdfPage } from '../layout/types'
import type { ParseLimits } from './parseLimits.ts'
import { drawnText, withHyphens } from './pdfHyphens.ts'

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>

/** What is left to read of one document: text runs (and links), and characters. */
type Budget = { runs: number; characters: number }

/** A font's own name ("BAAAAA+Calibri-Bold"), known once the page's operator list loaded it. */
const fontNameOf = (page: Page, id: string) => {
  try {
    return (page.commonObjs.get(id) as { name?: string } | undefined)?.name ?? id
  } catch {
    return id
  }
}

/**
 * A page's text items as pdf.js streams them, until the budget is spent; then reading stops, and
 * pdf.js, held by the stream's backpressure, decodes no more of the page. `whole`: nothing was
 * cut; `open`: the stream was left unread, which cannot be closed cleanly (cancelling it makes
 * pdf.js throw on the chunk already on its way; destroying the document waits for it forever).
 */
const textItemsOf = async (page: Page, budget: Budget) => {
  const reader = page.streamTextContent().getReader()
  const items: TextItem[] = []
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return { items, whole: budget.runs >= 0 && budget.characters >= 0, open: false }
      for (const item of (value as { items: (TextItem | TextMarkedContent)[] }).items) {
        if (budget.runs <= 0 || budget.characters <= 0) return { items, whole: false, open: true }
        if (!('str' in item)) continue
        budget.runs--
        const str = item.str.slice(0, budget.characters)
        budget.characters -= item.str.length
        items.push({ ...item, str })
      }
    }
  } finally {
    reader.releaseLock()
  }
}

/**
 * A PDF's text runs with their position, size and font, and its link annotations: at most
 * `pdfPages` pages (a resume's fields are on its first ones; the rest is ignored) and, over them,
 * at most `textRuns` runs and links and `characters` characters. Pictures are never decoded.
 * `spent`: a page was left half-read, so this process should be replaced once it has answered.
 */
export const pdfPages = async (data: Uint8Array, limits: ParseLimits) => {
  const document = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0, maxImageSize: 1 }).promise
  let spent = false
  try {
    const budget: Budget = { runs: limits.textRuns, characters: limits.characters }
    const pages: PdfPage[] = []
    const links: PdfLink[] = []
    const last = Math.min(document.numPages, limits.pdfPages)
    for (let number = 1; number <= last && budget.runs > 0 && budget.characters > 0; number++) {
      const page = await document.getPage(number)
      const { width, height } = page.getViewport({ scale: 1 })
      const { items, whole, open } = await textItemsOf(page, budget)
      spent ||= open
      // The operator list also loads the fonts, whose names say which runs are bold; a page cut
      // short is not drawn again for them.
      const operators = whole ? await page.getOperatorList() : null
      // A run of spaces alone (a browser's print sets each word and each space apart) is no text,
      // but it is a word break: where the next run on its line touches the run before (the space
      // drawn in no room of its own), it starts with that space.
      let spaceAt: number | null = null
      let before: { end: number; y: number } | null = null
      const runs = items.flatMap((item) => {
        const [, , c, d, x, y] = item.transform as number[]
        const size = Math.hypot(c, d) || item.height
        if (!item.str.trim()) {
          // (A space of no width, as Word sets between a small-capital heading's letters, breaks nothing.)
          spaceAt = item.str && item.width > 0.05 * size ? y : null
          return []
        }
        const touching = before !== null && Math.abs(before.y - y) < 1 && Math.abs(x - before.end) < 0.15 * size
        const spaced = spaceAt !== null && Math.abs(spaceAt - y) < 1 && touching && !/^\s/.test(item.str)
        spaceAt = null
        before = { end: x + item.width, y }
        return [{ text: spaced ? ` ${item.str}` : item.str, x, y: height - y, width: item.width, size, font: fontNameOf(page, item.fontName) }]
      })
      pages.push({ width, height, items: operators ? withHyphens(runs, drawnText(operators)) : runs })
      // Profile links often sit behind an icon or a handle: the link's address is the fact.
      for (const annotation of await page.getAnnotations()) {
        const { url, rect } = annotation as { url?: unknown; rect?: number[] }
        if (typeof url !== 'string' || url.length > 2_000 || !/^(https?:\/\/|mailto:)/i.test(url) || rect?.length !== 4) continue
        if (--budget.runs < 0) break
        links.push({ url, page: number, x: (rect[0] + rect[2]) / 2, y: height - (rect[1] + rect[3]) / 2 })
      }
      page.cleanup()
    }
    return { document: { kind: 'pdf' as const, pages, links }, spent }
  } finally {
    if (spent) void document.destroy().catch(() => {})
    else await document.destroy()
  }
}
