import { describe, expect, it } from 'vitest'

import { httpUrl } from '@/lib/ats/adapters/httpUrl'
import { isoTime } from '@/lib/ats/adapters/isoTime'
import { textOf } from '@/lib/ats/adapters/payloadValues'
import { uniquePlaces } from '@/lib/ats/adapters/placeLists'
import { settleEach } from '@/lib/ats/adapters/settleEach'
import { amountOf, currencyOf, intervalOf, sourcePay } from '@/lib/ats/adapters/sourcePay'

describe('reading values from ATS payloads', () => {
  it('writes every kind of date the APIs use as ISO 8601 in UTC', () => {
    expect(isoTime(1502907102690)).toBe('2017-08-16T18:11:42.690Z')
    expect(isoTime('2026-07-14T18:35:00-04:00')).toBe('2026-07-14T22:35:00.000Z')
    expect(isoTime('2026-08-11 20:45:29 UTC')).toBe('2026-08-11T20:45:29.000Z')
    expect(isoTime('2026-06-30')).toBe('2026-06-30T00:00:00.000Z')
    expect(isoTime('Posted 8 Days Ago')).toBeNull()
    expect(isoTime('2026-13-45')).toBeNull()
    expect(isoTime('')).toBeNull()
    expect(isoTime(null)).toBeNull()
  })

  it('reads amounts from numbers and numeric strings only', () => {
    expect(amountOf('75000')).toBe(75000)
    expect(amountOf('100000.00')).toBe(100000)
    expect(amountOf('75,000')).toBe(75000)
    expect(amountOf(211400)).toBe(211400)
    expect(amountOf('')).toBeNull()
    expect(amountOf('75k')).toBeNull()
    expect(amountOf(-5)).toBeNull()
    expect(amountOf(Number.NaN)).toBeNull()
  })

  it('maps pay periods and currencies', () => {
    expect(
      [
        'per-year-salary',
        'per-month-salary',
        'per-hour-wage',
        'per-day-wage',
        'per-week-salary',
      ].map(intervalOf),
    ).toEqual(['year', 'month', 'hour', 'day', 'week'])
    expect(
      [
        'HOURLY',
        'DAILY',
        'WEEKLY',
        'MONTHLY',
        'YEARLY',
        'ANNUAL',
        'yearly',
        'biweekly',
        'one-time',
      ].map(intervalOf),
    ).toEqual(['hour', 'day', 'week', 'month', 'year', 'year', 'year', null, null])
    expect(['€', '£', '$', 'usd', 'kr', ''].map(currencyOf)).toEqual([
      'EUR',
      'GBP',
      'USD',
      'USD',
      null,
      null,
    ])
    expect(sourcePay({ min: null, max: null, currency: null, interval: null })).toBeNull()
  })

  it('trims text, zero-width characters included, and keeps only absolute http(s) addresses', () => {
    expect(textOf('  Customer Success  ')).toBe('Customer Success')
    expect(textOf('Delivery\u200b')).toBe('Delivery')
    expect(textOf(' \u200b ')).toBeNull()
    expect(textOf(2700825)).toBe('2700825')
    expect(textOf({})).toBeNull()
    expect(httpUrl('https://jobs.lever.co/acme/1')).toBe('https://jobs.lever.co/acme/1')
    expect(httpUrl('/o/job')).toBeNull()
    expect(httpUrl('mailto:jobs@acme.com')).toBeNull()
    expect(httpUrl('javascript:alert(1)')).toBeNull()
  })

  it('keeps places once whatever their case, without empty ones', () => {
    expect(uniquePlaces(['London, UK', ' london, uk ', '', null, 'Remote', 'REMOTE'])).toEqual([
      'London, UK',
      'Remote',
    ])
  })

  it('settles every item in order, a failure included, with at most the given number in flight', async () => {
    let inFlight = 0
    let most = 0
    const outcomes = await settleEach([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      inFlight++
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 8 - item))
      inFlight--
      if (item === 4) throw new Error('four')
      return item * 10
    })
    expect(most).toBe(3)
    expect(
      outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed')),
    ).toEqual([10, 20, 30, 'failed', 50, 60, 70])
    expect(await settleEach([], 4, async () => 1)).toEqual([])
  })
})
