import { afterAll, describe, expect, it } from 'vitest'

import { createDocumentParser } from '@/lib/documents/documentParser'
import { extractDocumentText } from '@/lib/documents/extractDocumentText'
import { pdfFile } from '../helpers/pdfFile'

/**
 * A browser's print sets each word, and each space between two words, as a text object of its
 * own; some squeeze the space to a fraction of a point, so the words touch on the page's grid.
 */
const wordsApart = (words: string[], widths: number[], spaceWidth: number) => {
  let x = 100
  let ops = 'BT /F1 18 Tf 100 740 Td (Lena Marquardt) Tj ET\nBT /F1 11 Tf 100 710 Td (lena@example.org) Tj ET\nBT /F1 14 Tf 100 680 Td (EDUCATION) Tj ET\n'
  words.forEach((word, index) => {
    ops += `BT /F1 9 Tf 100 Tz ${x.toFixed(2)} 650 Td (${word}) Tj ET\n`
    x += widths[index]
    // A space of 2.5 points squeezed to `spaceWidth` by its horizontal scale.
    ops += `BT /F1 9 Tf ${Math.round((spaceWidth / 2.5) * 100)} Tz ${x.toFixed(2)} 650 Td ( ) Tj ET\n`
    x += spaceWidth
  })
  return pdfFile(1, () => Buffer.from(ops, 'latin1'))
}

describe('word breaks a PDF draws as runs of their own', () => {
  const parser = createDocumentParser({ timeoutMs: 20_000 })
  afterAll(async () => {
    await parser.close()
  })

  it('keeps the space between words whose space run is squeezed to under a point', async () => {
    // Helvetica 9 pt: "UMK," is 22.5 points wide, "TORUN" 32.0.
    const extracted = await extractDocumentText(wordsApart(['UMK,', 'TORUN', '10.2005'], [22.5, 32.0, 30.0], 0.7), parser)
    expect(extracted.ok && extracted.text).toContain('UMK, TORUN 10.2005')
  })

  it('adds nothing for a space of no width between the letters of one word', async () => {
    const extracted = await extractDocumentText(wordsApart(['E', 'XPERIENCE'], [6.0, 50.0], 0), parser)
    expect(extracted.ok && extracted.text).toContain('EXPERIENCE')
  })
})
