const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/
// "Austin, TX": a capitalised city of one to three words, a comma, a two-letter state.
const CITY_STATE = /\b([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2}), ?([A-Z]{2})\b/

export const findEmail = (text: string) => text.match(EMAIL)?.[0] ?? ''

export const findPhone = (text: string) => text.match(PHONE)?.[0].trim() ?? ''

export const findLocation = (text: string) => {
  const match = text.replace(EMAIL, ' ').match(CITY_STATE)
  return match ? `${match[1]}, ${match[2]}` : ''
}

/** The spec: the name is the first line. */
export const findName = (lines: string[]) => lines.find((line) => line.trim() !== '')?.trim() ?? ''
