import { describe, expect, it } from 'vitest'

import { descriptionPreview, locationsShown, postedAgo, visibleSalary } from '@/lib/jobs/listing/jobCardText'
import { firstNumber, sortSalaryOptions } from '@/lib/jobs/listing/salaryOrder'

describe('job card texts', () => {
  it('cuts the description to 150 characters with an ellipsis', () => {
    const long = 'a'.repeat(151)
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(150)}...`)
    expect(descriptionPreview('a'.repeat(150))).toBe('a'.repeat(150))
  })

  it('says No description available when there is none', () => {
    expect(descriptionPreview(null)).toBe('No description available')
    expect(descriptionPreview('   ')).toBe('No description available')
  })

  it('shows up to 2 locations then +N more, Worldwide always among them', () => {
    expect(locationsShown(['USA', 'Canada', 'Mexico', 'Brazil'])).toEqual({ shown: ['USA', 'Canada'], more: 2 })
    expect(locationsShown(['USA', 'Canada', 'Worldwide'])).toEqual({ shown: ['Worldwide', 'USA'], more: 1 })
    expect(locationsShown(['Europe'])).toEqual({ shown: ['Europe'], more: 0 })
  })

  it('hides a salary that is missing or Not Specified', () => {
    expect(visibleSalary('Not Specified')).toBeNull()
    expect(visibleSalary(null)).toBeNull()
    expect(visibleSalary('$50k - $70k')).toBe('$50k - $70k')
  })

  it('tells the posting time relative to now', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(postedAgo('2026-11-22T11:59:30Z', now)).toBe('just now')
    expect(postedAgo('2026-11-22T09:00:00Z', now)).toBe('3 hours ago')
    expect(postedAgo('2026-11-21T10:00:00Z', now)).toBe('yesterday')
    expect(postedAgo('2026-11-12T12:00:00Z', now)).toBe('last week')
    expect(postedAgo('2026-09-01T12:00:00Z', now)).toBe('2 months ago')
  })
})

describe('salary options', () => {
  it('are ordered by the first number in their text, texts without a number last', () => {
    expect(firstNumber('$80k - $100k')).toBe(80_000)
    expect(firstNumber('€45,000 - €60,000')).toBe(45_000)
    expect(firstNumber('Not Specified')).toBeNull()
    expect(sortSalaryOptions(['Not Specified', '$100,000+', '$35 - $50/hour', '$60k - $80k'])).toEqual([
      '$35 - $50/hour',
      '$60k - $80k',
      '$100,000+',
      'Not Specified',
    ])
  })
})
