import { describe, expect, it } from 'vitest'

import { MAX_SALARY_TEXT_LENGTH, payText } from '@/lib/ats/payText'
import type { PayInterval, SourcePay } from '@/lib/ats/types'
import { readSalaryText } from '@/lib/money/salaryText'

import { ashbyJobs, leverJobs, personioJobs, recruiteeJobs } from '../../helpers/atsSampleJobs'

const pay = (fields: Partial<SourcePay>): SourcePay => ({
  min: null,
  max: null,
  currency: 'USD',
  interval: 'year',
  ...fields,
})

/** What the board's salary reader makes of the text, to compare with the pay it came from. */
const readBack = (source: SourcePay) => readSalaryText(payText(source))

describe('the salary text', () => {
  it('writes a range, a single figure, a floor and a ceiling', () => {
    expect(payText(pay({ min: 120_000, max: 150_000 }))).toBe('USD 120,000–150,000 per year')
    expect(payText(pay({ min: 90_000, max: 90_000, currency: 'EUR' }))).toBe('EUR 90,000 per year')
    expect(payText(pay({ min: 60_000, currency: 'GBP' }))).toBe('From GBP 60,000 per year')
    expect(payText(pay({ max: 45.5, interval: 'hour' }))).toBe('Up to USD 45.50 per hour')
    expect(payText(pay({ min: 5_000, max: 7_000, currency: null, interval: null }))).toBe(
      '5,000–7,000',
    )
  })

  it('swaps a min above the max', () => {
    expect(payText(pay({ min: 150_000, max: 120_000 }))).toBe('USD 120,000–150,000 per year')
  })

  it('is null with no number, and for an absurd figure, with nothing invented', () => {
    expect(payText(null)).toBeNull()
    expect(payText(pay({}))).toBeNull()
    expect(payText(pay({ min: 75, max: 95 }))).toBeNull()
    expect(payText(pay({ min: 500, max: 50_000 }))).toBeNull()
    expect(payText(pay({ min: 120_000, max: 150_000, interval: 'hour' }))).toBeNull()
    expect(payText(pay({ min: 0, max: 0 }))).toBeNull()
    expect(payText(pay({ min: -5, max: 10, interval: 'hour' }))).toBeNull()
    expect(payText(pay({ min: Number.NaN, max: 100_000 }))).toBeNull()
  })

  it('allows a large hourly figure in a currency of small units', () => {
    expect(payText(pay({ min: 12_000, max: 15_000, currency: 'KRW', interval: 'hour' }))).toBe(
      'KRW 12,000–15,000 per hour',
    )
  })

  it('stays within 100 characters', () => {
    expect(
      (payText(pay({ min: 1e15, max: 2e15, currency: 'IDR' })) ?? '').length,
    ).toBeLessThanOrEqual(MAX_SALARY_TEXT_LENGTH)
  })
})

describe("read back by the board's salary reader", () => {
  const intervals: PayInterval[] = ['year', 'month', 'week', 'day', 'hour']
  const currencies = [
    'USD',
    'EUR',
    'GBP',
    'CAD',
    'AUD',
    'NZD',
    'SGD',
    'HKD',
    'BRL',
    'MXN',
    'CHF',
    'INR',
    'JPY',
    'PLN',
    'SEK',
    'NOK',
    'DKK',
    'CZK',
    'ZAR',
    'ILS',
    'AED',
    'TRY',
    'COP',
    'ARS',
    'KES',
    'RON',
    'PHP',
    'NGN',
    'IDR',
    'HUF',
    'CNY',
    'SAR',
  ]
  const amounts: Record<PayInterval, Array<[number | null, number | null]>> = {
    year: [
      [45_000, 60_000],
      [120_000, null],
      [null, 250_000],
      [1_200_000, 1_800_000],
      [85_000, 85_000],
    ],
    month: [
      [4_000, 6_500],
      [2_500.5, null],
      [null, 9_000],
    ],
    week: [
      [900, 1_400],
      [1_000, 1_000],
    ],
    day: [
      [350, 650],
      [null, 800],
    ],
    hour: [
      [25, 45.75],
      [34.62, null],
      [null, 120],
    ],
  }

  it('reads every form back to the same min, max, currency and period', () => {
    for (const currency of currencies) {
      for (const interval of intervals) {
        for (const [min, max] of amounts[interval]) {
          const source = pay({ min, max, currency, interval })
          expect(readBack(source), `${payText(source)}`).toEqual({
            min,
            max,
            currency,
            period: interval,
          })
        }
      }
    }
  })

  it('reads a pay without a currency or a period as without them', () => {
    expect(readBack(pay({ min: 50_000, max: 70_000, currency: null }))).toEqual({
      min: 50_000,
      max: 70_000,
      currency: null,
      period: 'year',
    })
    expect(readBack(pay({ min: 50_000, max: 70_000, interval: null }))).toEqual({
      min: 50_000,
      max: 70_000,
      currency: 'USD',
      period: null,
    })
  })
})

describe('the shared samples', () => {
  it("Lever's salaryRange", () => {
    const [demo] = leverJobs('lever/leverdemo-postings-6.json').filter((job) => job.pay)
    expect(payText(demo.pay)).toBe('USD 10,000–125,000 per year')
    expect(
      leverJobs('lever/peopleai-postings-remote-4.json').map((job) => payText(job.pay)),
    ).toEqual(['USD 200,000–270,000 per year', 'USD 350,000–400,000 per year', null, null])
  })

  it("Ashby's salary component", () => {
    const reedsy = ashbyJobs('ashby/reedsy-job-board-18-2025.json')
    expect(payText(reedsy[0].pay)).toBe('USD 25,000–45,000 per year')
    expect(
      payText(reedsy.find((job) => job.title === 'Senior NodeJS Engineer - Remote Europe')!.pay),
    ).toBe('EUR 60,000–100,000 per year')
  })

  it('Recruitee\'s salary strings, and its "75.00" a year left out', () => {
    const [accountant] = recruiteeJobs('recruitee/acme-sanitized-offers-2.json')
    expect(payText(accountant.pay)).toBe('EUR 60,000–75,000 per year')
    const office = recruiteeJobs('recruitee/aikido-offers-3.json').find(
      (job) => job.title === 'Office Manager Chicago',
    )!
    expect(office.pay).toMatchObject({ min: 75, max: 95, interval: 'year' })
    expect(payText(office.pay)).toBeNull()
  })

  it("Personio's min with an empty max", () => {
    const [first] = personioJobs('personio/demo-account-positions-11.xml')
    expect(payText(first.pay)).toBe('From GBP 100,000 per year')
    expect(readBack(first.pay as SourcePay)).toEqual({
      min: 100_000,
      max: null,
      currency: 'GBP',
      period: 'year',
    })
  })
})
