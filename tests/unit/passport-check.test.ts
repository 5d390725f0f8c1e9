import { describe, expect, it } from 'vitest'

import { byEligibility, checkPassport, type VisaForCheck } from '@/lib/visas/passportCheck'

const portugal: VisaForCheck = { country: 'Portugal', countryCode: 'pt', incomeRequirement: 'income', minIncomeUsdMonthly: 4002, excludedNationalities: ['EEA'] }
const thailand: VisaForCheck = { country: 'Thailand', countryCode: 'th', incomeRequirement: 'savings', minIncomeUsdMonthly: null }
const georgia: VisaForCheck = { country: 'Georgia', countryCode: 'ge', incomeRequirement: 'income', minIncomeUsdMonthly: 2000 }
const noMinimum: VisaForCheck = { country: 'Cabo Verde', countryCode: 'cv', incomeRequirement: 'none' }
const unconverted: VisaForCheck = { country: 'Somewhere', countryCode: 'sw', incomeRequirement: 'income', minIncomeUsdMonthly: null }
const excludesUs: VisaForCheck = { country: 'Elsewhere', countryCode: 'ew', incomeRequirement: 'none', excludedNationalities: ['US'] }

describe('a passport against a visa program', () => {
  it('qualifies with a foreign passport and enough income', () => {
    expect(checkPassport(portugal, 'US', 4500)).toEqual({ status: 'qualify' })
    expect(checkPassport(georgia, 'IN', 2000)).toEqual({ status: 'qualify' })
  })

  it("refuses the country's own citizens", () => {
    expect(checkPassport(portugal, 'PT', 9000)).toEqual({ status: 'not-eligible', reason: 'citizens of Portugal live there without a visa' })
  })

  it('refuses EU/EEA (and Swiss) citizens where the program excludes them', () => {
    for (const passport of ['DE', 'NO', 'CH']) expect(checkPassport(portugal, passport, 9000).status).toBe('not-eligible')
    expect(checkPassport(portugal, 'DE', 9000)).toMatchObject({ reason: expect.stringMatching(/^EU, EEA and Swiss citizens can live in Portugal/) })
    expect(checkPassport(portugal, 'GB', 9000)).toEqual({ status: 'qualify' })
  })

  it('refuses a nationality the data excludes by name', () => {
    expect(checkPassport(excludesUs, 'US', null)).toMatchObject({ status: 'not-eligible', reason: expect.stringContaining('citizens of United States') })
  })

  it('refuses an income below the normalized minimum, and says the figure', () => {
    expect(checkPassport(portugal, 'US', 3000)).toEqual({ status: 'not-eligible', reason: 'your income is below the minimum of about $4,002 a month' })
  })

  it('asks to check what an income cannot tell', () => {
    expect(checkPassport(thailand, 'US', 9000)).toEqual({ status: 'check', reason: 'the program asks for savings rather than a monthly income' })
    expect(checkPassport(unconverted, 'US', 9000).status).toBe('check')
    expect(checkPassport(portugal, 'US', null)).toEqual({ status: 'check', reason: 'the program asks for about $4,002 a month' })
  })

  it('qualifies anyone foreign where there is no fixed minimum', () => {
    expect(checkPassport(noMinimum, 'BR', 100)).toEqual({ status: 'qualify' })
  })

  it('puts eligible programs first, keeping the order within each group', () => {
    const visas = [portugal, thailand, georgia, noMinimum]
    const ordered = byEligibility(visas, (visa) => checkPassport(visa, 'US', 3000))
    expect(ordered.map((visa) => visa.country)).toEqual(['Georgia', 'Cabo Verde', 'Thailand', 'Portugal'])
  })
})
