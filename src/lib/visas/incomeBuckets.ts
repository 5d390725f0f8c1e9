import type { Visa } from '@/payload-types'

/** The income filter of /nomad-visas: its four buckets and their labels. */
export const INCOME_BUCKETS = [
  { value: 'under-1500', label: 'Under $1,500/mo', min: 0, below: 1500 },
  { value: '1500-2500', label: '$1,500-$2,500/mo', min: 1500, below: 2500 },
  { value: '2500-3500', label: '$2,500-$3,500/mo', min: 2500, below: 3500 },
  { value: 'over-3500', label: 'Over $3,500/mo', min: 3500, below: Infinity },
] as const

export type IncomeBucket = (typeof INCOME_BUCKETS)[number]['value']

export type VisaIncome = Pick<Visa, 'incomeRequirement' | 'minIncomeUsdMonthly'>

/** The bucket of a normalized monthly minimum in US dollars. */
export const incomeBucketOf = (usdMonthly: number): IncomeBucket =>
  INCOME_BUCKETS.find((bucket) => usdMonthly >= bucket.min && usdMonthly < bucket.below)!.value

/**
 * Whether a program shows under an income bucket. An income requirement counts by its normalized
 * monthly minimum in US dollars (a yearly one ÷ 12, other currencies converted); a program that
 * asks for no fixed minimum, or for savings or an investment instead of income, shows under
 * every bucket, labelled so; an income whose figure is missing (a part or a rate unknown) shows
 * under All only, never guessed.
 */
export const inIncomeBucket = ({ incomeRequirement, minIncomeUsdMonthly }: VisaIncome, bucket: IncomeBucket) => {
  if (incomeRequirement && incomeRequirement !== 'income') return true
  return typeof minIncomeUsdMonthly === 'number' && incomeBucketOf(minIncomeUsdMonthly) === bucket
}

export const isIncomeBucket = (value: unknown): value is IncomeBucket =>
  INCOME_BUCKETS.some((bucket) => bucket.value === value)
