import { describe, expect, it } from 'vitest'

import { memberHasPremium } from '@/lib/ai/access/premiumStatus'
import { safeReturnPath } from '@/lib/auth/returnPath'
import { planSummary } from '@/lib/payments/premium/planSummary'
import { hasLiveSubscription, planAfter } from '@/lib/payments/premium/subscriptionPlan'

const NOW = new Date('2026-11-24T12:00:00Z')
const PERIOD_END = new Date('2026-12-24T12:00:00Z')
const NEXT_PERIOD_END = new Date('2027-01-24T12:00:00Z')

describe('memberHasPremium', () => {
  it('is premium with an end ahead, or with no end (set by an admin), never past the end', () => {
    expect(memberHasPremium({ plan: 'premium', premiumUntil: PERIOD_END.toISOString() }, NOW)).toBe(true)
    expect(memberHasPremium({ plan: 'premium', premiumUntil: null }, NOW)).toBe(true)
    expect(memberHasPremium({ plan: 'premium', premiumUntil: '2026-11-24T11:59:59Z' }, NOW)).toBe(false)
    expect(memberHasPremium({ plan: 'free', premiumUntil: PERIOD_END.toISOString() }, NOW)).toBe(false)
    expect(memberHasPremium({}, NOW)).toBe(false)
  })
})

describe('planAfter: a member plan from their subscription as Stripe has it', () => {
  const free = { plan: 'free' as const, premiumUntil: null, subscriptionStatus: null }

  it('remembers that a member cancelled: the paid period is the last', () => {
    expect(planAfter(free, 'active', PERIOD_END, true)).toEqual({ plan: 'premium', premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'active', premiumEnding: true })
    expect(planAfter({ ...free, premiumEnding: true }, 'canceled', PERIOD_END)?.premiumEnding).toBe(false)
  })

  it('makes active and trialing subscriptions premium until the period end', () => {
    expect(planAfter(free, 'active', PERIOD_END)).toEqual({ plan: 'premium', premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'active', premiumEnding: false })
    expect(planAfter(free, 'trialing', PERIOD_END)?.plan).toBe('premium')
  })

  it('keeps premium through past due only until the end already paid for', () => {
    const paid = { plan: 'premium' as const, premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'active' }
    expect(planAfter(paid, 'past_due', NEXT_PERIOD_END)).toEqual({ plan: 'premium', premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'past_due', premiumEnding: false })
  })

  it('ends premium when the subscription is over', () => {
    const paid = { plan: 'premium' as const, premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'active' }
    for (const status of ['canceled', 'unpaid', 'incomplete_expired', 'paused']) {
      expect(planAfter(paid, status, PERIOD_END)).toMatchObject({ plan: 'free', subscriptionStatus: status })
    }
  })

  it('leaves the plan of a member whose first payment is still being confirmed', () => {
    expect(planAfter(free, 'incomplete', PERIOD_END)).toEqual({ plan: 'free', premiumUntil: null, subscriptionStatus: 'incomplete', premiumEnding: false })
  })

  it('never lets an older subscription (an earlier period end) undo a newer one', () => {
    const renewed = { plan: 'premium' as const, premiumUntil: NEXT_PERIOD_END.toISOString(), subscriptionStatus: 'active' }
    expect(planAfter(renewed, 'canceled', PERIOD_END)).toBeNull()
    expect(planAfter(renewed, 'active', PERIOD_END)).toBeNull()
  })

  it('counts a subscription as live until it is canceled or expired', () => {
    expect(hasLiveSubscription({ subscriptionStatus: 'active' })).toBe(true)
    expect(hasLiveSubscription({ subscriptionStatus: 'past_due' })).toBe(true)
    expect(hasLiveSubscription({ subscriptionStatus: 'canceled' })).toBe(false)
    expect(hasLiveSubscription({ subscriptionStatus: null })).toBe(false)
  })
})

describe('planSummary: the account page plan line', () => {
  it('says when premium is paid through, and warns of a failed payment', () => {
    expect(planSummary({ plan: 'premium', premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'active' }, NOW)).toMatchObject({
      premium: true,
      detail: expect.stringContaining('Paid through December 24, 2026.'),
      warning: null,
    })
    expect(planSummary({ plan: 'premium', premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'past_due' }, NOW).warning).toMatch(/did not go through/)
    expect(planSummary({ plan: 'free', premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'canceled' }, NOW)).toMatchObject({
      premium: false,
      detail: 'Your Premium subscription has ended.',
    })
  })

  it('says Premium while every visitor is premium, and keeps a paid plan as it is', () => {
    expect(planSummary({ plan: 'free', premiumUntil: null, subscriptionStatus: null }, NOW, { everyone: true })).toEqual({
      premium: true,
      detail: 'Premium is open to every visitor for now: every AI tool gives you its full results, free.',
      warning: null,
    })
    expect(planSummary({ plan: 'free', premiumUntil: null, subscriptionStatus: null }, NOW, { everyone: false })).toMatchObject({ premium: false, detail: 'The free plan: previews of the AI tools.' })
    expect(planSummary({ plan: 'premium', premiumUntil: PERIOD_END.toISOString(), subscriptionStatus: 'active' }, NOW, { everyone: true }).detail).toContain('Paid through December 24, 2026.')
  })
})

describe('safeReturnPath: where /auth?next= may lead', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/premium')).toBe('/premium')
    expect(safeReturnPath('/jobs?category=Engineering#top')).toBe('/jobs?category=Engineering#top')
  })

  it('refuses other sites, odd values and the sign-in page itself', () => {
    for (const value of ['//evil.example', '/\\evil.example', '/.//evil.example/x', '/..//evil.example', '/a/../..//evil.example', 'https://evil.example/', 'premium', '', '/auth', '/auth/verify', '/x\n', undefined, ['/premium']]) {
      expect(safeReturnPath(value), String(value)).toBeNull()
    }
  })
})
