/** What a salary text says, before any conversion: "$80k–100k" → 80,000 to 100,000 USD a year. */
export type SalaryReading = {
  /** Null for "Up to $120k". */
  min: number | null
  /** Null for "From €50k" or "$100,000+". */
  max: number | null
  /** ISO code; null when the text names none. */
  currency: string | null
  /** Null when the text names none. */
  period: 'hour' | 'day' | 'week' | 'month' | 'year' | null
}

/** Symbols and words for currencies, most specific first ("A$" before "$"). */
const CURRENCIES: Array<[RegExp, string]> = [
  [/\bUS\s?\$|\bUSD\b|\bdollars?\b/i, 'USD'],
  [/\bCA\s?\$|\bC\$|\bCAD\b/i, 'CAD'],
  [/\bAU\s?\$|\bA\$|\bAUD\b/i, 'AUD'],
  [/\bNZ\s?\$|\bNZD\b/i, 'NZD'],
  [/\bS\$|\bSGD\b/i, 'SGD'],
  [/\bHK\$|\bHKD\b/i, 'HKD'],
  [/\bR\$|\bBRL\b|\breais\b/i, 'BRL'],
  [/\bMX\$|\bMXN\b/i, 'MXN'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b|\bpounds?\b/i, 'GBP'],
  [/\bCHF\b|\bFr\.\s/i, 'CHF'],
  [/₹|\bINR\b|\bRs\.?\s|\bLPA\b|\blakhs?\b/i, 'INR'],
  [/¥|\bJPY\b|\byen\b/i, 'JPY'],
  [/₩|\bKRW\b/i, 'KRW'],
  [/₱|\bPHP\b/i, 'PHP'],
  [/₦|\bNGN\b/i, 'NGN'],
  [/\bzł|\bPLN\b/i, 'PLN'],
  [/\bSEK\b/i, 'SEK'],
  [/\bNOK\b/i, 'NOK'],
  [/\bDKK\b/i, 'DKK'],
  [/\bCZK\b|Kč/i, 'CZK'],
  [/\bZAR\b|\bR\s?\d/, 'ZAR'],
  [/\bILS\b|₪/i, 'ILS'],
  [/\bAED\b/i, 'AED'],
  [/\bTRY\b|₺/i, 'TRY'],
  [/\bUAH\b|₴/i, 'UAH'],
  [/\bCOP\b/i, 'COP'],
  [/\bARS\b/i, 'ARS'],
  [/\$/, 'USD'],
]

const PERIODS: Array<[RegExp, NonNullable<SalaryReading['period']>]> = [
  [/\/\s*h(?:ou)?r\b|\bper\s+hour\b|\bhourly\b|\ban hour\b|\/\s*h\b|\bp\/?h\b/i, 'hour'],
  [/\/\s*day\b|\bper\s+day\b|\bdaily\b|\ba day\b|\bday rate\b|\bp\/?d\b/i, 'day'],
  [/\/\s*w(?:ee)?k\b|\bper\s+week\b|\bweekly\b|\ba week\b/i, 'week'],
  [/\/\s*mo(?:nth)?\b|\bper\s+month\b|\bmonthly\b|\ba month\b|\bp\/?m\b|\bmonat\b|\bm[eê]s\b|\bmois\b|\bmån(?:ad)?\b/i, 'month'],
  [/\/\s*y(?:ea)?r\b|\bper\s+(?:year|annum)\b|\bannual(?:ly)?\b|\ba year\b|\bp\/?a\b|\byearly\b|\bLPA\b|\bjahr\b/i, 'year'],
]

/**
 * A number as written in any locale: "120,000", "120.000", "120 000", "120'000", "12,00,000"
 * (Indian), "1.5" and "80k". Returns the value, or null.
 */
const numberOf = (digits: string, suffix: string | undefined): number | null => {
  let text = digits.replace(/['\u00a0\u202f ]/g, '')
  // A separator followed by exactly three digits, repeated, is a thousands mark; else a decimal mark.
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text) || /^\d{1,2}(?:,\d{2})+,\d{3}$/.test(text)) text = text.replace(/[.,]/g, '')
  else text = text.replace(/,(?=\d{1,2}$)/, '.').replace(/,/g, '')
  const value = Number(text)
  if (!Number.isFinite(value)) return null
  const scale = suffix ? ({ k: 1e3, m: 1e6, lakh: 1e5, lakhs: 1e5, lpa: 1e5, l: 1e5 } as Record<string, number>)[suffix.toLowerCase()] ?? 1 : 1
  return value * scale
}

/** A three-letter code the list above lacks ("BTC", "KES"): kept, so the rate table decides. */
const otherCurrencyCode = (text: string) =>
  [...text.matchAll(/\b([A-Z]{3})\b/g)].map((match) => match[1]).find((code) => !['DOE', 'OTE', 'LPA', 'TBD', 'TBC', 'B2B', 'NET'].includes(code)) ?? null

/** What may stand between the two ends of a range, currency marks aside: "-", "–", "to". */
const RANGE_JOIN = /^\s*(?:-|–|—|~|to|bis|à|a)\s*$/i
const CURRENCY_MARKS = /(?:US|CA|AU|NZ|HK|MX|[SRAC])?\$|[€£¥₹₩₱₦₪₺₴]|\b[A-Z]{3}\b/g

const AMOUNT = /(\d[\d.,'\u00a0\u202f ]*\d|\d)\s?(k|m|lakhs?|lpa|l)?\b(?!\s?%)/gi

/** The amounts of the text's first figure or range, with the currency and period it names. */
export const readSalaryText = (text: string | null | undefined): SalaryReading | null => {
  const cleaned = (text ?? '').trim()
  // "Competitive", "DOE", "Negotiable": no figure to read.
  if (!/\d/.test(cleaned)) return null
  // The first figure or range; what follows a "+", "OTE" or "bonus" is not the base salary.
  const base = cleaned.split(/\s(?:\+|(?:plus|ote|bonus|equity)\b)|,\s*(?:ote|plus|\+)/i)[0]
  const amounts: Array<{ value: number; suffix?: string; index: number; end: number }> = []
  for (const match of base.matchAll(AMOUNT)) {
    const value = numberOf(match[1], match[2])
    if (value !== null) amounts.push({ value, suffix: match[2], index: match.index ?? 0, end: (match.index ?? 0) + match[0].length })
    if (amounts.length === 2) break
  }
  if (!amounts.length || amounts[0].value <= 0) return null
  let first = amounts[0]
  let second: (typeof amounts)[number] | undefined = amounts[1]
  // Two amounts form a range only when joined by a dash or "to" ("€45,000 (2 years)" is one).
  if (second && !RANGE_JOIN.test(base.slice(first.end, second.index).replace(CURRENCY_MARKS, ''))) second = undefined
  // "80-100k": the "k" of the second number belongs to the first too.
  if (second?.suffix && !first.suffix && first.value < 1000 && second.value >= 1000) first = { ...first, value: numberOf(String(first.value), second.suffix) ?? first.value }
  const currency = CURRENCIES.find(([pattern]) => pattern.test(cleaned))?.[1] ?? otherCurrencyCode(cleaned)
  const period = PERIODS.find(([pattern]) => pattern.test(cleaned))?.[1] ?? null
  const upTo = /\b(?:up to|max(?:imum)?|until)\b/i.test(base.slice(0, first.index))
  const from = /\b(?:from|min(?:imum)?|starting(?: at)?|at least)\b/i.test(base.slice(0, first.index)) || /^\s*\+/.test(base.slice(first.end))
  if (second) {
    const [low, high] = first.value <= second.value ? [first.value, second.value] : [second.value, first.value]
    return { min: low, max: high, currency, period }
  }
  if (upTo) return { min: null, max: first.value, currency, period }
  if (from) return { min: first.value, max: null, currency, period }
  return { min: first.value, max: first.value, currency, period }
}
