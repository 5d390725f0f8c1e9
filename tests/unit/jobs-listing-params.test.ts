import { describe, expect, it } from 'vitest'

import { clearedListing, hasActiveFilters, listingQueryString } from '@/lib/jobs/listing/listingParams'
import { canonicalListingSearch, parseListingParams } from '@/lib/jobs/listing/parseListingParams'
import { postingFormValues } from '@/lib/jobs/posting/postingFormData'

describe('the /jobs URL is the listing state', () => {
  it('reads search, repeated filter values, sort, tab and page', () => {
    const params = parseListingParams(
      new URLSearchParams('q=%20react%20&category=Design&category=Data&salary=%2460%2C000+-+%2480%2C000&sort=title&tab=favorites&page=3'),
    )
    expect(params.q).toBe('react')
    expect(params.filters.category).toEqual(['Design', 'Data'])
    expect(params.filters.salary).toEqual(['$60,000 - $80,000'])
    expect(params).toMatchObject({ sort: 'title', tab: 'favorites', page: 3 })
  })

  it('falls back to the defaults for malformed values', () => {
    const params = parseListingParams({ sort: 'price', tab: 'mine', page: '-2', q: ['a', 'b'] })
    expect(params).toMatchObject({ sort: 'date', tab: 'all', page: 1, q: 'a' })
    for (const page of ['0', '1.5', 'abc', '', '100001']) expect(parseListingParams({ page }).page).toBe(1)
    expect(parseListingParams({ page: '100000' }).page).toBe(100_000)
    expect(parseListingParams({ q: 'x'.repeat(201) }).q).toBe('')
    expect(parseListingParams({ q: ` ${'x'.repeat(200)} ` }).q).toHaveLength(200)
    // More than 50 values, or one over 200 characters, is no filter at all; repeats count once.
    expect(parseListingParams({ company: Array.from({ length: 51 }, (_, n) => `C${n}`) }).filters.company).toEqual([])
    expect(parseListingParams({ company: ['Acme', 'y'.repeat(201)] }).filters.company).toEqual([])
    expect(parseListingParams({ company: ['Acme', ' Acme ', ''] }).filters.company).toEqual(['Acme'])
  })

  it('reads control characters (a NUL PostgreSQL cannot hold, a line break) as spaces', () => {
    const params = parseListingParams(new URLSearchParams('q=react%00native%0A&category=%00Design'))
    expect(params.q).toBe('react native')
    expect(params.filters.category).toEqual(['Design'])
    expect(parseListingParams(new URLSearchParams('q=%00%01')).q).toBe('')
  })

  it('writes a canonical, shareable query string and reads it back', () => {
    const params = parseListingParams({ q: 'go', location: ['USA', 'Worldwide'], sort: 'company', page: '2' })
    const text = listingQueryString(params)
    expect(text).toBe('?q=go&location=USA&location=Worldwide&sort=company&page=2')
    expect(parseListingParams(new URLSearchParams(text.slice(1)))).toEqual(params)
    expect(listingQueryString(parseListingParams({}))).toBe('')
  })

  it('Clear All resets search, filters, where the seeker lives and sort but keeps the tab', () => {
    const params = parseListingParams({ q: 'x', category: 'Data', sort: 'title', tab: 'favorites', page: '4', livesIn: 'TH' })
    expect(hasActiveFilters(params)).toBe(true)
    const cleared = clearedListing(params)
    expect(listingQueryString(cleared)).toBe('?tab=favorites')
    expect(hasActiveFilters(cleared)).toBe(false)
  })

  it('reads a GET form\'s spelling of a listing as the listing\'s own address', () => {
    expect(canonicalListingSearch('q=&sort=date&livesIn=&tz=&minSalary=')).toBe('')
    expect(canonicalListingSearch('sort=title&q=go&category=Data&livesIn=th&page=1&utm_source=x')).toBe('q=go&category=Data&livesIn=TH&sort=title')
    expect(canonicalListingSearch('q=go&category=Data&livesIn=TH&sort=title')).toBe('q=go&category=Data&livesIn=TH&sort=title')
  })
})

describe('a posting form sent without JavaScript', () => {
  it('reads amounts as numbers, the time-zone preset as its offsets, and only the form\'s fields', () => {
    const form = new FormData()
    for (const [key, value] of [['job_title', 'Writer'], ['salary_min', '90000'], ['salary_max', ''], ['tz_preset', 'europe-africa'], ['plan', '7']]) form.append(key, value)
    expect(postingFormValues(form, ['job_title', 'salary_min', 'salary_max', 'tz_min_offset', 'tz_max_offset'])).toEqual({
      job_title: 'Writer',
      salary_min: 90000,
      salary_max: null,
      tz_min_offset: -1,
      tz_max_offset: 3,
    })
    const any = new FormData()
    any.append('tz_preset', 'any')
    any.append('salary_min', 'lots')
    expect(postingFormValues(any, ['salary_min'])).toEqual({ salary_min: 'lots', tz_min_offset: null, tz_max_offset: null })
    const unknown = new FormData()
    unknown.append('tz_preset', 'toString')
    expect(postingFormValues(unknown, [])).toEqual({})
  })
})
