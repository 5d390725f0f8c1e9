import { textOf } from './payloadValues'

/** The value as an absolute http(s) address, or null (relative, mailto:, javascript:, not a URL). */
export const httpUrl = (value: unknown): string | null => {
  const text = textOf(value)
  if (!text || !URL.canParse(text)) return null
  const url = new URL(text)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
}

/** The first of the values that is an absolute http(s) address. */
export const firstHttpUrl = (...values: unknown[]): string | null => {
  for (const value of values) {
    const url = httpUrl(value)
    if (url) return url
  }
  return null
}
