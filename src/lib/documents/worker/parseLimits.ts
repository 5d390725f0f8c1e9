/** What one parse may read and hand back; the server sends them with each file (see limits.ts). */
export type ParseLimits = {
  unzippedBytes: number
  xmlElements: number
  xmlDepth: number
  pdfPages: number
  textRuns: number
  characters: number
}

/** A document refused for what reading it would cost (size, elements, depth), not for a flaw. */
export class UnsafeDocument extends Error {}

/** At most `max` characters of text or HTML, cut before the tag the limit falls in. */
export const withinCharacters = (text: string, max: number, html = false) => {
  if (text.length <= max) return text
  return text.slice(0, html ? Math.max(0, text.lastIndexOf('<', max)) : max)
}
