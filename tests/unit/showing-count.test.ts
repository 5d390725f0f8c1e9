import { describe, expect, it } from 'vitest'

import { showingCount } from '@/lib/site/showingCount'

const jobs: [string, string] = ['job', 'jobs']

describe('a list counter', () => {
  it('says which jobs a page of a longer list shows', () => {
    expect(showingCount({ page: 1, pageSize: 30, shown: 30, total: 60, noun: jobs })).toBe('Showing 1–30 of 60 jobs')
    expect(showingCount({ page: 2, pageSize: 30, shown: 30, total: 60, noun: jobs })).toBe('Showing 31–60 of 60 jobs')
    expect(showingCount({ page: 3, pageSize: 30, shown: 1, total: 61, noun: jobs })).toBe('Showing 61–61 of 61 jobs')
    expect(showingCount({ page: 40, pageSize: 30, shown: 30, total: 12_345, noun: jobs })).toBe('Showing 1,171–1,200 of 12,345 jobs')
  })

  it('keeps the specs’ wording when one page holds the whole list, and for an empty one', () => {
    expect(showingCount({ page: 1, pageSize: 30, shown: 12, total: 12, noun: jobs })).toBe('Showing 12 of 12 jobs')
    expect(showingCount({ page: 1, pageSize: 30, shown: 1, total: 1, noun: jobs })).toBe('Showing 1 of 1 job')
    expect(showingCount({ page: 1, pageSize: 30, shown: 0, total: 0, noun: jobs })).toBe('Showing 0 of 0 jobs')
    expect(showingCount({ page: 5, pageSize: 48, shown: 0, total: 100, noun: ['company', 'companies'] })).toBe('Showing 0 of 100 companies')
  })
})
