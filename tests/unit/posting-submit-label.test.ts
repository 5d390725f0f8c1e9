import { describe, expect, it } from 'vitest'

import { submitLabel } from '@/lib/jobs/posting/postingTerms'

const starter = { price: 69 }

describe("the employer page's button says what pressing it does", () => {
  it('a plan that costs nothing posts for free', () => {
    expect(submitLabel({ plan: { price: 0 }, placesLeft: 0, payments: true })).toBe('Post for Free')
  })

  it('without a plan, or while free places are open, the post waits for its address to confirm it', () => {
    expect(submitLabel({ plan: null, placesLeft: 0, payments: true })).toBe('Submit and Confirm by Email')
    expect(submitLabel({ plan: null, placesLeft: 3, payments: false })).toBe('Submit and Confirm by Email')
    expect(submitLabel({ plan: starter, placesLeft: 1, payments: true })).toBe('Submit and Confirm by Email')
  })

  it('a chosen plan once the places are taken goes to payment, or to an invoice with payments off', () => {
    expect(submitLabel({ plan: starter, placesLeft: 0, payments: true })).toBe('Continue to Payment')
    expect(submitLabel({ plan: starter, placesLeft: 0, payments: false })).toBe('Submit and Get an Invoice')
  })
})
