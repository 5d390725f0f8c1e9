import { describe, expect, it } from 'vitest'

import { listingQueryParams } from '@/lib/jobs/listing/parseListingParams'
import { decodeQueryPath, encodeQueryPath, queryPathParams } from '@/lib/site/queryPath'

describe('a query carried in a path segment', () => {
  it('comes back unchanged, whatever was searched for', () => {
    for (const search of ['q=c%2B%2B', 'q=%E2%82%AC+50%25&category=Engineering&sort=title', 'tab=favorites&page=3', 'q=' + 'x'.repeat(500)]) {
      const segment = encodeQueryPath(search)
      expect(segment).toMatch(/^[\w-]+$/)
      expect(decodeQueryPath(segment)).toBe(search)
    }
  })

  it('reads as the listing state the address asked for', () => {
    const params = listingQueryParams(encodeQueryPath('q=c%2B%2B&location=Worldwide&location=Europe&sort=company'))
    expect(params.q).toBe('c++')
    expect(params.filters.location).toEqual(['Worldwide', 'Europe'])
    expect(params.sort).toBe('company')
  })

  it('reads anything else as the plain listing', () => {
    for (const segment of [undefined, '', 'q=x', '%%%', '____', '-w']) expect(listingQueryParams(segment).q).toBe('')
    expect(decodeQueryPath('_-8')).toBe('')
  })

  it('reads as the search parameters a page is given, repeated keys as lists', () => {
    expect(queryPathParams(encodeQueryPath('region=Europe&income=Under+%242%2C000%2Fmo'))).toEqual({ region: 'Europe', income: 'Under $2,000/mo' })
    expect(queryPathParams(encodeQueryPath('job=a&job=b&job=c'))).toEqual({ job: ['a', 'b', 'c'] })
    expect(queryPathParams('%%%')).toEqual({})
  })
})
