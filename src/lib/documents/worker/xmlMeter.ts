import { UnsafeDocument } from './parseLimits.ts'

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const QUESTION = 0x3f
const BANG = 0x21
const DASH = 0x2d
const BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const EQUALS = 0x3d
const DOUBLE_QUOTE = 0x22
const SINGLE_QUOTE = 0x27

// Where the meter stands: in text, or in one kind of markup.
const TEXT = 0
const OPENED = 1
const START_TAG = 2
const QUOTED = 3
const END_TAG = 4
const DECLARATION = 5
const COMMENT_OPENING = 6
const COMMENT = 7
const CDATA = 8
const INSTRUCTION = 9

const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d

/**
 * Counts the elements of a DOCX's XML parts while they inflate and follows how deep each nests,
 * refusing past either limit before mammoth builds a tree of them. It reads bytes, not text: all
 * markup is ASCII, which UTF-8 never uses inside another character. Every "<" that may open an
 * element counts, even in a comment, so no parser can find more elements than were counted. A
 * DOCTYPE is refused: Word never writes one, and its entities can multiply a little text.
 */
export const createXmlMeter = (limits: { elements: number; depth: number }) => {
  let elements = 0

  /** A meter for one part: call it with each chunk of the part, in order. */
  const part = () => {
    let state = TEXT
    let depth = 0
    let previous = 0
    // In a start tag: an "=" was read, so a quote opens a value; the byte before ">" ("/" closes).
    let afterEquals = false
    let quote = 0
    let last = 0
    let beforeLast = 0
    return (chunk: Uint8Array) => {
      for (let index = 0; index < chunk.length; index++) {
        const byte = chunk[index]
        if (previous === LT && byte !== SLASH && byte !== QUESTION && byte !== BANG && ++elements > limits.elements)
          throw new UnsafeDocument(`more than ${limits.elements} XML elements`)
        previous = byte
        switch (state) {
          case TEXT:
            if (byte === LT) state = OPENED
            break
          case OPENED:
            state = byte === SLASH ? END_TAG : byte === QUESTION ? INSTRUCTION : byte === BANG ? DECLARATION : START_TAG
            afterEquals = false
            last = byte
            break
          case START_TAG:
            if (byte === GT) {
              if (last !== SLASH && ++depth > limits.depth) throw new UnsafeDocument(`XML nested deeper than ${limits.depth}`)
              state = TEXT
            } else if (afterEquals && (byte === DOUBLE_QUOTE || byte === SINGLE_QUOTE)) {
              quote = byte
              state = QUOTED
            } else if (!isSpace(byte)) afterEquals = byte === EQUALS
            if (!isSpace(byte)) last = byte
            break
          case QUOTED:
            if (byte === quote) {
              state = START_TAG
              afterEquals = false
              last = byte
            }
            break
          case END_TAG:
            if (byte === GT) {
              depth = Math.max(0, depth - 1)
              state = TEXT
            }
            break
          case DECLARATION:
            if (byte === DASH) state = COMMENT_OPENING
            else if (byte === BRACKET) state = CDATA
            else throw new UnsafeDocument('a DOCTYPE or other declaration in a Word part')
            last = beforeLast = 0
            break
          case COMMENT_OPENING:
            if (byte !== DASH) throw new UnsafeDocument('a broken XML comment in a Word part')
            state = COMMENT
            break
          default: {
            // A comment, CDATA section or processing instruction runs to its own end.
            const ends =
              byte === GT &&
              (state === COMMENT
                ? last === DASH && beforeLast === DASH
                : state === CDATA
                  ? last === CLOSE_BRACKET && beforeLast === CLOSE_BRACKET
                  : last === QUESTION)
            if (ends) state = TEXT
            beforeLast = last
            last = byte
          }
        }
      }
    }
  }

  return { part }
}
