import { describe, expect, it } from 'vitest'

import { flagFilePath } from '@/lib/visas/flagFile'
import { flagSrc } from '@/lib/visas/flagSrc'
import { VISA_REGIONS } from '@/lib/visas/regions'
import { reviewedDate } from '@/lib/visas/reviewedDate'
import { matchesVisaFilters } from '@/lib/visas/visaDirectory'
import { visaFiltersFromParams, visaFiltersHref } from '@/lib/visas/visaFilters'

describe('the filters of /nomad-visas in the URL', () => {
  it('default to All and ignore unknown values', () => {
    expect(visaFiltersFromParams({})).toEqual({ region: 'All', income: 'All' })
    expect(visaFiltersFromParams({ region: 'Mars', income: 'lots' })).toEqual({
      region: 'All',
      income: 'All',
    })
  })

  it('read every region of the spec and every income bucket', () => {
    expect(VISA_REGIONS).toEqual([
      'Europe',
      'Asia',
      'Americas',
      'Middle East',
      'Africa',
      'Europe/Asia',
      'Oceania',
    ])
    for (const region of VISA_REGIONS) expect(visaFiltersFromParams({ region }).region).toBe(region)
    expect(visaFiltersFromParams({ income: ['2500-3500', 'over-3500'] }).income).toBe('2500-3500')
  })

  it('write a shareable link that leaves All out', () => {
    expect(visaFiltersHref({ region: 'All', income: 'All' })).toBe('/nomad-visas#visa-programs')
    expect(visaFiltersHref({ region: 'Europe/Asia', income: 'under-1500' })).toBe(
      '/nomad-visas?region=Europe%2FAsia&income=under-1500#visa-programs',
    )
    const back = new URL(
      visaFiltersHref({ region: 'Middle East', income: 'over-3500' }),
      'http://x',
    )
    expect(visaFiltersFromParams(Object.fromEntries(back.searchParams))).toEqual({
      region: 'Middle East',
      income: 'over-3500',
    })
  })

  it('match a visa on both region and income bucket', () => {
    const visa = { region: 'Europe' as const, incomeRequirement: 'income' as const, minIncomeUsdMonthly: 3000 }
    expect(matchesVisaFilters(visa, { region: 'All', income: 'All' })).toBe(true)
    expect(matchesVisaFilters(visa, { region: 'Europe', income: '2500-3500' })).toBe(true)
    expect(matchesVisaFilters(visa, { region: 'Asia', income: '2500-3500' })).toBe(false)
    expect(matchesVisaFilters(visa, { region: 'Europe', income: 'over-3500' })).toBe(false)
    // No fixed minimum shows under every bucket, still within its region.
    const open = { region: 'Africa' as const, incomeRequirement: 'none' as const, minIncomeUsdMonthly: null }
    expect(matchesVisaFilters(open, { region: 'All', income: 'under-1500' })).toBe(true)
    expect(matchesVisaFilters(open, { region: 'Europe', income: 'under-1500' })).toBe(false)
  })
})

describe('flags and review dates on the cards', () => {
  it('serve flags from this site for two-letter codes only', () => {
    expect(flagSrc('PT')).toBe('/flags/pt.svg')
    expect(flagFilePath('pt.svg', '/app')).toBe('/app/node_modules/flag-icons/flags/4x3/pt.svg')
    for (const bad of ['../x.svg', 'pt.png', 'por.svg', 'PT.svg', '..%2f.svg'])
      expect(flagFilePath(bad)).toBeNull()
  })

  it('show the review date in words, the same on every server', () => {
    expect(reviewedDate('2025-06-01T00:00:00.000Z')).toBe('Jun 1, 2025')
    expect(reviewedDate(null)).toBeNull()
    expect(reviewedDate('not a date')).toBeNull()
  })
})

describe('the passport and income of /nomad-visas in the URL', () => {
  it('reads a passport by code or by the name the form suggests, and a monthly income beside it', () => {
    expect(visaFiltersFromParams({ passport: 'us', income: '4000' })).toEqual({ region: 'All', income: 'All', passport: 'US', myIncome: 4000 })
    expect(visaFiltersFromParams({ passport: 'Portugal' }).passport).toBe('PT')
    expect(visaFiltersFromParams({ passport: 'Congo - Kinshasa' }).passport).toBe('CD')
  })

  it('keeps a passport it does not know as typed, with the income, and suggests the closest country', () => {
    expect(visaFiltersFromParams({ passport: 'Narnia', income: '4000' })).toEqual({ region: 'All', income: 'All', unknownPassport: { typed: 'Narnia', suggestion: null }, myIncome: 4000 })
    expect(visaFiltersFromParams({ passport: 'Germny', income: '3000' })).toEqual({ region: 'All', income: 'All', unknownPassport: { typed: 'Germny', suggestion: 'DE' }, myIncome: 3000 })
    expect(visaFiltersFromParams({ passport: ' portgual ' }).unknownPassport).toEqual({ typed: 'portgual', suggestion: 'PT' })
    expect(visaFiltersFromParams({ passport: 'Frnace' }).unknownPassport?.suggestion).toBe('FR')
    expect(visaFiltersFromParams({ passport: 'Brasil' }).passport ?? visaFiltersFromParams({ passport: 'Brasil' }).unknownPassport?.suggestion).toBe('BR')
    // Too far from every name, or as close to two: no guess.
    expect(visaFiltersFromParams({ passport: 'Xyzzyland' }).unknownPassport?.suggestion).toBeNull()
    expect(visaFiltersFromParams({ passport: 'Xy' }).unknownPassport?.suggestion).toBeNull()
    // An income typed without a passport is kept for the form, which asks for the passport.
    expect(visaFiltersFromParams({ passport: '', income: '2500' })).toEqual({ region: 'All', income: 'All', myIncome: 2500 })
    // A huge typed value is cut, never echoed whole.
    expect(visaFiltersFromParams({ passport: 'x'.repeat(10_000) }).unknownPassport?.typed).toHaveLength(100)
  })

  it('keeps the income buckets of the spec beside it, and refuses an income that is not a number', () => {
    expect(visaFiltersFromParams({ passport: 'US', income: 'over-3500' })).toMatchObject({ income: 'over-3500', passport: 'US', myIncome: null })
    expect(visaFiltersFromParams({ passport: 'US', income: '-5' }).myIncome).toBeNull()
    expect(visaFiltersHref({ region: 'Europe', income: 'All', passport: 'US', myIncome: 4000 })).toBe('/nomad-visas?region=Europe&passport=US&income=4000#visa-programs')
  })
})
