import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { boundaryAfter } from '../helpers/stripe/billing'
import { decodeForm } from '../helpers/stripe/formBody'
import { startFakeStripe, type FakeStripe } from '../helpers/stripeServer'

let fake: FakeStripe
let stripe: Stripe

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = new Stripe('sk_test_fake', {
    host: '127.0.0.1',
    port: new URL(fake.url).port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
})

afterAll(async () => {
  await fake?.stop()
})

const app = 'http://127.0.0.1:3999'

const starterPost = {
  mode: 'payment',
  line_items: [
    {
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: 6900, product_data: { name: 'Starter Post' } },
    },
  ],
  metadata: { jobId: '12' },
  client_reference_id: 'employer-7',
  success_url: `${app}/post-job/thanks?session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${app}/post-job`,
} satisfies Stripe.Checkout.SessionCreateParams

const premiumFor = (customer: string) =>
  ({
    mode: 'subscription',
    customer,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 1900,
          recurring: { interval: 'month' },
          product_data: { name: 'Premium' },
        },
      },
    ],
    subscription_data: { metadata: { memberId: '42' } },
    success_url: `${app}/premium/thanks?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${app}/premium`,
  }) satisfies Stripe.Checkout.SessionCreateParams

const paidSubscription = async () => {
  const customer = await stripe.customers.create({ email: 'member@example.com' })
  const session = await stripe.checkout.sessions.create(premiumFor(customer.id))
  const events = fake.completeSession(session.id)
  return {
    customer,
    session,
    events,
    subscription: fake.subscriptions.get(String(fake.sessions.get(session.id)?.subscription))!,
  }
}

const period = (subscription: Stripe.Subscription) => {
  const { current_period_start: start, current_period_end: end } = subscription.items.data[0]
  return { start, end }
}

const days = (seconds: number) => seconds / 86_400

describe('the API, through the stripe SDK', () => {
  it('decodes bracketed form bodies into nested objects and arrays, values kept as text', () => {
    expect(
      decodeForm(
        'line_items[0][price_data][product_data][name]=Starter%20Post&line_items[0][quantity]=1&metadata[jobId]=12&expand[]=a&expand[]=b',
      ),
    ).toEqual({
      line_items: [{ price_data: { product_data: { name: 'Starter Post' } }, quantity: '1' }],
      metadata: { jobId: '12' },
      expand: ['a', 'b'],
    })
  })

  it('bills monthly periods from the anchor day, short months ending on their last day', () => {
    const at = (date: string) => Date.parse(date) / 1000
    const anchor = at('2027-01-31T10:00:00Z')
    expect(boundaryAfter(anchor, 'month', anchor)).toBe(at('2027-02-28T10:00:00Z'))
    expect(boundaryAfter(anchor, 'month', at('2027-02-28T10:00:00Z'))).toBe(
      at('2027-03-31T10:00:00Z'),
    )
    expect(boundaryAfter(anchor, 'year', anchor)).toBe(at('2028-01-31T10:00:00Z'))
  })

  it('creates, reads and updates customers, recording each call', async () => {
    const customer = await stripe.customers.create({
      email: 'employer@example.com',
      name: 'Acme',
      metadata: { employerId: '7' },
    })
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'employer@example.com',
      name: 'Acme',
    })
    expect(customer.id).toMatch(/^cus_/)
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id })
    const updated = await stripe.customers.update(customer.id, {
      metadata: { plan: 'premium', employerId: '' },
    })
    expect(updated.metadata).toEqual({ plan: 'premium' })
    expect(fake.customers.get(customer.id)?.metadata).toEqual({ plan: 'premium' })
    const created = fake.requests.find((request) => request.path === '/v1/customers')
    expect(created).toMatchObject({
      method: 'POST',
      authorization: 'Bearer sk_test_fake',
      body: { email: 'employer@example.com', metadata: { employerId: '7' } },
    })
    expect(created?.idempotencyKey).toBeTruthy()
  })

  it('creates a payment session whose url is the hosted page, and retrieves it', async () => {
    const session = await stripe.checkout.sessions.create(starterPost)
    expect(session.id).toMatch(/^cs_test_/)
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 6900,
      amount_subtotal: 6900,
      currency: 'usd',
      metadata: { jobId: '12' },
      client_reference_id: 'employer-7',
      customer_details: null,
      payment_intent: null,
      url: `${fake.url}/checkout/${session.id}`,
      livemode: false,
    })
    expect(session.expires_at - session.created).toBe(86_400)
    expect(session.line_items).toBeUndefined()
    expect(fake.requests.at(-1)?.body).toMatchObject({
      line_items: [
        {
          quantity: '1',
          price_data: { unit_amount: '6900', product_data: { name: 'Starter Post' } },
        },
      ],
    })

    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] })
    expect(again).toMatchObject({ id: session.id, status: 'open' })
    expect(again.line_items?.data[0]).toMatchObject({
      description: 'Starter Post',
      amount_total: 6900,
    })
  })

  it('shows a paid session its payment intent and charge receipt when expanded', async () => {
    const session = await stripe.checkout.sessions.create(starterPost)
    const [completed] = fake.completeSession(session.id)
    expect(completed.type).toBe('checkout.session.completed')

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' })
    expect(paid.customer_details?.email).toBeTruthy()
    const intent = paid.payment_intent as Stripe.PaymentIntent
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 6900 })
    const charge = intent.latest_charge as Stripe.Charge
    expect(charge.receipt_url).toBe(`${fake.url}/receipts/${session.id}`)
    const receipt = await fetch(charge.receipt_url!)
    expect(receipt.status).toBe(200)
    expect(await receipt.text()).toContain('Starter Post')
    expect(() => fake.completeSession(session.id)).toThrow(/complete/)
  })

  it('completes a subscription session with checkout.session.completed, customer.subscription.created and invoice.paid', async () => {
    const { customer, session, events, subscription } = await paidSubscription()
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ])
    const [completed, created, paid] = events.map((event) => event.data.object) as [
      Stripe.Checkout.Session,
      Stripe.Subscription,
      Stripe.Invoice,
    ]
    expect(completed).toMatchObject({
      id: session.id,
      subscription: created.id,
      customer: customer.id,
    })
    expect(created).toMatchObject({
      status: 'active',
      customer: customer.id,
      metadata: { memberId: '42' },
    })
    expect(days(period(created).end - period(created).start)).toBeGreaterThanOrEqual(28)
    expect(days(period(created).end - period(created).start)).toBeLessThanOrEqual(31)
    expect(paid).toMatchObject({
      status: 'paid',
      amount_paid: 1900,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: created.id, metadata: { memberId: '42' } },
      },
    })
    expect(paid.lines.data[0].period).toEqual(period(created))
    expect(events[0]).toMatchObject({
      object: 'event',
      api_version: '2026-10-28.endive',
      livemode: false,
    })
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'active' })
  })

  it('renews, fails a payment, recovers it and cancels', async () => {
    const { subscription } = await paidSubscription()
    const first = period(subscription)

    expect(fake.renewSubscription(subscription.id).map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
    ])
    expect(period(subscription).start).toBe(first.end)

    const failed = fake.failPayment(subscription.id)
    expect(failed.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ])
    expect(subscription.status).toBe('past_due')
    expect((failed[1].data as { previous_attributes?: object }).previous_attributes).toMatchObject({
      status: 'active',
    })
    const dueFrom = period(subscription).start

    const recovered = fake.renewSubscription(subscription.id)
    expect(subscription.status).toBe('active')
    expect(period(subscription).start).toBe(dueFrom)
    expect((recovered[1].data.object as Stripe.Invoice).status).toBe('paid')

    const deleted = fake.cancelSubscription(subscription.id)
    expect(deleted.type).toBe('customer.subscription.deleted')
    expect(deleted.data.object).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) })
    expect(() => fake.renewSubscription(subscription.id)).toThrow(/canceled/)
  })

  it('updates and cancels subscriptions through the API', async () => {
    const { subscription } = await paidSubscription()
    const updated = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    })
    expect(updated).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: period(subscription).end,
    })
    expect(fake.renewSubscription(subscription.id).map((event) => event.type)).toEqual([
      'customer.subscription.deleted',
    ])

    const other = (await paidSubscription()).subscription
    expect(await stripe.subscriptions.cancel(other.id)).toMatchObject({ status: 'canceled' })
    await expect(stripe.subscriptions.cancel(other.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    )
  })

  it('signs events so that stripe.webhooks.constructEvent accepts them, and only with its secret', async () => {
    const { events } = await paidSubscription()
    const { body, signature } = fake.sign(events[0])
    expect(stripe.webhooks.constructEvent(body, signature, fake.webhookSecret)).toMatchObject({
      id: events[0].id,
      type: 'checkout.session.completed',
    })
    const forged = fake.sign(events[0], 'whsec_someone_else')
    expect(() =>
      stripe.webhooks.constructEvent(forged.body, forged.signature, fake.webhookSecret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError)
  })

  it('opens billing portal sessions for known customers only', async () => {
    const customer = await stripe.customers.create({ email: 'member@example.com' })
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${app}/account`,
    })
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: `${app}/account`,
    })
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`)
    await expect(
      stripe.billingPortal.sessions.create({
        customer: 'cus_missing',
        return_url: `${app}/account`,
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'customer',
    })
  })

  it('answers a repeated idempotency key with the first answer, and refuses it for other parameters', async () => {
    const before = fake.sessions.size
    const first = await stripe.checkout.sessions.create(starterPost, {
      idempotencyKey: 'job-12-checkout',
    })
    const second = await stripe.checkout.sessions.create(starterPost, {
      idempotencyKey: 'job-12-checkout',
    })
    expect(second.id).toBe(first.id)
    expect(fake.sessions.size).toBe(before + 1)
    await expect(
      stripe.checkout.sessions.create(
        { ...starterPost, metadata: { jobId: '13' } },
        { idempotencyKey: 'job-12-checkout' },
      ),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })

  it('refuses missing and wrong parameters as Stripe does', async () => {
    const { mode: _mode, ...withoutMode } = starterPost
    const refusal = stripe.checkout.sessions.create(withoutMode)
    await expect(refusal).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    await expect(refusal).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'mode',
      statusCode: 400,
    })

    const noQuantity = {
      ...starterPost,
      line_items: [{ price_data: starterPost.line_items[0].price_data }],
    }
    await expect(stripe.checkout.sessions.create(noQuantity)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][quantity]',
    })
    await expect(
      stripe.checkout.sessions.create({ ...starterPost, success_url: undefined }),
    ).rejects.toMatchObject({ param: 'success_url' })
    await expect(
      stripe.checkout.sessions.create({ ...starterPost, mode: 'subscription' }),
    ).rejects.toThrow(/recurring price/)
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    })
  })

  it('wants an API key and answers unknown routes with a Stripe error', async () => {
    const anonymous = await fetch(`${fake.url}/v1/customers`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).error).toMatchObject({ type: 'invalid_request_error' })

    const unknown = await fetch(`${fake.url}/v1/nothing-here`, {
      headers: { Authorization: 'Bearer sk_test_fake' },
    })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.message).toMatch(/Unrecognized request URL/)

    const publishable = new Stripe('pk_test_fake', {
      host: '127.0.0.1',
      port: new URL(fake.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    await expect(publishable.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
  })
})

describe('the hosted pages', () => {
  const received: Array<{ body: string; signature: string; contentType: string }> = []
  const receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    received.push({
      body: Buffer.concat(chunks).toString('utf8'),
      signature: String(request.headers['stripe-signature']),
      contentType: String(request.headers['content-type']),
    })
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}')
  })

  const receivedEvents = () =>
    received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, fake.webhookSecret),
    )

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    fake.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`
  })

  afterEach(() => {
    received.length = 0
    fake.deliveries.length = 0
  })

  afterAll(async () => {
    fake.webhookUrl = null
    await new Promise((resolve) => receiver.close(resolve))
  })

  it('shows the products and total, and Pay delivers the signed event before redirecting to success_url', async () => {
    const session = await stripe.checkout.sessions.create(starterPost)
    const page = await fetch(session.url!)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Starter Post')
    expect(html).toContain('$69.00')
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/)
    expect(html).toMatch(/<a [^>]*>Cancel<\/a>/)

    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${app}/post-job/thanks?session_id=${session.id}`)
    expect(received).toHaveLength(1)
    expect(received[0].contentType).toMatch(/^application\/json/)
    const [event] = receivedEvents()
    expect(event.type).toBe('checkout.session.completed')
    expect(event.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      metadata: { jobId: '12' },
    })
    expect(fake.deliveries).toEqual([{ type: 'checkout.session.completed', status: 200 }])

    const again = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(again.status).toBe(409)
    expect(received).toHaveLength(1)
  })

  it('sends Cancel back to cancel_url', async () => {
    const session = await stripe.checkout.sessions.create(starterPost)
    const cancel = await fetch(`${session.url}/cancel`, { redirect: 'manual' })
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('location')).toBe(starterPost.cancel_url)
    expect(fake.sessions.get(session.id)?.status).toBe('open')
  })

  it('delivers the three subscription events in order when a subscription is paid', async () => {
    const customer = await stripe.customers.create({ email: 'member@example.com' })
    const session = await stripe.checkout.sessions.create(premiumFor(customer.id))
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.headers.get('location')).toBe(`${app}/premium/thanks?session_id=${session.id}`)
    expect(receivedEvents().map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ])
  })

  it('lets the customer cancel in the billing portal, delivers customer.subscription.deleted and returns', async () => {
    const { customer, subscription } = await paidSubscription()
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${app}/account`,
    })
    const html = await (await fetch(portal.url)).text()
    expect(html).toContain('Premium')
    expect(html).toMatch(/<button[^>]*>Cancel subscription<\/button>/)
    expect(html).toMatch(/<a [^>]*>Return<\/a>/)

    const cancel = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ subscription: subscription.id }),
    })
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('location')).toBe(`${app}/account`)
    expect(subscription.status).toBe('canceled')
    expect(
      receivedEvents().map((event) => [event.type, (event.data.object as { id: string }).id]),
    ).toEqual([['customer.subscription.deleted', subscription.id]])
  })

  it('delivers the events of API calls once it has answered them', async () => {
    const session = await stripe.checkout.sessions.create(starterPost)
    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: 'expired' })
    await fake.settled()
    expect(receivedEvents().map((event) => event.type)).toEqual(['checkout.session.expired'])
    const pay = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(pay.status).toBe(409)
  })
})
