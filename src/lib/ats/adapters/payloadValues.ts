/** An object of the payload, read field by field without trusting its shape. */
export type Fields = Record<string, unknown>

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : {})

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

// Whitespace and the zero-width characters editors leave at the ends ("Delivery\u200b" on Recruitee).
const EDGES = /^[\s\u200B-\u200D\u2060]+|[\s\u200B-\u200D\u2060]+$/g

/** A string field trimmed, or a number written out (ids); null for empty text and anything else. */
export const textOf = (value: unknown): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  return value.replace(EDGES, '') || null
}
