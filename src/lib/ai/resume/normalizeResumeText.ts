const BULLET_GLYPHS = /^[ \t]*[•●▪■◦‣∙·○►▸➢✓✔\uF0B7\uF0A7\uF076\uF0D8](?=\s|\S)/

/** "E X P E R I E N C E" → "EXPERIENCE": letter-spaced headings as PDFs often extract them. */
const joinLetterSpacing = (line: string) =>
  /^(?:\p{L} ){3,}\p{L}$/u.test(line.trim()) ? line.replace(/ /g, '') : line

/**
 * Text as a PDF or Word extraction hands it over, made plain: soft hyphens and zero-width
 * characters dropped, ligatures spelled out, tabs and odd spaces as single spaces, every kind of
 * bullet glyph as "•", words hyphenated across a line break joined, page markers removed.
 */
export const normalizeResumeText = (raw: string) =>
  raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\uFB00/g, 'ff')
    .replace(/\uFB01/g, 'fi')
    .replace(/\uFB02/g, 'fl')
    .replace(/\uFB03/g, 'ffi')
    .replace(/\uFB04/g, 'ffl')
    .replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/^\s*-- \d+ of \d+ --\s*$/gm, '')
    .replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2')
    .split('\n')
    .map((line) =>
      joinLetterSpacing(line.replace(BULLET_GLYPHS, '•').replace(/ {2,}/g, ' ').trim()),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
