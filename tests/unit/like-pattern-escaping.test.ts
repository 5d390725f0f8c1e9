import { describe, expect, it } from 'vitest'

import { containsPattern, likeLiteral } from '@/lib/db/likePattern'

describe('likeLiteral: typed text matches itself in a LIKE pattern', () => {
  it('escapes the wildcards % and _', () => {
    expect(likeLiteral('100%')).toBe('100\\%')
    expect(likeLiteral('snake_case')).toBe('snake\\_case')
  })

  it('escapes the escape character itself', () => {
    expect(likeLiteral('a\\b')).toBe('a\\\\b')
    expect(likeLiteral('\\%')).toBe('\\\\\\%')
  })

  it('leaves other text alone', () => {
    expect(likeLiteral('Help Scout (EU) *remote*')).toBe('Help Scout (EU) *remote*')
  })
})

describe('containsPattern: any text containing the search', () => {
  it('wraps the escaped text in wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(containsPattern('')).toBe('%%')
  })
})
