import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DOCX_MAX_UNCOMPRESSED_BYTES, DOCX_MAX_XML_DEPTH, DOCX_MAX_XML_ELEMENTS } from '@/lib/ai/limits'
import { readDocxParts } from '@/lib/documents/worker/docxParts'
import { type ParseLimits, UnsafeDocument, withinCharacters } from '@/lib/documents/worker/parseLimits'
import { createXmlMeter } from '@/lib/documents/worker/xmlMeter'

/** Meters `xml` in chunks of `size` bytes; throws UnsafeDocument past the limits. */
const meter = (xml: string, limits = { elements: 10, depth: 3 }, size = 7) => {
  const write = createXmlMeter(limits).part()
  const bytes = Buffer.from(xml)
  for (let at = 0; at < bytes.length; at += size) write(bytes.subarray(at, at + size))
}

const wordFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? wordFiles(file) : name.endsWith('.docx') ? [file] : []
  })

describe('the XML meter counts what a parser would build, as the bytes inflate', () => {
  it('counts elements, empty ones too, and refuses one past the limit', () => {
    expect(() => meter('<a><b/><c>x</c><d/></a>', { elements: 4, depth: 3 })).not.toThrow()
    expect(() => meter('<a><b/><c>x</c><d/><e/></a>', { elements: 4, depth: 3 })).toThrow(/more than 4 XML elements/)
  })

  it('follows nesting: an empty element or a closed one adds no depth', () => {
    expect(() => meter('<a><b><c/></b><b><c></c></b></a>', { elements: 10, depth: 3 })).not.toThrow()
    expect(() => meter('<a><b><c><d/></c></b></a>', { elements: 10, depth: 3 })).not.toThrow()
    expect(() => meter('<a><b><c><d></d></c></b></a>', { elements: 10, depth: 3 })).toThrow(/nested deeper than 3/)
  })

  it('is not fooled by ">" or "/>" in an attribute value, nor by a chunk boundary anywhere', () => {
    for (const size of [1, 2, 3, 5, 64]) {
      expect(() => meter('<a x="/>"><b y=\'>\'><c z = "/>"></c></b></a>', { elements: 3, depth: 3 }, size)).not.toThrow()
      expect(() => meter('<a x="/>"><b y=\'>\'><c z = "/>"><d/></c></b></a>', { elements: 3, depth: 3 }, size)).toThrow(/elements/)
      expect(() => meter('<a x="/>"><b y=\'>\'><c z = "/>"><d></d></c></b></a>', { elements: 9, depth: 3 }, size)).toThrow(/deeper/)
    }
  })

  it('skips declarations, comments, CDATA and instructions, but counts every "<" that may open an element', () => {
    expect(() => meter('<?xml version="1.0"?><a><!-- <b> --><![CDATA[ ]]> ]]><?pi x?></a>', { elements: 2, depth: 1 })).not.toThrow()
    // A "<" inside a comment is counted: no parser can find more elements than the meter did.
    expect(() => meter('<a><!-- <b><c> --></a>', { elements: 2, depth: 1 })).toThrow(/elements/)
  })

  it('refuses a DOCTYPE (its entities could multiply text) and a broken comment', () => {
    expect(() => meter('<!DOCTYPE a [<!ENTITY x "xxxxxxxx">]><a>&x;</a>')).toThrow(UnsafeDocument)
    expect(() => meter('<a><!-x></a>')).toThrow(/broken XML comment/)
  })

  it('counts elements over every part of a document, depth part by part', () => {
    const meterOfDocument = createXmlMeter({ elements: 3, depth: 2 })
    meterOfDocument.part()(Buffer.from('<a><b/></a>'))
    expect(() => meterOfDocument.part()(Buffer.from('<c><d/></c>'))).toThrow(/more than 3/)
  })
})

describe('the limits are far above any real document', () => {
  const limits: ParseLimits = {
    unzippedBytes: DOCX_MAX_UNCOMPRESSED_BYTES,
    // A fifth of the element cap and a quarter of the depth cap: every real Word file fits.
    xmlElements: DOCX_MAX_XML_ELEMENTS / 5,
    xmlDepth: DOCX_MAX_XML_DEPTH / 4,
    pdfPages: 1,
    textRuns: 1,
    characters: 1,
  }
  const files = wordFiles('tests/fixtures')

  it.each(files.map((file) => [path.basename(file), file]))('%s fits well within them', async (_, file) => {
    await expect(readDocxParts(readFileSync(file), limits)).resolves.toBeInstanceOf(Array)
  })
})

describe('what a parse hands back is cut to its characters', () => {
  it('cuts text at the limit, and HTML before the tag the limit falls in', () => {
    expect(withinCharacters('abcdef', 4)).toBe('abcd')
    expect(withinCharacters('<p>ab</p><p>cd</p>', 12, true)).toBe('<p>ab</p>')
    expect(withinCharacters('<p>ab</p>', 100, true)).toBe('<p>ab</p>')
  })
})
