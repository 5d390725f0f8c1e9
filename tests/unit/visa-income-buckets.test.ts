import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { checkRateRows, toUsd } from '@/lib/money/exchangeRates'
import { INCOME_BUCKETS, inIncomeBucket } from '@/lib/visas/incomeBuckets'
import { monthlyMinimumUsd, withMinIncomeParts } from '@/lib/visas/minIncomeUsd'
import { readMinIncomeText } from '@/lib/visas/minIncomeText'
import { incomeNote } from '@/lib/visas/visaCardData'
import { visaFigures } from '@/lib/visas/visaFigures'
import type { Visa } from '@/payload-types'

const rates = { rates: [{ currency: 'EUR', usdPerUnit: 1.15 }, { currency: 'THB', usdPerUnit: 0.031 }, { currency: 'ISK', usdPerUnit: 0.0079 }] }
const usdOf = (text: string) => monthlyMinimumUsd(readMinIncomeText(text), rates)

describe('a minimum-income text read into parts', () => {
  it.each([
    ['€3,480/month', 'income', 3480, 'EUR', 'month'],
    ['€9,800/year (about €820/month)', 'income', 9800, 'EUR', 'year'],
    ['$1,500/month (or $18,000 in savings)', 'income', 1500, 'USD', 'month'],
    ['$7,200/month (ISK 1,000,000)', 'income', 7200, 'USD', 'month'],
    ['$600/month (NZ$1,000 per month of stay)', 'income', 600, 'USD', 'month'],
    ['ISK 1,000,000 per month', 'income', 1000000, 'ISK', 'month'],
    ['3,000 EUR/month', 'income', 3000, 'EUR', 'month'],
    ['$50k a year', 'income', 50000, 'USD', 'year'],
    ['฿500,000 in savings (about $15,000)', 'savings', 500000, 'THB', null],
    ['€50,000 deposit with the Andorran Financial Authority', 'savings', 50000, 'EUR', null],
    ['€4,500 invested in a Dutch business account', 'investment', 4500, 'EUR', null],
    ['No fixed minimum (proof of remote income)', 'none', null, null, null],
    ['Proof of foreign income (set by the implementing rules)', 'none', null, null, null],
  ])('%s', (text, incomeRequirement, incomeAmount, incomeCurrency, incomePeriod) => {
    expect(readMinIncomeText(text)).toEqual({ incomeRequirement, incomeAmount, incomeCurrency, incomePeriod })
  })
})

describe('the normalized monthly minimum in US dollars', () => {
  it('divides a yearly amount by 12 and converts by the rate table', () => {
    expect(usdOf('€9,800/year (about €820/month)')).toBe(939)
    expect(usdOf('$24,000/year')).toBe(2000)
    expect(usdOf('€3,480/month')).toBe(4002)
    expect(usdOf('$2,000/month')).toBe(2000)
  })

  it('has none for savings, an investment, no fixed minimum, or a currency without a rate', () => {
    expect(usdOf('฿500,000 in savings')).toBeNull()
    expect(usdOf('€4,500 invested in a business')).toBeNull()
    expect(usdOf('No fixed minimum')).toBeNull()
    expect(usdOf('CZK 50,000/month')).toBeNull()
    expect(toUsd(100, 'CZK', rates)).toBeNull()
  })

  it('checks the rate table an editor saves', () => {
    expect(checkRateRows([{ currency: 'EUR' }, { currency: 'gbp' }])).toBe(true)
    expect(checkRateRows([{ currency: 'EURO' }])).toMatch(/not a three-letter currency code/)
    expect(checkRateRows([{ currency: 'EUR' }, { currency: 'eur' }])).toBe('EUR is listed twice.')
    expect(checkRateRows([{ currency: 'USD' }])).toMatch(/USD needs no row/)
  })
})

describe('the income buckets', () => {
  const visa = (text: string) => {
    const parts = readMinIncomeText(text)
    return { ...parts, minIncomeUsdMonthly: monthlyMinimumUsd(parts, rates) }
  }
  const bucketsOf = (text: string) => INCOME_BUCKETS.filter((bucket) => inIncomeBucket(visa(text), bucket.value)).map((b) => b.value)

  it('put an income by its monthly US dollar figure, the edges in the upper bucket', () => {
    expect(bucketsOf('€9,800/year (about €820/month)')).toEqual(['under-1500'])
    expect(bucketsOf('$1,499/month')).toEqual(['under-1500'])
    expect(bucketsOf('$1,500/month')).toEqual(['1500-2500'])
    expect(bucketsOf('$2,500/month')).toEqual(['2500-3500'])
    expect(bucketsOf('$3,500/month')).toEqual(['over-3500'])
    expect(bucketsOf('$36,000/year')).toEqual(['2500-3500'])
    expect(bucketsOf('$42,000/year')).toEqual(['over-3500'])
  })

  it('show no fixed minimum, savings and investments under every bucket; an unconverted income under none', () => {
    const all = INCOME_BUCKETS.map((bucket) => bucket.value)
    expect(bucketsOf('No fixed minimum')).toEqual(all)
    expect(bucketsOf('฿500,000 in savings (about $15,000)')).toEqual(all)
    expect(bucketsOf('€4,500 invested in a Dutch business account')).toEqual(all)
    expect(bucketsOf('CZK 50,000/month')).toEqual([])
  })

  it('label the buckets as the spec does', () => {
    expect(INCOME_BUCKETS.map((bucket) => bucket.label)).toEqual(['Under $1,500/mo', '$1,500-$2,500/mo', '$2,500-$3,500/mo', 'Over $3,500/mo'])
  })
})

describe('an editor saving a visa', () => {
  it('gets the parts read from a new or changed text, and keeps a correction until the text changes', () => {
    const created = withMinIncomeParts({ minIncome: '€9,800/year' }, undefined, rates)
    expect(created).toMatchObject({ incomeRequirement: 'income', incomeAmount: 9800, incomeCurrency: 'EUR', incomePeriod: 'year', minIncomeUsdMonthly: 939 })

    // The editor says the text's amount is really a bank balance: kept, and no monthly figure.
    const corrected = withMinIncomeParts({ ...created, incomeRequirement: 'savings' as const }, created, rates)
    expect(corrected).toMatchObject({ incomeRequirement: 'savings', incomePeriod: 'year', minIncomeUsdMonthly: null })
    // Switching back loses nothing.
    expect(withMinIncomeParts({ ...corrected, incomeRequirement: 'income' as const }, corrected, rates)).toMatchObject({ minIncomeUsdMonthly: 939 })
    // Saving other fields, or the same text again, keeps the correction.
    const otherField = { cost: '€50' } as Record<string, unknown>
    expect(withMinIncomeParts({ ...corrected, ...otherField }, corrected, rates)).toMatchObject({ incomeRequirement: 'savings' })
    expect(withMinIncomeParts(otherField, corrected, rates)).toMatchObject({ incomeRequirement: 'savings', minIncomeUsdMonthly: null })
    // A new text is read afresh.
    expect(withMinIncomeParts({ ...corrected, minIncome: '$2,000/month' }, corrected, rates)).toMatchObject({ incomeRequirement: 'income', minIncomeUsdMonthly: 2000 })
  })
})

describe('what a card and the stats strip show', () => {
  const card = (text: string) => {
    const parts = readMinIncomeText(text)
    return incomeNote({ minIncome: text, ...parts, minIncomeUsdMonthly: monthlyMinimumUsd(parts, rates) } as Visa)
  }

  it('notes the monthly dollar figure or the kind beside the text', () => {
    expect(card('€9,800/year (about €820/month)')).toBe('≈ $939/mo')
    expect(card('$2,000/month')).toBeNull()
    expect(card('฿500,000 in savings')).toBe('Savings, not income')
    expect(card('€4,500 invested in a Dutch business account')).toBe('An investment, not income')
    expect(card('Proof of foreign income (set by the implementing rules)')).toBe('No fixed minimum')
    expect(card('No fixed minimum (proof of employment)')).toBeNull()
  })

  it('computes the stats strip from the seeded programs', () => {
    const seeded = JSON.parse(readFileSync('seed/visas.json', 'utf8')) as Visa[]
    const seedRates = JSON.parse(readFileSync('seed/exchange-rates.json', 'utf8'))
    const figures = visaFigures(seeded.map((v) => ({ ...v, minIncomeUsdMonthly: monthlyMinimumUsd(readMinIncomeText(v.minIncome), seedRates) })))
    expect(figures).toEqual([
      { title: String(seeded.length), text: 'Countries with remote work visas' },
      { title: '90\u00a0days–5\u00a0years', text: 'First stay granted' },
      { title: '$600–$8.3K/mo', text: 'Minimum monthly income' },
      { title: '2\u00a0days–3\u00a0months', text: 'Processing time' },
    ])
    expect(visaFigures([{ duration: 'Up to 18 months', processingTime: '2-4 weeks', minIncomeUsdMonthly: 2500 }])).toEqual([
      { title: '1', text: 'Country with a remote work visa' },
      { title: '18\u00a0months', text: 'First stay granted' },
      { title: '$2.5K–$2.5K/mo', text: 'Minimum monthly income' },
      { title: '2–4\u00a0weeks', text: 'Processing time' },
    ])
  })
})
