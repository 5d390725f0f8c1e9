import { describe, expect, it } from 'vitest'

import { sharedCacheControl } from '@/lib/cache/sharedCacheControl'

describe('what a CDN may keep of a cached page', () => {
  it("bounds Next's year-long s-maxage and its stale-while-revalidate", () => {
    expect(sharedCacheControl('s-maxage=31536000')).toBe('s-maxage=60, stale-while-revalidate=300')
    expect(sharedCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe('s-maxage=60, stale-while-revalidate=300')
    expect(sharedCacheControl('s-maxage=30, stale-while-revalidate')).toBe('s-maxage=30, stale-while-revalidate=300')
  })

  it('leaves what is not a shared cache policy as it is', () => {
    expect(sharedCacheControl('public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable')
    expect(sharedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(sharedCacheControl('public, max-age=60, stale-while-revalidate=300')).toBe('public, max-age=60, stale-while-revalidate=300')
  })
})
