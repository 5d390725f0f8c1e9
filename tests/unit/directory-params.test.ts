import { describe, expect, it } from 'vitest'

import { directoryParams, MAX_QUERY_LENGTH } from '@/lib/companies/directoryParams'
import { likeValue } from '@/lib/companies/likeValue'
import { pageWindow } from '@/lib/companies/pageWindow'

describe('directoryParams: the directory state from its URL', () => {
  it('reads the search and the page', () => {
    expect(directoryParams({ q: ' saas ', page: '3' })).toEqual({ q: 'saas', page: 3 })
  })

  it('falls back to no search and page 1 for missing or bad values', () => {
    expect(directoryParams({})).toEqual({ q: '', page: 1 })
    for (const page of ['0', '-2', '1.5', 'two', '', '1e400']) {
      expect(directoryParams({ page }).page, page).toBe(1)
    }
  })

  it('takes the first of repeated parameters and cuts very long searches', () => {
    expect(directoryParams({ q: ['a', 'b'], page: ['2', '5'] })).toEqual({ q: 'a', page: 2 })
    expect(directoryParams({ q: 'x'.repeat(500) }).q).toHaveLength(MAX_QUERY_LENGTH)
  })
})

describe('likeValue: search text for a substring match', () => {
  it('collapses whitespace', () => {
    expect(likeValue('  help   scout ')).toBe('help scout')
    expect(likeValue('   ')).toBe('')
  })

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likeValue('100%')).toBe('100\\%')
    expect(likeValue('snake_case')).toBe('snake\\_case')
    expect(likeValue('a\\b')).toBe('a\\\\b')
  })
})

describe('pageWindow: the numbers of the pagination bar', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('keeps the first, the last and the pages near the current one', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20])
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20])
  })

  it('shows a lone skipped page as its number, not as a gap', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10])
  })
})
