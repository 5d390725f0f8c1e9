import { describe, expect, it } from 'vitest'

import { aboutRemoteWork, listInWords, scheduleInWords } from '@/lib/companies/aboutRemoteWork'

describe('aboutRemoteWork: the paragraph of a company profile', () => {
  it("is written from the company's industry, regions, schedule and roles", () => {
    const text = aboutRemoteWork({
      name: 'GitLab',
      industry: 'Developer Tools',
      hiringRegions: 'Global',
      scheduleType: 'Flexible / Async',
      roles: ['Backend Engineer', 'Product Manager', 'Technical Writer'],
    })
    expect(text).toBe(
      'GitLab is a remote-first Developer Tools company that hires globally. ' +
        'Work is flexible and asynchronous, so you largely set your own hours. ' +
        'Typical remote roles include Backend Engineer, Product Manager and Technical Writer.',
    )
  })

  it('names the regions of a company that does not hire globally', () => {
    const text = aboutRemoteWork({
      name: '15Five',
      industry: 'HR Tech',
      hiringRegions: 'US & Canada',
    })
    expect(text).toBe('15Five is a remote-first HR Tech company that hires in US & Canada.')
  })

  it('leaves out what the company does not say', () => {
    expect(aboutRemoteWork({ name: 'Acme', industry: null, hiringRegions: '', roles: [] })).toBe(
      'Acme is a remote-first company.',
    )
  })
})

describe('scheduleInWords', () => {
  it("explains each of the company list's schedules", () => {
    expect(scheduleInWords('Flexible / Async')).toMatch(/asynchronous/)
    expect(scheduleInWords('Flexible / Timezone Overlap')).toMatch(
      /^Hours are flexible, with some overlap/,
    )
    expect(scheduleInWords('Fixed (Timezone overlap)')).toMatch(/^Working hours are set/)
    expect(scheduleInWords('Flexible')).toBe('Hours are flexible.')
    expect(scheduleInWords('Four-day week')).toBe('Schedule: Four-day week.')
    expect(scheduleInWords(null)).toBeNull()
  })
})

describe('listInWords', () => {
  it('joins with commas and a final "and"', () => {
    expect(listInWords([])).toBe('')
    expect(listInWords(['A'])).toBe('A')
    expect(listInWords(['A', 'B'])).toBe('A and B')
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C')
  })
})
