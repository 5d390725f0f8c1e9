import { POST_JOB_LIMITS } from './fieldLimits'

/** The currencies a poster picks from: the board's most common, each read back by the salary reader. */
export const SALARY_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'INR', 'BRL', 'MXN', 'PLN', 'SGD', 'JPY', 'ZAR'] as const
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number]
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = { year: 'per year', month: 'per month', hour: 'per hour' }

const { amountMax, textMax } = POST_JOB_LIMITS.salary

/** The salary's messages, their limits read from POST_JOB_LIMITS (fieldLimits.ts). */
export const SALARY_MESSAGES = {
  amount: `Please enter an amount (a whole number, up to ${amountMax.toLocaleString('en-US')})`,
  range: 'The maximum must not be less than the minimum',
  currency: 'Please choose the currency',
  period: 'Please choose per year, month or hour',
  textLong: `Pay details must be less than ${textMax} characters`,
} as const

/** The salary a poster gives: a range (either end may be left out), its currency and period, and text for the rest. */
export type PostedSalary = {
  salary_min?: number | null
  salary_max?: number | null
  salary_currency?: SalaryCurrency | null
  salary_period?: SalaryPeriod | null
  /** What the numbers do not say ("+ equity", "DOE"), or the whole pay in words. */
  salary_range?: string | null
}

/** The words that still fit beside the amounts, in the salary as the board stores it. */
export const salaryWordsTooLong = (room: number) => `Pay details must be less than ${room} characters beside the amounts`

/**
 * What is wrong with the salary as a whole, by field: a maximum below the minimum, or words that
 * with the amounts would not fit the stored salary text (each field's own value is the schema's to check).
 */
export const postedSalaryProblems = (salary: PostedSalary): Array<{ path: string; message: string }> => {
  const { salary_min: min, salary_max: max } = salary
  if (typeof min === 'number' && typeof max === 'number' && max < min) return [{ path: 'salary_max', message: SALARY_MESSAGES.range }]
  const text = postedSalaryText(salary)
  if (text && text.length > textMax) {
    const words = salary.salary_range?.trim() ?? ''
    return [{ path: 'salary_range', message: salaryWordsTooLong(textMax - (text.length - words.length)) }]
  }
  return []
}

const SYMBOLS: Partial<Record<SalaryCurrency, string>> = { USD: '$', EUR: '€', GBP: '£' }
const PER: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' }

/**
 * The salary as the board shows it and its reader reads it back: "$80,000 - $100,000 a year",
 * "From €45 an hour", "Up to CHF 120,000 a year", then the poster's own words; only the words
 * without numbers. Null when nothing was given.
 */
export const postedSalaryText = ({ salary_min: min, salary_max: max, salary_currency, salary_period, salary_range }: PostedSalary): string | null => {
  const words = salary_range?.trim() || null
  if (typeof min !== 'number' && typeof max !== 'number') return words
  const currency = salary_currency ?? 'USD'
  const amount = (value: number) => {
    const digits = value.toLocaleString('en-US', { maximumFractionDigits: 2 })
    return SYMBOLS[currency] ? `${SYMBOLS[currency]}${digits}` : `${currency} ${digits}`
  }
  const range =
    typeof min === 'number' && typeof max === 'number'
      ? min === max
        ? amount(min)
        : `${amount(min)} - ${amount(max)}`
      : typeof min === 'number'
        ? `From ${amount(min)}`
        : `Up to ${amount(max!)}`
  const text = `${range} ${PER[salary_period ?? 'year']}`
  return words ? `${text}, ${words}` : text
}

/** The job's fields without the form's salary fields, with the salary as the board stores it. */
export const withPostedSalary = <T extends PostedSalary>(data: T) => {
  const { salary_min: _min, salary_max: _max, salary_currency: _currency, salary_period: _period, ...job } = data
  const text = postedSalaryText(data)
  return { ...job, salary_range: text }
}
