import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { isPremiumVisitor } from '@/lib/ai/access/premiumStatus'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { openBillingPortal } from '@/lib/payments/premium/billingPortal'
import { premiumCheckoutReturn } from '@/lib/payments/premium/checkoutReturn'
import { billingDate, CHECKOUT_FAILED, EVERYONE_PREMIUM_NOW, NO_BILLING_ACCOUNT, PAGE_OUT_OF_DATE } from '@/lib/payments/premium/premiumTexts'
import { planSummary } from '@/lib/payments/premium/planSummary'
import { TOO_MANY_STRIPE_CALLS } from '@/lib/payments/stripeCallLimit'
import { startPremiumCheckout } from '@/lib/payments/premium/startPremiumCheckout'
import { stripePayments } from '@/lib/payments/stripeClient'

import { createMember } from '../helpers/fixtures'
import { route, tokenFor } from '../helpers/rest'
import { type FakeStripe, startFakeStripe } from '../helpers/stripeServer'
import { startTestPayload } from '../helpers/testPayload'

const SITE = 'http://localhost:3000'
const ADDRESS = '198.51.100.19'
const EMAIL = 'seeker@example.com'

let payload: Payload
let fake: FakeStripe
let webhook: typeof import('@/app/api/stripe/webhook/route')
let memberId: number

const payments = () => stripePayments()!
const member = () => payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true })
const premiumPayments = () => payload.find({ collection: 'payments', where: { member: { equals: memberId } }, sort: 'createdAt', depth: 0, overrideAccess: true })
const periodEnd = (subscription: Stripe.Subscription) => new Date(subscription.items.data[0].current_period_end * 1000).toISOString()
/** Whether the member's own session gets the premium tools, as the AI endpoints ask it. */
const premiumNow = async (now = new Date()) => {
  const token = await tokenFor(payload, 'members', EMAIL, 'member-password')
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return isPremiumVisitor(payload, user, now)
}

/** Posts an event to POST /api/stripe/webhook exactly as Stripe would: the raw body, signed. */
const deliver = async (event: Stripe.Event) => {
  const { body, signature } = fake.sign(event)
  return route(webhook.POST, 'POST', '/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': signature } })
}
const deliverAll = async (events: Stripe.Event[]) => {
  for (const event of events) expect((await deliver(event)).status, event.type).toBe(200)
}
const checkout = () => startPremiumCheckout(payload, payments(), memberId, { attempt: randomUUID() }, ADDRESS, SITE)

beforeAll(async () => {
  fake = await startFakeStripe()
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_premium', STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.url })
  payload = await startTestPayload()
  webhook = await import('@/app/api/stripe/webhook/route')
  await payload.updateGlobal({ slug: 'site-settings', data: { everyonePremium: false } })
  await payload.updateGlobal({ slug: 'premium-plan', data: { name: 'Premium', monthlyPrice: 12, features: ['Everything'] } })
  memberId = (await createMember(payload, EMAIL)).id
})

afterAll(async () => {
  vi.useRealTimers()
  if (payload) await closePayload(payload)
  await fake?.stop()
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']) delete process.env[name]
})

describe('a member buys Premium through Stripe Checkout and the webhook keeps their plan', () => {
  let session: Stripe.Checkout.Session
  let subscriptionId: string
  let firstEvents: Stripe.Event[]
  let deleted: Stripe.Event

  it('starts nothing while every visitor is premium', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { everyonePremium: true } })
    expect(await checkout()).toEqual({ ok: false, message: EVERYONE_PREMIUM_NOW })
    await payload.updateGlobal({ slug: 'site-settings', data: { everyonePremium: false } })
    expect(fake.sessions.size).toBe(0)
    expect(await premiumNow()).toBe(false)
  })

  it('opens a subscription checkout at the plan price, for the member, under a customer stored on their account', async () => {
    const started = await checkout()
    expect(started).toMatchObject({ ok: true, to: 'checkout' })
    expect(fake.sessions.size).toBe(1)
    session = [...fake.sessions.values()][0]
    expect(started.ok && started.url).toBe(session.url)
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: `member-${memberId}`,
      metadata: { kind: 'premium', memberId: String(memberId) },
      success_url: `${SITE}/account?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/premium?checkout=canceled`,
    })
    const create = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!
    expect(create.idempotencyKey).toMatch(new RegExp(`^premium-checkout-${memberId}-`))
    expect(create.body).toMatchObject({
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1200', recurring: { interval: 'month' }, product_data: { name: 'Remote Passport Premium' } } }],
      subscription_data: { metadata: { kind: 'premium', memberId: String(memberId) } },
    })
    const { stripeCustomerId } = await member()
    expect(stripeCustomerId).toMatch(/^cus_/)
    expect(session.customer).toBe(stripeCustomerId)
    expect(fake.customers.get(stripeCustomerId!)?.email).toBe(EMAIL)
  })

  it('makes the member premium until the period end once the signed events arrive, and records the invoice once', async () => {
    firstEvents = fake.completeSession(session.id)
    expect(firstEvents.map((event) => event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid'])
    await deliverAll(firstEvents)
    subscriptionId = (firstEvents[1].data.object as Stripe.Subscription).id
    const subscription = fake.subscriptions.get(subscriptionId)!
    expect(await member()).toMatchObject({ plan: 'premium', premiumUntil: periodEnd(subscription), subscriptionStatus: 'active' })
    expect(await premiumNow()).toBe(true)

    const paid = firstEvents[2]
    expect(await deliver(paid)).toMatchObject({ status: 200, json: { received: true, duplicate: true } })
    await deliverAll([{ ...paid, id: `${paid.id}_resent` }])
    const { docs } = await premiumPayments()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ kind: 'premium', amount: 12, currency: 'usd', status: 'paid', email: EMAIL, stripeReference: (paid.data.object as Stripe.Invoice).id })
  })

  it('tells the member back from Checkout what Stripe says, and nobody else', async () => {
    expect(await premiumCheckoutReturn(payload, payments(), memberId, session.id, ADDRESS)).toBe('active')
    const other = await createMember(payload, 'other@example.com')
    expect(await premiumCheckoutReturn(payload, payments(), other.id, session.id, ADDRESS)).toBe('unknown')
    expect(await premiumCheckoutReturn(payload, payments(), memberId, 'cs_nonexistent', ADDRESS)).toBe('unknown')
  })

  it('sends a subscriber who upgrades again to the billing portal, and opens the portal for their customer', async () => {
    const { stripeCustomerId } = await member()
    const again = await checkout()
    expect(again).toMatchObject({ ok: true, to: 'portal' })
    expect(fake.sessions.size).toBe(1)
    const portal = await openBillingPortal(payload, payments(), memberId, ADDRESS, SITE)
    expect(portal).toMatchObject({ ok: true, to: 'portal' })
    const sessions = [...fake.portalSessions.values()]
    expect(sessions).toHaveLength(2)
    for (const opened of sessions) expect(opened).toMatchObject({ customer: stripeCustomerId, return_url: `${SITE}/account` })
    expect(portal.ok && portal.url).toBe(sessions[1].url)
  })

  it('moves the paid end on with a renewal and records its invoice', async () => {
    const before = (await member()).premiumUntil
    await deliverAll(fake.renewSubscription(subscriptionId))
    const after = await member()
    expect(after.premiumUntil).toBe(periodEnd(fake.subscriptions.get(subscriptionId)!))
    expect(new Date(after.premiumUntil!).getTime()).toBeGreaterThan(new Date(before!).getTime())
    expect((await premiumPayments()).docs).toHaveLength(2)
  })

  it('says premium ends, not renews, once the member cancels at the period end, and renews again when they change their mind', async () => {
    const updated = (ending: boolean): Stripe.Event => {
      const subscription = fake.subscriptions.get(subscriptionId)!
      subscription.cancel_at_period_end = ending
      return { ...firstEvents[1], id: `evt_ending_${ending}_${Date.now()}`, type: 'customer.subscription.updated', data: { object: subscription } } as Stripe.Event
    }
    const paidUntil = (await member()).premiumUntil!
    await deliverAll([updated(true)])
    expect(await member()).toMatchObject({ plan: 'premium', premiumUntil: paidUntil, premiumEnding: true })
    expect(planSummary(await member()).detail).toBe(`Paid through ${billingDate(paidUntil)}, and it ends then: you cancelled it. Renew it under Manage billing.`)
    await deliverAll([updated(false)])
    expect(await member()).toMatchObject({ premiumEnding: false })
    expect(planSummary(await member()).detail).toMatch(/It renews every month/)
  })

  it('marks a failed payment past due, keeping premium only until the end already paid for', async () => {
    const paidUntil = (await member()).premiumUntil!
    await deliverAll(fake.failPayment(subscriptionId))
    expect(await member()).toMatchObject({ plan: 'premium', premiumUntil: paidUntil, subscriptionStatus: 'past_due' })
    expect(await premiumNow()).toBe(true)
    expect(await premiumNow(new Date(new Date(paidUntil).getTime() + 1000))).toBe(false)
    expect((await premiumPayments()).docs).toHaveLength(2)
  })

  it('ends premium when the subscription is canceled, and an older event delivered late does not bring it back', async () => {
    deleted = fake.cancelSubscription(subscriptionId)
    await deliverAll([deleted])
    expect(await member()).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' })
    expect(await premiumNow()).toBe(false)

    const created = firstEvents[1]
    await deliverAll([{ ...created, id: `${created.id}_late`, type: 'customer.subscription.updated' } as Stripe.Event])
    expect(await member()).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' })
    expect(await premiumNow()).toBe(false)
  })

  it('lets a former subscriber subscribe again, and the old subscription cannot undo the new one', async () => {
    // They come back after the old subscription's last period would have ended (the fake's
    // renewals moved its periods on without time passing).
    const oldEnd = fake.subscriptions.get(subscriptionId)!.items.data[0].current_period_end * 1000
    vi.useFakeTimers({ toFake: ['Date'], now: oldEnd + 86_400_000 })
    const started = await checkout()
    expect(started).toMatchObject({ ok: true, to: 'checkout' })
    const second = [...fake.sessions.values()].at(-1)!
    expect(second.customer).toBe((await member()).stripeCustomerId)
    const events = fake.completeSession(second.id)
    await deliverAll(events)
    const renewed = (events[1].data.object as Stripe.Subscription).id
    expect(renewed).not.toBe(subscriptionId)
    expect(await member()).toMatchObject({ plan: 'premium', subscriptionStatus: 'active', premiumUntil: periodEnd(fake.subscriptions.get(renewed)!) })

    await deliverAll([{ ...deleted, id: `${deleted.id}_late` }])
    expect(await member()).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' })
    expect(await premiumNow()).toBe(true)
  })

  it('says why, and charges nothing, when the page is stale, Stripe cannot be reached or there is no billing account', async () => {
    const other = await createMember(payload, 'never-paid@example.com')
    expect(await startPremiumCheckout(payload, payments(), other.id, { attempt: 'not-a-uuid' }, ADDRESS, SITE)).toEqual({ ok: false, message: PAGE_OUT_OF_DATE })
    expect(await openBillingPortal(payload, payments(), other.id, ADDRESS, SITE)).toEqual({ ok: false, message: NO_BILLING_ACCOUNT })
    const down = stripePayments({ STRIPE_SECRET_KEY: 'sk_test_down', STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: 'http://127.0.0.1:9' })!
    const sessions = fake.sessions.size
    expect(await startPremiumCheckout(payload, down, other.id, { attempt: randomUUID() }, ADDRESS, SITE)).toEqual({ ok: false, message: CHECKOUT_FAILED })
    expect(fake.sessions.size).toBe(sessions)

    const answers = []
    for (let i = 0; i < 21; i++) answers.push(await openBillingPortal(payload, payments(), other.id, '203.0.113.40', SITE))
    expect(answers.at(-1)).toEqual({ ok: false, message: TOO_MANY_STRIPE_CALLS })
  })

  it('refuses an event whose signature does not match', async () => {
    const { body } = fake.sign(firstEvents[0])
    const { signature } = fake.sign(firstEvents[0], 'whsec_someone_else')
    expect((await route(webhook.POST, 'POST', '/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': signature } })).status).toBe(400)
  })
})

describe('a premium invoice is recorded at the price the member was asked at checkout', () => {
  it('renewals keep that price when an admin changes the plan; an invoice for another amount or currency is recorded as a wrong amount for an admin, and Premium stays on', async () => {
    const buyer = await createMember(payload, 'price-check@example.com')
    const started = await startPremiumCheckout(payload, payments(), buyer.id, { attempt: randomUUID() }, '203.0.113.77', SITE)
    if (!started.ok) throw new Error(started.message)
    const events = fake.completeSession(started.url.split('/').pop()!)
    await deliverAll(events)
    const subscriptionId = (events[1].data.object as Stripe.Subscription).id
    const errors = vi.spyOn(payload.logger, 'error')
    await payload.updateGlobal({ slug: 'premium-plan', data: { monthlyPrice: 15 } })
    try {
      await deliverAll(fake.renewSubscription(subscriptionId))
      const [updated, cheap] = fake.renewSubscription(subscriptionId)
      ;(cheap.data.object as Stripe.Invoice).amount_paid = 100
      await deliverAll([updated, cheap])
      const [moved, euros] = fake.renewSubscription(subscriptionId)
      ;(euros.data.object as Stripe.Invoice).currency = 'eur'
      await deliverAll([moved, euros])

      const { docs } = await payload.find({ collection: 'payments', where: { member: { equals: buyer.id } }, sort: 'id', depth: 0, overrideAccess: true })
      expect(docs).toMatchObject([
        { status: 'paid', amount: 12, currency: 'usd' },
        { status: 'paid', amount: 12, currency: 'usd' },
        { status: 'amount-mismatch', amount: 1, currency: 'usd', stripeReference: (cheap.data.object as Stripe.Invoice).id },
        { status: 'amount-mismatch', amount: 12, currency: 'eur', stripeReference: (euros.data.object as Stripe.Invoice).id },
      ])
      expect(docs[2].problem).toBe('Stripe charged $1.00; the member subscribed to Premium at $12.00 a month. Refund what was not due in Stripe.')
      const told = errors.mock.calls.map((call) => JSON.stringify(call)).join('\n')
      expect(told).toContain((cheap.data.object as Stripe.Invoice).id)
      expect(told).toContain((euros.data.object as Stripe.Invoice).id)
      expect(await payload.findByID({ collection: 'members', id: buyer.id, depth: 0, overrideAccess: true })).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' })
    } finally {
      errors.mockRestore()
      await payload.updateGlobal({ slug: 'premium-plan', data: { monthlyPrice: 12 } })
    }
  })
})
