import { describe, expect, it } from 'vitest'

import { decodeListingQuery, encodeListingQuery } from '@/lib/jobs/listingQueryPath'
import { listingQueryParams } from '@/lib/jobs/parseListingParams'

describe('a /jobs query carried in a path segment', () => {
  it('comes back unchanged, whatever was searched for', () => {
    for (const search of ['q=c%2B%2B', 'q=%E2%82%AC+50%25&category=Engineering&sort=title', 'tab=favorites&page=3', 'q=' + 'x'.repeat(500)]) {
      const segment = encodeListingQuery(search)
      expect(segment).toMatch(/^[\w-]+$/)
      expect(decodeListingQuery(segment)).toBe(search)
    }
  })

  it('reads as the listing state the address asked for', () => {
    const params = listingQueryParams(encodeListingQuery('q=c%2B%2B&location=Worldwide&location=Europe&sort=company'))
    expect(params.q).toBe('c++')
    expect(params.filters.location).toEqual(['Worldwide', 'Europe'])
    expect(params.sort).toBe('company')
  })

  it('reads anything else as the plain listing', () => {
    for (const segment of [undefined, '', 'q=x', '%%%', '____', '-w']) expect(listingQueryParams(segment).q).toBe('')
    expect(decodeListingQuery('_-8')).toBe('')
  })
})
