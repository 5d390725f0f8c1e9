import { type ExchangeRates, toUsd } from './exchangeRates'
import { readSalaryText, type SalaryReading } from './salaryText'

/** Paid hours, days, weeks and months in a working year. */
const PER_YEAR: Record<NonNullable<SalaryReading['period']>, number> = { hour: 2080, day: 260, week: 52, month: 12, year: 1 }

/** A salary as US dollars a year; `unsure` asks a moderator to look (the text left something to guess). */
export type SalaryUsd = { minUsd: number | null; maxUsd: number | null; unsure: boolean }

/** With no period written, the size of the figure says which: $95,000 is a year, $45 an hour, $6,000 a month. */
const guessPeriod = (usd: number): { period: NonNullable<SalaryReading['period']>; unsure: boolean } => {
  if (usd >= 15_000) return { period: 'year', unsure: false }
  if (usd < 250) return { period: 'hour', unsure: true }
  return { period: 'month', unsure: true }
}

/**
 * How much of a week the job takes: a full-time job's hourly rate is paid 2,080 hours a year; a
 * part-time or contract job's only for the hours its text states (`weeklyHours`), if any.
 */
export type Work = { fullTime: boolean; weeklyHours: { min: number; max: number } | null }
const FULL_TIME: Work = { fullTime: true, weeklyHours: null }

/**
 * A salary text as yearly US dollars (hourly × 2,080, daily × 260, weekly × 52, monthly × 12;
 * a part-time or contract job's hourly rate × the hours a week it states × 52, or none),
 * converted with the admin's rate table. Null when the text holds no figure ("Competitive",
 * "DOE"). A figure in a currency the table lacks gets no numbers and is marked unsure; so is one
 * with no currency (read as dollars) or no period beyond the obvious yearly figure.
 */
export const yearlySalaryUsd = (text: string | null | undefined, rates: Pick<ExchangeRates, 'rates'>, work: Work = FULL_TIME): SalaryUsd | null => {
  const reading = readSalaryText(text)
  if (!reading) return null
  const currency = reading.currency ?? 'USD'
  const toDollars = (amount: number | null) => (amount === null ? null : toUsd(amount, currency, rates))
  const [low, high] = [toDollars(reading.min), toDollars(reading.max)]
  const figure = high ?? low
  if (figure === null) return { minUsd: null, maxUsd: null, unsure: true }
  const guessed = reading.period ? { period: reading.period, unsure: false } : guessPeriod(figure)
  const unsure = guessed.unsure || reading.currency === null
  if (guessed.period === 'hour' && !work.fullTime) {
    // Hours unknown: an hourly rate is no yearly pay, and the pay filter does not pretend it is.
    if (!work.weeklyHours) return { minUsd: null, maxUsd: null, unsure }
    const yearly = (usd: number | null, hours: number) => (usd === null ? null : Math.round(usd * hours * 52))
    return { minUsd: yearly(low, work.weeklyHours.min), maxUsd: yearly(high, work.weeklyHours.max), unsure }
  }
  const yearly = (usd: number | null) => (usd === null ? null : Math.round(usd * PER_YEAR[guessed.period]))
  return { minUsd: yearly(low), maxUsd: yearly(high), unsure }
}

/** "≈ $83k–104k/yr" beside the original text on a card; null without numbers. */
export const salaryUsdLabel = ({ minUsd, maxUsd }: Pick<SalaryUsd, 'minUsd' | 'maxUsd'>): string | null => {
  const k = (usd: number) => (usd >= 1000 ? `${Math.round(usd / 1000)}k` : String(usd))
  if (minUsd !== null && maxUsd !== null) return minUsd === maxUsd ? `≈ $${k(minUsd)}/yr` : `≈ $${k(minUsd)}–${k(maxUsd)}/yr`
  if (minUsd !== null) return `≈ $${k(minUsd)}+/yr`
  if (maxUsd !== null) return `≈ up to $${k(maxUsd)}/yr`
  return null
}
