/**
 * A visa's minimum-income text read into parts: what kind of requirement it is, and for income its
 * amount, currency and period. Editors see the parts in the admin and correct them where the
 * text was read wrong; nothing here is guessed (a text it cannot read gives no amount).
 */
export const INCOME_REQUIREMENTS = [
  { value: 'income', label: 'Monthly or yearly income' },
  { value: 'savings', label: 'Savings or a deposit, not income' },
  { value: 'investment', label: 'An investment, not income' },
  { value: 'none', label: 'No fixed minimum' },
] as const
export type IncomeRequirement = (typeof INCOME_REQUIREMENTS)[number]['value']

export const INCOME_PERIODS = [
  { value: 'month', label: 'A month' },
  { value: 'year', label: 'A year' },
] as const
export type IncomePeriod = (typeof INCOME_PERIODS)[number]['value']

export type MinIncomeParts = {
  incomeRequirement: IncomeRequirement
  incomeAmount: number | null
  incomeCurrency: string | null
  incomePeriod: IncomePeriod | null
}

/** Prefixes and symbols as visa texts write them; a lone "$" is US dollars. Longest first. */
const CURRENCY_MARKS: Array<[string, string]> = [
  ['NZ$', 'NZD'],
  ['N$', 'NAD'],
  ['CA$', 'CAD'],
  ['A$', 'AUD'],
  ['US$', 'USD'],
  ['RM', 'MYR'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['฿', 'THB'],
  ['¥', 'JPY'],
  ['₩', 'KRW'],
  ['₹', 'INR'],
  ['R', 'ZAR'],
  ['$', 'USD'],
]

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&')
const MARK = CURRENCY_MARKS.map(([mark]) => escape(mark)).join('|')
/** An amount with its currency before it (a mark or an ISO code), e.g. "€9,800", "ISK 1,000,000". */
const AMOUNT = new RegExp(`(?:(${MARK})|\\b([A-Z]{3})\\s?)(\\d[\\d,]*(?:\\.\\d+)?)(\\+)?(k\\b)?`, 'u')
/** The same with the code after it, e.g. "3,000 EUR/month". */
const AMOUNT_THEN_CODE = /(\d[\d,]*(?:\.\d+)?)(k\b)?\s?([A-Z]{3})\b/u

const firstAmount = (source: string) => {
  const before = AMOUNT.exec(source)
  const then = AMOUNT_THEN_CODE.exec(source)
  if (then && (!before || then.index < before.index)) {
    const [whole, digits, thousands, code] = then
    return { currency: code, amount: toNumber(digits, thousands), after: source.slice(then.index + whole.length) }
  }
  if (!before) return null
  const [whole, mark, code, digits, , thousands] = before
  const currency = mark ? CURRENCY_MARKS.find(([m]) => m === mark)![1] : code
  return { currency, amount: toNumber(digits, thousands), after: source.slice(before.index + whole.length) }
}

const toNumber = (digits: string, thousands: string | undefined) => Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1)

const PER_MONTH = /^\s*(?:\+\s*)?(?:\/\s*(?:month|mo)\b|(?:per|a|each)\s+month\b|monthly\b)/i
const PER_YEAR = /^\s*(?:\+\s*)?(?:\/\s*(?:year|yr)\b|(?:per|a|each)\s+year\b|annually\b|yearly\b)/i
const SAVINGS = /\b(savings|deposit|bank balance|in the bank)\b/i
const INVESTMENT = /\b(invest(ed|ment)?)\b/i

const NONE: MinIncomeParts = { incomeRequirement: 'none', incomeAmount: null, incomeCurrency: null, incomePeriod: null }

/**
 * The first amount of the text decides: "€9,800/year (about €820/month)" is €9,800 a year;
 * "$1,500/month (or $18,000 in savings)" is income; "฿500,000 in savings" is savings; a text with
 * no amount ("No fixed minimum (proof of income)") has no fixed minimum.
 */
export const readMinIncomeText = (text: string | null | undefined): MinIncomeParts => {
  const source = (text ?? '').trim()
  const found = firstAmount(source)
  if (!found) return NONE
  const { currency, amount, after } = found
  const period: IncomePeriod | null = PER_MONTH.test(after) ? 'month' : PER_YEAR.test(after) ? 'year' : null
  // The words right after the first amount say what it is ("in savings", "invested in …").
  const nextWords = after.split(/[(;]/)[0]
  const requirement: IncomeRequirement =
    period === null && INVESTMENT.test(nextWords) ? 'investment' : period === null && SAVINGS.test(nextWords) ? 'savings' : 'income'
  return { incomeRequirement: requirement, incomeAmount: Number.isFinite(amount) ? amount : null, incomeCurrency: currency ?? null, incomePeriod: requirement === 'income' ? period : null }
}
