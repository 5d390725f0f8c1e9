import { describe, expect, it } from 'vitest'

import { salaryUsdLabel, yearlySalaryUsd } from '@/lib/money/salaryUsd'
import { readSalaryText } from '@/lib/money/salaryText'
import { weeklyHoursIn } from '@/lib/money/weeklyHours'

const rates = {
  rates: [
    { currency: 'EUR', usdPerUnit: 1.15 },
    { currency: 'GBP', usdPerUnit: 1.31 },
    { currency: 'CAD', usdPerUnit: 0.72 },
    { currency: 'AUD', usdPerUnit: 0.65 },
    { currency: 'CHF', usdPerUnit: 1.24 },
    { currency: 'INR', usdPerUnit: 0.012 },
    { currency: 'PLN', usdPerUnit: 0.27 },
    { currency: 'BRL', usdPerUnit: 0.18 },
    { currency: 'SGD', usdPerUnit: 0.77 },
    { currency: 'JPY', usdPerUnit: 0.0067 },
    { currency: 'PHP', usdPerUnit: 0.017 },
    { currency: 'SEK', usdPerUnit: 0.095 },
    { currency: 'ZAR', usdPerUnit: 0.055 },
  ],
}

/**
 * Salary texts as employers write them on job boards, with what a reader takes them to mean, in
 * US dollars a year: [text, min, max, unsure].
 */
const CORPUS: Array<[string, number | null, number | null, boolean]> = [
  ['$80,000 - $100,000', 80_000, 100_000, false],
  ['$80k - $100k', 80_000, 100_000, false],
  ['$80K–$100K USD', 80_000, 100_000, false],
  ['80-100k USD', 80_000, 100_000, false],
  ['$120,000 - $150,000 + equity', 120_000, 150_000, false],
  ['$150k-$180k base, OTE $250k', 150_000, 180_000, false],
  ['Salary: $110k–$130k', 110_000, 130_000, false],
  ['$130,000 – $160,000 a year', 130_000, 160_000, false],
  ['$90,000 USD/year', 90_000, 90_000, false],
  ['US$ 100k', 100_000, 100_000, false],
  ['$100,000+', 100_000, null, false],
  ['Up to $120k', null, 120_000, false],
  ['$60k - $80k (DOE)', 60_000, 80_000, false],
  ['$35 - $50/hour', 72_800, 104_000, false],
  ['$40/hr', 83_200, 83_200, false],
  ['$45 – $60 per hour', 93_600, 124_800, false],
  ['USD 5,000/month', 60_000, 60_000, false],
  ['$6k/mo', 72_000, 72_000, false],
  ['$500/day', 130_000, 130_000, false],
  ['$2,000/week', 104_000, 104_000, false],
  ['€45,000 - €60,000', 51_750, 69_000, false],
  ['€45k–60k', 51_750, 69_000, false],
  ['€70-80k', 80_500, 92_000, false],
  ['80k€', 92_000, 92_000, false],
  ['60.000 € - 75.000 €', 69_000, 86_250, false],
  ['€ 4.500 brutto/Monat', 62_100, 62_100, false],
  ['From €50k', 57_500, null, false],
  ['£50,000 per annum', 65_500, 65_500, false],
  ['£40k - £50k + benefits', 52_400, 65_500, false],
  ['Up to £65,000', null, 85_150, false],
  ['£350-£450 per day', 119_210, 153_270, false],
  ['CAD 90,000 - 110,000', 64_800, 79_200, false],
  ['A$120k', 78_000, 78_000, false],
  ['AUD 100,000–120,000', 65_000, 78_000, false],
  ["CHF 120'000", 148_800, 148_800, false],
  ['₹12,00,000 - ₹18,00,000', 14_400, 21_600, false],
  ['12-18 LPA', 14_400, 21_600, false],
  ['PLN 15 000 - 20 000 monthly', 48_600, 64_800, false],
  ['15,000 - 20,000 PLN net/month', 48_600, 64_800, false],
  ['R$ 8.000 - R$ 12.000 / mês', 17_280, 25_920, false],
  ['SGD 8,000 - 10,000 monthly', 73_920, 92_400, false],
  ['₱60,000/month', 12_240, 12_240, false],
  ['¥6,000,000', 40_200, 40_200, false],
  ['70 000 - 90 000 SEK/mån', 79_800, 102_600, false],
  ['ZAR 600k', 33_000, 33_000, false],
  // No currency: read as dollars, and a moderator is asked to look.
  ['90,000 - 110,000', 90_000, 110_000, true],
  // No period on a small figure: guessed, and marked.
  ['$45-60', 93_600, 124_800, true],
  ['$5,000', 60_000, 60_000, true],
  // A figure after a word that says there is one: still read.
  ['Competitive ($90k-$110k)', 90_000, 110_000, false],
  // A percentage is not a salary.
  ['$100k + up to 20% bonus', 100_000, 100_000, false],
  // A currency the rate table lacks: no numbers, marked.
  ['0.5 - 1.5 BTC', null, null, true],
]

describe('salary text as US dollars a year', () => {
  it(`reads ${CORPUS.length} real-world salary texts`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40)
    const wrong = CORPUS.flatMap(([text, minUsd, maxUsd, unsure]) => {
      const got = yearlySalaryUsd(text, rates)
      const expected = { minUsd, maxUsd, unsure }
      return JSON.stringify(got) === JSON.stringify(expected) ? [] : [{ text, expected, got }]
    })
    expect(wrong).toEqual([])
  })

  it.each(['Competitive', 'DOE', 'Negotiable', 'Not Specified', 'Competitive salary + equity', 'Equity only', 'Competitive + 401(k)', '', '$0'])('"%s" has no figure', (text) => {
    expect(yearlySalaryUsd(text, rates)).toBeNull()
  })

  it('reads the currency and period it was given, before any conversion', () => {
    expect(readSalaryText('€45k–60k per year')).toEqual({ min: 45_000, max: 60_000, currency: 'EUR', period: 'year' })
    expect(readSalaryText('$35 - $50/hour')).toEqual({ min: 35, max: 50, currency: 'USD', period: 'hour' })
  })

  it('labels the numbers for a card', () => {
    expect(salaryUsdLabel({ minUsd: 83_000, maxUsd: 104_000 })).toBe('≈ $83k–104k/yr')
    expect(salaryUsdLabel({ minUsd: 100_000, maxUsd: null })).toBe('≈ $100k+/yr')
    expect(salaryUsdLabel({ minUsd: null, maxUsd: 85_150 })).toBe('≈ up to $85k/yr')
    expect(salaryUsdLabel({ minUsd: null, maxUsd: null })).toBeNull()
  })
})

describe('hourly pay of a part-time or contract job', () => {
  const partTime = (weeklyHours: { min: number; max: number } | null) => ({ fullTime: false, weeklyHours })

  it('is no yearly figure while its hours are unknown, and is shown as written', () => {
    const usd = yearlySalaryUsd('$35 - $50/hour', rates, partTime(null))
    expect(usd).toEqual({ minUsd: null, maxUsd: null, unsure: false })
    expect(salaryUsdLabel(usd!)).toBeNull()
    // A full-time job's hourly rate is paid 2,080 hours a year, as before.
    expect(yearlySalaryUsd('$35 - $50/hour', rates)).toEqual({ minUsd: 72_800, maxUsd: 104_000, unsure: false })
  })

  it('is paid for the hours a week the job states', () => {
    expect(yearlySalaryUsd('$35 - $50/hour', rates, partTime({ min: 20, max: 20 }))).toEqual({ minUsd: 36_400, maxUsd: 52_000, unsure: false })
    // One rate and 15 to 20 hours a week: the year's pay spans the hours.
    expect(yearlySalaryUsd('£20/hr', rates, partTime({ min: 15, max: 20 }))).toEqual({ minUsd: Math.round(20 * 1.31 * 15 * 52), maxUsd: Math.round(20 * 1.31 * 20 * 52), unsure: false })
  })

  it('leaves yearly and monthly pay of a part-time job as written', () => {
    expect(yearlySalaryUsd('$30,000 - $40,000 a year', rates, partTime(null))).toEqual({ minUsd: 30_000, maxUsd: 40_000, unsure: false })
    expect(yearlySalaryUsd('$2,000/month', rates, partTime(null))).toMatchObject({ minUsd: 24_000, maxUsd: 24_000 })
  })
})

describe('the hours a week a job states', () => {
  it('reads the ways job posts say it', () => {
    expect(weeklyHoursIn('a part-time content writer (around 20 hours per week) to write')).toEqual({ min: 20, max: 20 })
    expect(weeklyHoursIn('for about 20 hours a week.')).toEqual({ min: 20, max: 20 })
    expect(weeklyHoursIn('You choose your own hours, around 15 to 20 per week, including evenings')).toEqual({ min: 15, max: 20 })
    expect(weeklyHoursIn('$30/h, 10-15 hrs/week')).toEqual({ min: 10, max: 15 })
    expect(weeklyHoursIn('20h/week')).toEqual({ min: 20, max: 20 })
  })

  it('reads nothing from money, days or figures no week holds', () => {
    for (const text of ['$500 per week', '4 days a week', 'Four hours of overlap with US Pacific time', '80 hours per week', 'We meet twice a week', null]) {
      expect(weeklyHoursIn(text), String(text)).toBeNull()
    }
  })
})
