/** The income filter of /nomad-visas: the spec's four buckets and their labels. */
export const INCOME_BUCKETS = [
  { value: 'under-1500', label: 'Under $1,500/mo', min: 0, below: 1500 },
  { value: '1500-2500', label: '$1,500-$2,500/mo', min: 1500, below: 2500 },
  { value: '2500-3500', label: '$2,500-$3,500/mo', min: 2500, below: 3500 },
  { value: 'over-3500', label: 'Over $3,500/mo', min: 3500, below: Infinity },
] as const

export type IncomeBucket = (typeof INCOME_BUCKETS)[number]['value']

/**
 * The first number in a minimum-income text, commas removed: '$2,800/month' → 2800,
 * '€3,280 per month' → 3280, '$50,000/year' → 50000 (yearly amounts are not converted).
 */
export const firstIncomeNumber = (minIncome: string | null | undefined): number | null => {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(minIncome ?? '')
  if (!match) return null
  const value = Number(match[0].replace(/,/g, ''))
  return Number.isFinite(value) ? value : null
}

/** The bucket a visa falls in, or null when its minimum income names no number. */
export const visaIncomeBucket = (minIncome: string | null | undefined): IncomeBucket | null => {
  const amount = firstIncomeNumber(minIncome)
  if (amount === null) return null
  return INCOME_BUCKETS.find((bucket) => amount >= bucket.min && amount < bucket.below)!.value
}

export const isIncomeBucket = (value: unknown): value is IncomeBucket =>
  INCOME_BUCKETS.some((bucket) => bucket.value === value)
