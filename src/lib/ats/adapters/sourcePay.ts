import type { PayInterval, SourcePay } from '../types'
import { textOf } from './payloadValues'

/** A pay amount from a number or a numeric string (`"75000"`, `"100000.00"`, `"75,000"`); null otherwise. */
export const amountOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  const text = textOf(value)
  if (!text) return null
  const plain = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text
  return /^\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : null
}

const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  $: 'USD',
  US$: 'USD',
  '¥': 'JPY',
  '₹': 'INR',
  zł: 'PLN',
  '₣': 'CHF',
}

/** An ISO 4217 code in upper case, from a code (`usd`) or a symbol the APIs use (`€` → EUR). */
export const currencyOf = (value: unknown): string | null => {
  const text = textOf(value)
  if (!text) return null
  if (/^[A-Za-z]{3}$/.test(text)) return text.toUpperCase()
  return SYMBOLS[text] ?? null
}

/**
 * The period a pay is quoted over, from the words the APIs use: `per-year-salary`, `per-hour-wage`
 * (Lever), `HOURLY`, `ANNUAL` (SmartRecruiters), `yearly` (Personio), `month` (Recruitee).
 */
export const intervalOf = (value: unknown): PayInterval | null => {
  const word = textOf(value)?.toLowerCase()
  if (!word || /\b(?:bi|semi)/.test(word)) return null
  if (word.includes('hour')) return 'hour'
  if (word.includes('day') || word.includes('daily')) return 'day'
  if (word.includes('week')) return 'week'
  if (word.includes('month')) return 'month'
  if (word.includes('year') || word.includes('annual')) return 'year'
  return null
}

/** Pay from its fields; null when neither end is given (a hidden salary is all nulls). */
export const sourcePay = (fields: {
  min: unknown
  max: unknown
  currency: unknown
  interval: PayInterval | null
}): SourcePay | null => {
  const min = amountOf(fields.min)
  const max = amountOf(fields.max)
  if (min === null && max === null) return null
  return { min, max, currency: currencyOf(fields.currency), interval: fields.interval }
}
