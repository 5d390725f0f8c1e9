import { firstNumber } from './listing/salaryOrder'

export type ParsedSalary = { currency: string; min: number; max?: number; unit: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' }

const CURRENCIES: Array<[RegExp, string]> = [
  [/€|\bEUR\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
  [/\bCAD\b|CA\$/i, 'CAD'],
  [/\bAUD\b|A\$/i, 'AUD'],
  [/\$|\bUSD\b/i, 'USD'],
]

const UNITS: Array<[RegExp, ParsedSalary['unit']]> = [
  [/\/\s*h(ou)?r|per hour|hourly/i, 'HOUR'],
  [/\/\s*day|per day|daily/i, 'DAY'],
  [/\/\s*w(ee)?k|per week|weekly/i, 'WEEK'],
  [/\/\s*mo(nth)?|per month|monthly/i, 'MONTH'],
]

/** Reads "$80k - $100k", "€45,000 - €60,000" or "$35 - $50/hour"; null when the text has no amount. */
export const parseSalary = (text: string | null | undefined): ParsedSalary | null => {
  if (!text) return null
  const currency = CURRENCIES.find(([pattern]) => pattern.test(text))?.[1]
  const [low, high] = text.split(/\s*(?:-|–|—|\bto\b)\s*/i)
  const min = firstNumber(low ?? '')
  if (!currency || min === null || min <= 0) return null
  const max = high ? firstNumber(high) : null
  const unit = UNITS.find(([pattern]) => pattern.test(text))?.[1] ?? 'YEAR'
  return { currency, min, ...(max && max >= min ? { max } : {}), unit }
}
