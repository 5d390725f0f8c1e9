import type { PayInterval, SourcePay } from './types'

export const MAX_SALARY_TEXT_LENGTH = 100

const PER: Record<PayInterval, string> = {
  year: 'per year',
  month: 'per month',
  week: 'per week',
  day: 'per day',
  hour: 'per hour',
}

/**
 * Currencies whose unit is worth a few US cents or less, where 10,000 an hour is an ordinary wage
 * (KRW, JPY, IDR …): the hourly ceiling below does not apply to them.
 */
const SMALL_UNIT_CURRENCIES = new Set(
  'ARS CLP COP CRC HUF IDR IQD IRR ISK JPY KES KHR KRW KZT LAK LBP LKR MMK MNT MWK NGN PKR PYG RWF SLL SYP TZS UGX UZS VND XAF XOF'.split(
    ' ',
  ),
)

/**
 * A figure no one is paid, as hiring systems sometimes hold them (Recruitee's "75.00" a year): a
 * yearly pay under 1,000, or an hourly one over 10,000 in a currency whose unit is not tiny.
 */
const isAbsurd = (amount: number, interval: PayInterval | null, currency: string | null) =>
  !Number.isFinite(amount) ||
  amount <= 0 ||
  (interval === 'year' && amount < 1_000) ||
  (interval === 'hour' && amount > 10_000 && !(currency && SMALL_UNIT_CURRENCIES.has(currency)))

/** "120,000" or "34.50": whole numbers with thousands marks, the rest with two decimals, as readSalaryText reads them. */
const figure = (amount: number) =>
  Number.isInteger(amount)
    ? amount.toLocaleString('en-US')
    : amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * The job's salary_range from the API's pay fields, in the one form the board's salary reader
 * (readSalaryText) reads back to the same numbers, currency and period: "USD 120,000–150,000 per
 * year", "From EUR 60,000 per year", "Up to GBP 40 per hour". Min above max is swapped. Null when
 * there is no number, or one is absurd (nothing is invented in its place).
 */
export const payText = (pay: SourcePay | null | undefined): string | null => {
  if (!pay) return null
  const currency =
    pay.currency && /^[A-Z]{3}$/.test(pay.currency.trim().toUpperCase())
      ? pay.currency.trim().toUpperCase()
      : null
  // Cents at most: the text holds two decimals, and must read back to the same numbers.
  const amounts = [pay.min, pay.max].map((amount) =>
    typeof amount === 'number' ? Math.round(amount * 100) / 100 : null,
  )
  if (amounts.every((amount) => amount === null)) return null
  if (amounts.some((amount) => amount !== null && isAbsurd(amount, pay.interval, currency)))
    return null
  const [low, high] =
    amounts[0] !== null && amounts[1] !== null && amounts[0] > amounts[1]
      ? [amounts[1], amounts[0]]
      : amounts
  const money = (text: string) =>
    [currency, text, pay.interval ? PER[pay.interval] : null].filter(Boolean).join(' ')
  const text =
    low !== null && high !== null
      ? money(low === high ? figure(low) : `${figure(low)}–${figure(high)}`)
      : low !== null
        ? `From ${money(figure(low))}`
        : `Up to ${money(figure(high as number))}`
  return text.length <= MAX_SALARY_TEXT_LENGTH ? text : null
}
