import { textOf } from './payloadValues'

// Recruitee writes `2026-08-11 20:45:29 UTC`.
const SPACED_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) UTC$/

/**
 * A timestamp as ISO 8601 in UTC: from epoch milliseconds (Lever), ISO with an offset (Greenhouse),
 * a date alone (Workable, read as midnight UTC) or Recruitee's spaced form. Null when unreadable.
 */
export const isoTime = (value: unknown): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? validIso(new Date(value)) : null
  const text = textOf(value)
  if (!text || !/^\d{4}-\d{2}-\d{2}/.test(text)) return null
  return validIso(new Date(text.replace(SPACED_UTC, '$1T$2Z')))
}

const validIso = (date: Date) => (Number.isNaN(date.getTime()) ? null : date.toISOString())
