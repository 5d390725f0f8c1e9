import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

import type { PdfItem as Run } from '../layout/types'

const SOFT_HYPHEN = '\u00AD'

/**
 * pdf.js leaves U+00AD out of a page's text as an invisible format mark, but many fonts (LaTeX
 * with fontspec among them) draw every hyphen with that glyph: "high-impact" would read
 * "highimpact" and "Sep. 2023 - Mar. 2024" lose its dash. The page's drawn glyphs still have it:
 * walk them beside the text runs and put each hyphen back where it was drawn.
 */
export const withHyphens = (runs: Run[], drawn: string): Run[] => {
  if (!drawn.includes(SOFT_HYPHEN)) return runs
  const glyphs = [...drawn.replace(/\s+/g, '')].flatMap((glyph) => (glyph === SOFT_HYPHEN ? [glyph] : [...glyph.normalize('NFKC')]))
  let cursor = 0
  const restored = runs.map((run) => ({ ...run }))
  for (const [index, run] of restored.entries()) {
    let text = ''
    for (const char of run.text) {
      if (/\s/.test(char)) {
        text += char
        continue
      }
      while (glyphs[cursor] === SOFT_HYPHEN) {
        if (text.trim() || index === 0) text += '-'
        else restored[index - 1].text += '-'
        cursor++
      }
      const found = glyphs.indexOf(char, cursor)
      // Out of step (a glyph pdf.js mapped otherwise): keep the runs as pdf.js gave them.
      if (found < 0 || found - cursor > 3) return runs
      cursor = found + 1
      text += char
    }
    run.text = text
  }
  return restored
}

/** The text of every glyph the page draws, in drawing order. */
export const drawnText = (operators: { fnArray: number[]; argsArray: unknown[][] }) =>
  operators.fnArray
    .flatMap((fn, index) => (fn === OPS.showText ? (operators.argsArray[index][0] as unknown[]) : []))
    .map((glyph) => (glyph && typeof glyph === 'object' && 'unicode' in glyph ? String(glyph.unicode) : ''))
    .join('')

