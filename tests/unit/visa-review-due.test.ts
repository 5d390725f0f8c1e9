import { describe, expect, it } from 'vitest'

import { reviewIsDue } from '@/lib/visas/reviewDue'

const now = new Date('2026-11-27T12:00:00Z')

describe('a visa card older than a year', () => {
  it('is due once its facts were checked more than twelve months ago', () => {
    expect(reviewIsDue('2025-06-01T00:00:00.000Z', now)).toBe(true)
    expect(reviewIsDue('2025-11-27T11:00:00.000Z', now)).toBe(true)
  })

  it('is current within the twelve months', () => {
    expect(reviewIsDue('2025-11-28T00:00:00.000Z', now)).toBe(false)
    expect(reviewIsDue('2026-11-01T00:00:00.000Z', now)).toBe(false)
  })

  it('is due when never reviewed or when the date cannot be read', () => {
    expect(reviewIsDue(null, now)).toBe(true)
    expect(reviewIsDue(undefined, now)).toBe(true)
    expect(reviewIsDue('not a date', now)).toBe(true)
  })
})
