import { describe, expect, it } from 'vitest'

import { COUNTRY_CODES, countryName } from '@/lib/places/countries'
import { eligibilityOf, isOpenTo } from '@/lib/places/eligibility'
import { REGIONS } from '@/lib/places/regions'

const countriesOf = (...locations: string[]) => eligibilityOf(locations).countries

describe('the country list', () => {
  it('holds the ISO 3166-1 alpha-2 codes and their English names', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(245)
    expect(COUNTRY_CODES).toContain('PT')
    expect(COUNTRY_CODES).not.toContain('XK')
    expect(countryName('PT')).toBe('Portugal')
    expect(countryName('GB')).toBe('United Kingdom')
  })
})

describe('the region table', () => {
  it('EU is the 27 member states; EEA adds Iceland, Liechtenstein and Norway', () => {
    expect(REGIONS.eu).toHaveLength(27)
    expect(REGIONS.eu).toContain('PT')
    expect(REGIONS.eu).not.toContain('GB')
    expect(REGIONS.eu).not.toContain('CH')
    expect(REGIONS.eea).toHaveLength(30)
    expect(REGIONS.eea).toEqual(expect.arrayContaining(['IS', 'LI', 'NO']))
  })

  it('Europe is the continent, the UK and Switzerland included', () => {
    expect(REGIONS.europe).toEqual(expect.arrayContaining(['GB', 'CH', 'NO', 'UA', 'PT', 'DE']))
    expect(REGIONS.europe).not.toContain('US')
  })

  it('EMEA joins Europe, the Middle East and Africa', () => {
    expect(REGIONS.emea).toEqual(expect.arrayContaining(['DE', 'AE', 'IL', 'NG', 'ZA', 'EG']))
    expect(REGIONS.emea).not.toContain('IN')
  })

  it('North America is the US, Canada and Mexico; the Americas run from Canada to Chile', () => {
    expect([...REGIONS['north america']].sort()).toEqual(['CA', 'MX', 'US'])
    expect(REGIONS.americas).toEqual(expect.arrayContaining(['US', 'CA', 'MX', 'BR', 'AR', 'CL', 'JM']))
  })

  it('LATAM is Latin America without the US or Canada', () => {
    expect(REGIONS.latam).toEqual(expect.arrayContaining(['MX', 'BR', 'AR', 'CO', 'CR', 'DO']))
    expect(REGIONS.latam).not.toContain('US')
    expect(REGIONS.latam).not.toContain('CA')
  })

  it('APAC is Asia and Oceania without the Middle East', () => {
    expect(REGIONS.apac).toEqual(expect.arrayContaining(['IN', 'JP', 'SG', 'AU', 'NZ', 'PH']))
    expect(REGIONS.apac).not.toContain('AE')
    expect(REGIONS.apac).not.toContain('IL')
  })

  it('every region holds only known country codes', () => {
    for (const [name, list] of Object.entries(REGIONS)) {
      for (const code of list) expect(COUNTRY_CODES, `${name}: ${code}`).toContain(code)
    }
  })
})

describe('eligibility from hiring locations', () => {
  it.each(['Worldwide', 'Anywhere', 'Remote', 'Global', 'Anywhere in the world', '100% Remote - Worldwide', 'Remote (Worldwide)'])('"%s" admits everyone', (location) => {
    expect(eligibilityOf([location])).toEqual({ worldwide: true, countries: [], unmatched: [] })
  })

  it.each([
    ['USA', ['US']],
    ['United States', ['US']],
    ['U.S.', ['US']],
    ['US only', ['US']],
    ['Remote (US)', ['US']],
    ['US-based', ['US']],
    ['UK', ['GB']],
    ['England', ['GB']],
    ['UAE', ['AE']],
    ['Deutschland', ['DE']],
    ['Türkiye', ['TR']],
    ['Turkey', ['TR']],
    ['Côte d’Ivoire', ['CI']],
    ['Czech Republic', ['CZ']],
    ['South Korea', ['KR']],
    ['DE', ['DE']],
    ['Portugal (Lisbon)', ['PT']],
  ])('"%s" → %j', (location, expected) => {
    expect(countriesOf(location)).toEqual(expected)
  })

  it('reads lists written in one location', () => {
    expect(countriesOf('US/Canada')).toEqual(['CA', 'US'])
    expect(countriesOf('USA or Canada')).toEqual(['CA', 'US'])
    expect(countriesOf('Remote (EU & UK)')).toEqual([...REGIONS.eu, 'GB'].sort())
    expect(countriesOf('Spain, Portugal')).toEqual(['ES', 'PT'])
  })

  it('reads regions with the words around them', () => {
    expect(countriesOf('Europe')).toEqual([...REGIONS.europe].sort())
    expect(countriesOf('EU')).toEqual([...REGIONS.eu].sort())
    expect(countriesOf('EMEA')).toEqual([...REGIONS.emea].sort())
    expect(countriesOf('LATAM')).toEqual([...REGIONS.latam].sort())
    expect(countriesOf('Americas')).toEqual([...REGIONS.americas].sort())
    expect(countriesOf('North America')).toEqual(['CA', 'MX', 'US'])
    expect(countriesOf('APAC')).toEqual([...REGIONS.apac].sort())
    expect(countriesOf('Europe time zones')).toEqual([...REGIONS.europe].sort())
    expect(countriesOf('EU residents only')).toEqual([...REGIONS.eu].sort())
  })

  it('joins several locations, and worldwide wins', () => {
    expect(countriesOf('USA', 'Canada', 'UK')).toEqual(['CA', 'GB', 'US'])
    expect(eligibilityOf(['USA', 'Worldwide'])).toEqual({ worldwide: true, countries: [], unmatched: [] })
  })

  it('keeps what it cannot read, never guessing', () => {
    expect(eligibilityOf(['San Francisco, CA'])).toEqual({ worldwide: false, countries: [], unmatched: ['San Francisco, CA'] })
    expect(eligibilityOf(['Narnia', 'Germany'])).toEqual({ worldwide: false, countries: ['DE'], unmatched: ['Narnia'] })
    expect(eligibilityOf(['ca'])).toEqual({ worldwide: false, countries: [], unmatched: ['ca'] })
    expect(eligibilityOf(['UTC-5 to UTC+3'])).toEqual({ worldwide: false, countries: [], unmatched: ['UTC-5 to UTC+3'] })
  })

  it('says whether a resident may apply', () => {
    expect(isOpenTo(eligibilityOf(['Europe']), 'PT')).toBe(true)
    expect(isOpenTo(eligibilityOf(['USA']), 'PT')).toBe(false)
    expect(isOpenTo(eligibilityOf(['Worldwide']), 'PT')).toBe(true)
  })
})
