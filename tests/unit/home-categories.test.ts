import { describe, expect, it } from 'vitest'

import { jobsCategoryHref, QUICK_CATEGORIES } from '@/components/home/homeCategories'

describe('home category links', () => {
  it('offers the five popular quick buttons of the spec, in order', () => {
    expect(QUICK_CATEGORIES.map((tile) => tile.label)).toEqual([
      'Engineering',
      'Marketing',
      'Design',
      'Product',
      'Support',
    ])
  })

  it('filters the jobs listing by the listing category (Support is Customer Support)', () => {
    const support = QUICK_CATEGORIES.find((tile) => tile.label === 'Support')!
    expect(jobsCategoryHref(support.category)).toBe('/jobs?category=Customer+Support')
    expect(jobsCategoryHref('Engineering')).toBe('/jobs?category=Engineering')
  })
})
