/** A run of text on a PDF page, as pdf.js places it: top-left origin, points. */
export type PdfItem = { text: string; x: number; y: number; width: number; size: number; font: string }

export type PdfPage = { width: number; height: number; items: PdfItem[] }

/** A link annotation: its address and the middle of its box on the page (top-left origin). */
export type PdfLink = { url: string; page: number; x: number; y: number }

/** What the document worker hands back: the evidence of layout each format keeps. */
export type ExtractedDocument =
  | { kind: 'pdf'; pages: PdfPage[]; links?: PdfLink[] }
  | { kind: 'html'; html: string }
  | { kind: 'text'; text: string }

/** Runs far apart on one line ("Engineer ............ 2021 – Present") are separate cells. */
export type PdfCell = { text: string; x: number; right: number }

/** One line of a page, read left to right, with what it looks like. */
export type PdfLine = {
  text: string
  page: number
  x: number
  right: number
  y: number
  size: number
  bold: boolean
  cells: PdfCell[]
}
