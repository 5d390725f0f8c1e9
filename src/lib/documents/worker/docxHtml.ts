import mammoth from 'mammoth'

import type { DocxPart } from './docxParts.ts'
import { readDocxParts } from './docxParts.ts'
import { type ParseLimits, withinCharacters } from './parseLimits.ts'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A header or footer part's paragraphs as text (tabs kept), page numbers and repeats left out. */
const partParagraphs = (xml: string) =>
  xml
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((match) => (match[0].startsWith('<w:tab') ? '\t' : match[1]))
        .join('')
        .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
        .trim(),
    )
    .filter((text) => text && !/^(page\s*)?\d+(\s*(of|\/)\s*\d+)?$/i.test(text))

/** The page header's lines (a name, a contact line), each once, as paragraphs. */
const headerHtml = (parts: DocxPart[]) => {
  const headers = parts.sort((a, b) => a.name.localeCompare(b.name)).filter((part) => part.name.includes('header'))
  return [...new Set(headers.flatMap((part) => partParagraphs(part.xml)))].map((line) => `<p>${escapeHtml(line)}</p>`).join('')
}

// Pictures carry no resume text: leave them unread rather than inline them as base64.
const NO_PICTURES = mammoth.images.imgElement(async () => ({ src: '' }))

/** A DOCX as HTML: the page header's lines first, as on the page, then mammoth's body. */
export const docxHtml = async (data: Uint8Array, limits: ParseLimits) => {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const parts = await readDocxParts(buffer, limits)
  const body = (await mammoth.convertToHtml({ buffer }, { convertImage: NO_PICTURES })).value
  return { kind: 'html' as const, html: withinCharacters(headerHtml(parts) + body, limits.characters, true) }
}
