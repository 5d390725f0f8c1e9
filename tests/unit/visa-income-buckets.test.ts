import { describe, expect, it } from 'vitest'

import { firstIncomeNumber, INCOME_BUCKETS, visaIncomeBucket } from '@/lib/visas/incomeBuckets'

describe('firstIncomeNumber: the first number of minIncome, commas removed', () => {
  it.each([
    ['$2,800/month', 2800],
    ['€3,280 per month', 3280],
    ['$50,000/year', 50000],
    ['$1,500/month (or $18,000 in savings)', 1500],
    ['฿500,000 in savings (about $15,000)', 500000],
    ['$1,000+/month (no fixed minimum)', 1000],
    ['$1499.50 a month', 1499.5],
  ])('%s → %d', (text, amount) => {
    expect(firstIncomeNumber(text)).toBe(amount)
  })

  it('is null when the text names no number', () => {
    expect(firstIncomeNumber('No fixed minimum (proof of income)')).toBeNull()
    expect(firstIncomeNumber('')).toBeNull()
    expect(firstIncomeNumber(null)).toBeNull()
  })
})

describe('visaIncomeBucket: the four buckets of the spec', () => {
  it.each([
    ['$700/month', 'under-1500'],
    ['$1,499/month', 'under-1500'],
    ['$1,500/month', '1500-2500'],
    ['$2,499/month', '1500-2500'],
    ['$2,500/month', '2500-3500'],
    ['€3,499/month', '2500-3500'],
    ['$3,500/month', 'over-3500'],
    ['$7,200/month (ISK 1,000,000)', 'over-3500'],
  ])('%s → %s', (text, bucket) => {
    expect(visaIncomeBucket(text)).toBe(bucket)
  })

  it('does not convert yearly amounts to monthly', () => {
    expect(visaIncomeBucket('$24,000/year')).toBe('over-3500')
    expect(visaIncomeBucket('€9,800/year (about €820/month)')).toBe('over-3500')
  })

  it('puts a text without a number in no bucket', () => {
    expect(visaIncomeBucket('No fixed minimum')).toBeNull()
  })

  it('labels the buckets as the spec does', () => {
    expect(INCOME_BUCKETS.map((bucket) => bucket.label)).toEqual([
      'Under $1,500/mo',
      '$1,500-$2,500/mo',
      '$2,500-$3,500/mo',
      'Over $3,500/mo',
    ])
  })
})
