/**
 * Text for a LIKE/ILIKE pattern with its wildcards (% and _) and the escape character (\, LIKE's
 * default) escaped, so what a visitor typed matches itself rather than anything.
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** A pattern matching any text that contains `text`: a search for "50%" means the text "50%". */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`
