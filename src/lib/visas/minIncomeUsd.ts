import { toUsd, type ExchangeRates } from '../money/exchangeRates'
import { type MinIncomeParts, readMinIncomeText } from './minIncomeText'

/**
 * The normalized minimum the income filter uses: US dollars a month (a yearly amount ÷ 12,
 * converted by the rate table), rounded to the dollar. Null for savings, an investment or no
 * fixed minimum, and when an amount, currency, period or rate is missing.
 */
export const monthlyMinimumUsd = (parts: Partial<MinIncomeParts>, rates: Pick<ExchangeRates, 'rates'>): number | null => {
  const { incomeRequirement, incomeAmount, incomeCurrency, incomePeriod } = parts
  if (incomeRequirement !== 'income' || incomeAmount == null || !incomeCurrency || !incomePeriod) return null
  const usd = toUsd(incomeAmount, incomeCurrency, rates)
  if (usd === null) return null
  return Math.round(incomePeriod === 'year' ? usd / 12 : usd)
}

const PART_NAMES = ['incomeRequirement', 'incomeAmount', 'incomeCurrency', 'incomePeriod'] as const

type VisaIncome = Partial<MinIncomeParts> & { minIncome?: string | null; minIncomeUsdMonthly?: number | null }

/**
 * A visa as saved: when its text changed (or it is new) and the editor did not set the parts in
 * the same save, the parts are read from the text; the USD figure always follows the parts and
 * today's rates. An editor's correction of the parts therefore stays until the text changes.
 */
export const withMinIncomeParts = <T extends VisaIncome>(data: T, previous: VisaIncome | undefined, rates: Pick<ExchangeRates, 'rates'>): T => {
  // A partial update (a REST PATCH of other fields) leaves the text and the parts as they were.
  const textChanged = !previous || ('minIncome' in data && data.minIncome !== previous.minIncome)
  const partsEdited = PART_NAMES.some((name) => name in data && (data[name] ?? null) !== (previous?.[name] ?? null))
  const parts = textChanged && !partsEdited ? readMinIncomeText(data.minIncome) : pickParts({ ...previous, ...data })
  // The parts stay as they are when the kind is not income: switching back loses nothing.
  return { ...data, ...parts, minIncomeUsdMonthly: monthlyMinimumUsd(parts, rates) }
}

const pickParts = (visa: VisaIncome): MinIncomeParts => ({
  incomeRequirement: visa.incomeRequirement ?? 'none',
  incomeAmount: visa.incomeAmount ?? null,
  incomeCurrency: visa.incomeCurrency ? visa.incomeCurrency.toUpperCase() : null,
  incomePeriod: visa.incomePeriod ?? null,
})
