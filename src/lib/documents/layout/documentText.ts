import { htmlText } from './htmlText'
import { pdfText } from './pdfText'
import type { ExtractedDocument } from './types'

/** The text of what the document worker read, laid out for the resume parser. */
export const documentText = (document: ExtractedDocument) =>
  document.kind === 'pdf' ? pdfText(document.pages, document.links) : document.kind === 'html' ? htmlText(document.html) : document.text
