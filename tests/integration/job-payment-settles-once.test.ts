import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { renewFormToken } from '@/lib/jobs/posting/formToken'
import { submitEmployerJob } from '@/lib/jobs/posting/submitEmployerJob'
import { checkoutOutcome } from '@/lib/payments/jobPosts/checkoutOutcome'
import { payForPost } from '@/lib/payments/jobPosts/payablePost'
import { type Payments, stripePayments } from '@/lib/payments/stripeClient'

import { seedDatabase } from '../../seed/seedDatabase'
import { jobData } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { route } from '../helpers/rest'
import { type FakeStripe, startFakeStripe } from '../helpers/stripeServer'
import { startTestPayload } from '../helpers/testPayload'

/**
 * A paid Checkout Session settles its job only at the price the site asked for it, and a job is
 * settled once: a second paid session for it is recorded for a refund and changes nothing else.
 */
let payload: Payload
let webhook: (request: Request) => Promise<Response>
let stripe: FakeStripe
let payments: Payments
let plans: Record<'Starter Post' | 'Launch Bundle', { id: number; price: number }>
let errors: ReturnType<typeof vi.spyOn>
let n = 0
const env = { ...process.env }

const post = async (email: string, plan: keyof typeof plans) => {
  const { company_name, job_title, job_description, category, job_type, job_url } = jobData()
  const form = { company_name, job_title, job_description, category, job_type, job_url: `${job_url}?once=${++n}`, hiring_locations: 'Worldwide', contactEmail: email }
  const meta = { clientAddress: `203.0.113.${n % 250}`, idempotencyKey: `once-${n}-${Date.now()}`, formToken: renewFormToken(payload.secret, new Date(Date.now() - 10_000)), secret: payload.secret }
  const result = await submitEmployerJob(payload, form, plans[plan].id, meta, payments)
  if (!result.ok || !result.job || !result.payment?.checkoutUrl) throw new Error(`no checkout: ${JSON.stringify(result)}`)
  return { jobId: result.job.id, session: sessionOf(result.payment.checkoutUrl), payLink: result.payment.payLink }
}
/** Another Checkout Session for the same post, as the pay link in the email opens one. */
const secondSession = async (payLink: string) => {
  const again = await payForPost(payload, payments, new URL(payLink).searchParams.get('token') ?? undefined, `203.0.113.${++n % 250}`)
  if (!again.ok) throw new Error(again.message)
  return sessionOf(again.url)
}
const sessionOf = (checkoutUrl: string) => stripe.sessions.get(checkoutUrl.split('/').pop()!)!
const deliver = (event: Stripe.Event) => {
  const { body, signature } = stripe.sign(event)
  return route(webhook, 'POST', '/stripe/webhook', { rawBody: body, headers: { 'Stripe-Signature': signature } })
}
/** Pays a session on the fake and delivers its event to the webhook. */
const pay = async (session: Stripe.Checkout.Session) => {
  const [completed] = stripe.completeSession(session.id)
  return deliver(completed)
}
const jobOf = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
const paymentsFor = async (jobId: number) =>
  (await payload.find({ collection: 'payments', where: { job: { equals: jobId } }, sort: 'id', overrideAccess: true, depth: 0 })).docs
const creditsOf = async (email: string) => (await payload.find({ collection: 'posting-credits', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs
const receiptsTo = async (email: string) => {
  await payload.jobs.run({ limit: 200 })
  return (await mailsInFolder()).filter((mail) => recipients(mail).includes(email) && mail.subject?.startsWith('Payment received'))
}
const logged = () => errors.mock.calls.map((call: unknown[]) => JSON.stringify(call)).join('\n')

beforeAll(async () => {
  payload = await startTestPayload()
  ;({ POST: webhook } = await import('@/app/api/stripe/webhook/route'))
  await seedDatabase(payload, { demo: false })
  stripe = await startFakeStripe()
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_settle_once', STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url })
  payments = stripePayments()!
  const { docs } = await payload.find({ collection: 'posting-plans', depth: 0 })
  plans = Object.fromEntries(docs.map((plan) => [plan.name, { id: plan.id, price: plan.price }])) as typeof plans
  await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 0 } })
})

beforeEach(() => {
  errors?.mockRestore()
  errors = vi.spyOn(payload.logger, 'error')
})

afterAll(async () => {
  errors?.mockRestore()
  process.env = env
  await stripe?.stop()
  if (payload) await closePayload(payload)
})

describe('a paid session settles its job only at the price the site asked', () => {
  it('a total of 1 cent for a Launch Bundle is recorded as a wrong amount: the job still waits for payment, no bundle, no receipt, an admin is told', async () => {
    const email = 'one-cent@acme.example'
    const { jobId, session, payLink } = await post(email, 'Launch Bundle')
    // Stripe reports a total the site did not ask for (a discount, a session changed outside the site).
    session.amount_total = 1
    expect((await pay(session)).status).toBe(200)

    const [payment] = await paymentsFor(jobId)
    expect(payment).toMatchObject({ status: 'amount-mismatch', amount: 0.01, currency: 'usd', stripeReference: session.id })
    expect(payment.problem).toBe(`Stripe charged $0.01; the site asked $199.00 for Launch Bundle. Refund it in Stripe, or settle job ${jobId} by hand.`)
    expect(await jobOf(jobId)).toMatchObject({ reviewStatus: 'awaiting-payment', is_active: false })
    expect(await creditsOf(email)).toHaveLength(0)
    expect(await receiptsTo(email)).toHaveLength(0)
    expect(logged()).toContain(session.id)
    // The success page does not promise a review that will not come.
    expect(await checkoutOutcome(payload, payments, session.id, '203.0.113.250')).toMatchObject({ state: 'paid', amount: '$0.01', job: 'amount-to-check' })

    // The wrong amount paid nothing: the post can still be paid at its price, and that settles it.
    const right = await secondSession(payLink)
    expect((await pay(right)).status).toBe(200)
    expect(await jobOf(jobId)).toMatchObject({ reviewStatus: 'pending' })
    const [, paid] = await paymentsFor(jobId)
    expect(paid).toMatchObject({ status: 'paid', amount: 199, stripeReference: right.id })
    expect(await creditsOf(email)).toMatchObject([{ postsTotal: 3, postsUsed: 1, payment: paid.id }])
  })

  it('a session paid in another currency is recorded as a wrong amount and settles nothing', async () => {
    const email = 'euros@acme.example'
    const { jobId, session, payLink } = await post(email, 'Starter Post')
    session.currency = 'eur'
    expect((await pay(session)).status).toBe(200)
    expect(await paymentsFor(jobId)).toMatchObject([{ status: 'amount-mismatch', amount: 69, currency: 'eur' }])
    expect(await jobOf(jobId)).toMatchObject({ reviewStatus: 'awaiting-payment' })
    expect(logged()).toContain(session.id)

    // A session at the asked price then settles the post.
    const right = await secondSession(payLink)
    expect((await pay(right)).status).toBe(200)
    expect(await jobOf(jobId)).toMatchObject({ reviewStatus: 'pending', is_active: true })
    expect((await paymentsFor(jobId)).map((row) => row.status)).toEqual(['amount-mismatch', 'paid'])
    expect(await receiptsTo(email)).toHaveLength(1)
  })

  it('a session whose metadata names a dearer plan than the one it was priced for grants nothing of that plan', async () => {
    const email = 'plan-swap@acme.example'
    const { jobId, session } = await post(email, 'Starter Post')
    session.metadata = { ...session.metadata, planId: String(plans['Launch Bundle'].id) }
    expect((await pay(session)).status).toBe(200)
    const rows = await paymentsFor(jobId)
    expect(rows).toMatchObject([{ status: 'amount-mismatch', amount: 69 }])
    expect(rows[0].problem).toBe(`Stripe charged $69.00; the session carries no price the site signed for plan ${plans['Launch Bundle'].id}. Refund it in Stripe, or settle job ${jobId} by hand.`)
    expect(await creditsOf(email)).toHaveLength(0)
    expect(await jobOf(jobId)).toMatchObject({ reviewStatus: 'awaiting-payment' })
  })

  it('a price an admin changes after the session opened does not count against it: the session pays the price it was opened at', async () => {
    const { jobId, session } = await post('price-change@acme.example', 'Starter Post')
    await payload.update({ collection: 'posting-plans', id: plans['Starter Post'].id, data: { price: 79 }, overrideAccess: true })
    try {
      expect((await pay(session)).status).toBe(200)
    } finally {
      await payload.update({ collection: 'posting-plans', id: plans['Starter Post'].id, data: { price: plans['Starter Post'].price }, overrideAccess: true })
    }
    expect(await paymentsFor(jobId)).toMatchObject([{ status: 'paid', amount: 69 }])
    expect(await jobOf(jobId)).toMatchObject({ reviewStatus: 'pending' })
  })

  it('a session opened before the site signed its price is held to the plan as it is now', async () => {
    const right = await post('unsigned@acme.example', 'Starter Post')
    const wrong = await post('unsigned-cheap@acme.example', 'Starter Post')
    for (const { session } of [right, wrong]) delete session.metadata!.price
    wrong.session.amount_total = 100
    expect((await pay(right.session)).status).toBe(200)
    expect((await pay(wrong.session)).status).toBe(200)
    expect(await paymentsFor(right.jobId)).toMatchObject([{ status: 'paid', amount: 69 }])
    expect(await paymentsFor(wrong.jobId)).toMatchObject([{ status: 'amount-mismatch', amount: 1 }])
    expect(await jobOf(wrong.jobId)).toMatchObject({ reviewStatus: 'awaiting-payment' })
  })
})

describe('a job is settled once, whatever number of sessions is paid for it', () => {
  it('a second paid session for a paid Launch Bundle post is recorded for a refund: no second bundle, listing or receipt', async () => {
    const email = 'paid-twice@acme.example'
    const { jobId, session, payLink } = await post(email, 'Launch Bundle')
    // The employer opened the pay link again before paying: two open sessions for one post.
    const other = await secondSession(payLink)
    expect((await pay(session)).status).toBe(200)
    const settled = await jobOf(jobId)
    expect(settled).toMatchObject({ reviewStatus: 'pending', is_active: true })

    expect((await pay(other)).status).toBe(200)
    const rows = await paymentsFor(jobId)
    expect(rows).toMatchObject([
      { status: 'paid', amount: 199, stripeReference: session.id },
      { status: 'already-paid', amount: 199, stripeReference: other.id },
    ])
    expect(rows[1].problem).toBe(`Job ${jobId} was paid already by ${session.id}: refund this payment in Stripe.`)
    expect(await creditsOf(email)).toMatchObject([{ postsTotal: 3, postsUsed: 1, payment: rows[0].id }])
    const after = await jobOf(jobId)
    expect({ posted: after.posted_date, expires: after.expiresAt }).toEqual({ posted: settled.posted_date, expires: settled.expiresAt })
    expect(await receiptsTo(email)).toHaveLength(1)
    expect(logged()).toContain(other.id)
    expect(await checkoutOutcome(payload, payments, other.id, '203.0.113.250')).toMatchObject({ state: 'paid', job: 'paid-already' })
    expect(await checkoutOutcome(payload, payments, session.id, '203.0.113.250')).toMatchObject({ state: 'paid', job: 'listed' })
  })

  it('two sessions of one post paid at the same moment settle it once', async () => {
    const email = 'paid-together@acme.example'
    const { jobId, session, payLink } = await post(email, 'Launch Bundle')
    const other = await secondSession(payLink)
    const events = [stripe.completeSession(session.id)[0], stripe.completeSession(other.id)[0]]
    expect((await Promise.all(events.map(deliver))).map((answer) => answer.status)).toEqual([200, 200])
    expect((await paymentsFor(jobId)).map((row) => row.status).sort()).toEqual(['already-paid', 'paid'])
    expect(await creditsOf(email)).toHaveLength(1)
    expect(await receiptsTo(email)).toHaveLength(1)
    expect(await jobOf(jobId)).toMatchObject({ reviewStatus: 'pending' })
  })
})
