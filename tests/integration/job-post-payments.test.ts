import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { confirmContactEmail } from '@/lib/jobs/contactConfirmation'
import { removeUnpaidPosts } from '@/lib/jobs/expireJobs'
import { renewFormToken } from '@/lib/jobs/formToken'
import { freePlacesLeft } from '@/lib/jobs/launchSpecial'
import { describePostingTerms } from '@/lib/jobs/postingTerms'
import { CHOOSE_A_PLAN, submitEmployerJob } from '@/lib/jobs/submitEmployerJob'
import { checkoutOutcome } from '@/lib/payments/jobPosts/checkoutOutcome'
import { ALREADY_PAID, PAY_LINK_INVALID, payForPost } from '@/lib/payments/jobPosts/payablePost'
import { BAD_SIGNATURE, PAYMENTS_OFF } from '@/lib/payments/receiveStripeEvent'
import { TOO_MANY_STRIPE_CALLS } from '@/lib/payments/stripeCallLimit'
import { type Payments, stripePayments } from '@/lib/payments/stripeClient'

import { seedDatabase } from '../../seed/seedDatabase'
import { createStaff, jobData } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { rest, route, tokenFor } from '../helpers/rest'
import { type FakeStripe, startFakeStripe } from '../helpers/stripeServer'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let webhook: (request: Request) => Promise<Response>
let stripe: FakeStripe
let payments: Payments
let plans: Record<'Starter Post' | 'Launch Bundle', number>
let n = 0
const env = { ...process.env }

const employerForm = (email: string) => {
  const { company_name, job_title, job_description, category, job_type, job_url } = jobData()
  return { company_name, job_title, job_description, category, job_type, job_url: `${job_url}?n=${++n}`, hiring_locations: 'Worldwide', contactEmail: email }
}
const formMeta = () => ({
  clientAddress: `198.51.100.${n % 250}`,
  idempotencyKey: `payments-${n}-${Date.now()}`,
  formToken: renewFormToken(payload.secret, new Date(Date.now() - 10_000)),
  secret: payload.secret,
})
const post = (email: string, planId: number | null, using: Payments | null = payments) => submitEmployerJob(payload, employerForm(email), planId, formMeta(), using)
const jobOf = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
const sessionOf = (checkoutUrl: string) => stripe.sessions.get(checkoutUrl.split('/').pop()!)!
const deliver = (event: Stripe.Event, secret?: string) => {
  const { body, signature } = stripe.sign(event, secret)
  return route(webhook, 'POST', '/stripe/webhook', { rawBody: body, headers: { 'Stripe-Signature': signature } })
}
const paymentsFor = async (jobId: number) =>
  (await payload.find({ collection: 'payments', where: { job: { equals: jobId } }, overrideAccess: true, depth: 0 })).docs
const mailsTo = async (email: string) => {
  await payload.jobs.run({ limit: 200 })
  return (await mailsInFolder()).filter((mail) => recipients(mail).includes(email))
}
/** Posts on a paid plan and pays on the Checkout page: the job as the webhook left it. */
const postAndPay = async (email: string, plan: number) => {
  const result = await post(email, plan)
  if (!result.ok || !result.job || !result.payment?.checkoutUrl) throw new Error(`no checkout: ${JSON.stringify(result)}`)
  for (const event of stripe.completeSession(sessionOf(result.payment.checkoutUrl).id)) expect((await deliver(event)).status).toBe(200)
  return jobOf(result.job.id)
}

beforeAll(async () => {
  payload = await startTestPayload()
  // The route reads the site's config as it loads: only once the test database is set.
  ;({ POST: webhook } = await import('@/app/api/stripe/webhook/route'))
  await seedDatabase(payload, { demo: false })
  stripe = await startFakeStripe()
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_remote_passport', STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url })
  payments = stripePayments()!
  const { docs } = await payload.find({ collection: 'posting-plans', depth: 0 })
  plans = Object.fromEntries(docs.map((plan) => [plan.name, plan.id])) as typeof plans
  // The launch special is over: every post here is paid for.
  await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 0 } })
})

afterAll(async () => {
  process.env = env
  await stripe?.stop()
  if (payload) await closePayload(payload)
})

describe('an employer pays for a post through Stripe Checkout', () => {
  it('the post waits unlisted and out of the review queue, and Checkout asks the plan price with the job, plan and pay key in its metadata', async () => {
    const result = await post('pay@acme.example', plans['Starter Post'])
    expect(result).toMatchObject({ ok: true, job: { listed: false }, terms: { paidBy: 'checkout', free: false } })
    if (!result.ok || !result.job) throw new Error('not posted')
    expect(result.payment?.checkoutUrl).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`))
    const session = sessionOf(result.payment!.checkoutUrl!)
    expect(session).toMatchObject({ mode: 'payment', amount_total: 6900, currency: 'usd', customer_email: 'pay@acme.example' })
    expect(session.metadata).toMatchObject({ kind: 'job-post', jobId: String(result.job.id), planId: String(plans['Starter Post']) })
    expect(session.metadata?.token).toBeTruthy()
    expect(session.success_url).toContain('/post-job/success?session_id={CHECKOUT_SESSION_ID}')
    expect(await jobOf(result.job.id)).toMatchObject({ reviewStatus: 'awaiting-payment', is_active: false })
    const queue = await payload.count({ collection: 'jobs', where: { reviewStatus: { equals: 'pending' } }, overrideAccess: true })
    expect(queue.totalDocs).toBe(0)

    const [mail] = await mailsTo('pay@acme.example')
    expect(mail.subject).toBe('Your job posting is waiting for payment')
    expect(mail.text).toContain("Plan: Starter Post ($69). Pay $69 on Stripe's secure payment page and the post goes to review.")
    expect(mail.text).toMatch(/Pay for the posting: http:\/\/\S+\/post-job\/pay\?token=\S+/)
  })

  it('a paid session moves the post to review once, even when Stripe delivers the event twice or sends a second event for it', async () => {
    const result = await post('twice@acme.example', plans['Starter Post'])
    if (!result.ok || !result.job) throw new Error('not posted')
    const session = sessionOf(result.payment!.checkoutUrl!)
    const [completed] = stripe.completeSession(session.id)
    expect(await deliver(completed)).toMatchObject({ status: 200, json: { received: true } })
    expect(await deliver(completed)).toMatchObject({ status: 200, json: { received: true, duplicate: true } })
    // Another event about the same session (a delayed payment method's success): nothing new.
    expect((await deliver({ ...completed, id: `${completed.id}_async`, type: 'checkout.session.async_payment_succeeded' } as Stripe.Event)).status).toBe(200)

    const job = await jobOf(result.job.id)
    // The moderation setting lists at once and reviews after (the default).
    expect(job).toMatchObject({ reviewStatus: 'pending', is_active: true })
    expect(new Date(job.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)
    const recorded = await paymentsFor(result.job.id)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({ kind: 'job-post', amount: 69, currency: 'usd', status: 'paid', stripeReference: session.id, email: 'twice@acme.example' })
    expect(recorded[0].receiptUrl).toMatch(new RegExp(`^${stripe.url}/`))

    const receipts = (await mailsTo('twice@acme.example')).filter((mail) => mail.subject === 'Payment received: $69.00 for Starter Post')
    expect(receipts).toHaveLength(1)
    expect(receipts[0].text).toContain('Your job is listed now, and a moderator reviews it within 24 hours.')
    expect(receipts[0].text).toContain(`See the receipt: ${recorded[0].receiptUrl}`)

    // The success page reads the payment from Stripe, not from its address.
    expect(await checkoutOutcome(payload, payments, session.id, '198.51.100.200')).toMatchObject({ state: 'paid', amount: '$69.00', planName: 'Starter Post', job: 'listed' })
    expect(await checkoutOutcome(payload, payments, 'cs_test_made_up_1234', '198.51.100.200')).toEqual({ state: 'unknown' })
    expect(await checkoutOutcome(payload, payments, "cs_' OR 1=1", '198.51.100.200')).toEqual({ state: 'unknown' })
  })

  it('one address cannot spend the site\'s Stripe requests: the success page answers 20 lookups a minute, then asks to wait', async () => {
    const lookups = await Promise.all(Array.from({ length: 20 }, (_, i) => checkoutOutcome(payload, payments, `cs_test_guess_${i}_abcdef`, '198.51.100.222')))
    expect(lookups.every((outcome) => outcome.state === 'unknown')).toBe(true)
    expect(await checkoutOutcome(payload, payments, 'cs_test_guess_21_abcdef', '198.51.100.222')).toEqual({ state: 'busy' })
    expect(await payForPost(payload, payments, 'any-token', '198.51.100.222')).toEqual({ ok: false, message: TOO_MANY_STRIPE_CALLS })
    // Another address is not held up.
    expect(await checkoutOutcome(payload, payments, 'cs_test_guess_22_abcdef', '198.51.100.223')).toEqual({ state: 'unknown' })
  })

  it('with "list only after approval", a paid post waits for a moderator', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'approval-first' } })
    try {
      expect(await postAndPay('approval@acme.example', plans['Starter Post'])).toMatchObject({ reviewStatus: 'pending', is_active: false })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'review-after' } })
    }
  })

  it('a bad or missing signature is refused with 400 and changes nothing; with payments off the webhook answers 503', async () => {
    const result = await post('forged@acme.example', plans['Starter Post'])
    if (!result.ok || !result.job) throw new Error('not posted')
    const [completed] = stripe.completeSession(sessionOf(result.payment!.checkoutUrl!).id)
    expect(await deliver(completed, 'whsec_someone_else')).toMatchObject({ status: 400, json: { error: BAD_SIGNATURE } })
    const { body } = stripe.sign(completed)
    expect(await route(webhook, 'POST', '/stripe/webhook', { rawBody: body })).toMatchObject({ status: 400, json: { error: BAD_SIGNATURE } })
    const { signature } = stripe.sign(completed)
    expect((await route(webhook, 'POST', '/stripe/webhook', { rawBody: body.replace('"paid"', '"PAID"'), headers: { 'Stripe-Signature': signature } })).status).toBe(400)
    expect(await jobOf(result.job.id)).toMatchObject({ reviewStatus: 'awaiting-payment', is_active: false })
    expect(await paymentsFor(result.job.id)).toHaveLength(0)

    delete process.env.STRIPE_SECRET_KEY
    try {
      expect(await deliver(completed)).toMatchObject({ status: 503, json: { error: PAYMENTS_OFF } })
    } finally {
      process.env.STRIPE_SECRET_KEY = 'sk_test_remote_passport'
    }
    // The genuine delivery still goes through afterwards.
    expect((await deliver(completed)).status).toBe(200)
    expect(await jobOf(result.job.id)).toMatchObject({ reviewStatus: 'pending' })
  })

  it('with payments on, a post that is not free needs a plan; nothing is stored without one', async () => {
    const before = await payload.count({ collection: 'jobs', overrideAccess: true })
    const result = await post('noplan@acme.example', null)
    expect(result).toMatchObject({ ok: false, status: 400, message: CHOOSE_A_PLAN, fieldErrors: [{ path: 'plan', message: CHOOSE_A_PLAN }] })
    expect((await payload.count({ collection: 'jobs', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('when Stripe does not answer, the post is kept and the employer gets the link to pay later', async () => {
    const down = stripePayments({ STRIPE_SECRET_KEY: 'sk_test_down', STRIPE_WEBHOOK_SECRET: 'whsec_down', STRIPE_API_BASE: 'http://127.0.0.1:9' })
    const result = await post('stripe-down@acme.example', plans['Starter Post'], down)
    expect(result).toMatchObject({ ok: true, payment: { checkoutUrl: null } })
    if (!result.ok || !result.job || !result.payment) throw new Error('not kept')
    expect(await jobOf(result.job.id)).toMatchObject({ reviewStatus: 'awaiting-payment' })
    // The link works once Stripe is back: a new Checkout Session for the same post.
    const token = new URL(result.payment.payLink).searchParams.get('token') ?? undefined
    const again = await payForPost(payload, payments, token, '198.51.100.201')
    expect(again).toMatchObject({ ok: true })
    expect(again.ok && sessionOf(again.url).metadata).toMatchObject({ jobId: String(result.job.id) })
    expect(await payForPost(payload, payments, `${token}x`, '198.51.100.201')).toEqual({ ok: false, message: PAY_LINK_INVALID })
    for (const event of stripe.completeSession(sessionOf(again.ok ? again.url : '').id)) await deliver(event)
    expect(await payForPost(payload, payments, token, '198.51.100.201')).toEqual({ ok: false, message: ALREADY_PAID })
  })

  it('posts left unpaid for 7 days are removed; paid ones stay', async () => {
    const unpaid = await post('never-paid@acme.example', plans['Starter Post'])
    const paid = await postAndPay('paid-in-time@acme.example', plans['Starter Post'])
    if (!unpaid.ok || !unpaid.job) throw new Error('not posted')
    await poolOf(payload).query(`UPDATE jobs SET created_at = now() - interval '8 days' WHERE id = ANY($1)`, [[unpaid.job.id, paid.id]])
    expect(await removeUnpaidPosts(payload)).toBeGreaterThanOrEqual(1)
    expect(await payload.findByID({ collection: 'jobs', id: unpaid.job.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await jobOf(paid.id)).toMatchObject({ reviewStatus: 'pending' })
  })
})

describe('the admin lists payments', () => {
  it('an admin marks a refund; what Stripe said was paid cannot be edited, by an admin or anyone', async () => {
    const paid = await postAndPay('refund@acme.example', plans['Starter Post'])
    const [payment] = await paymentsFor(paid.id)
    await createStaff(payload, 'payments-admin@example.com', ['admin'])
    const token = await tokenFor(payload, 'users', 'payments-admin@example.com', 'staff-password')
    const changed = await rest(payload, 'PATCH', `/payments/${payment.id}`, { token, body: { status: 'refunded', refundNote: 'Duplicate post', amount: 1, stripeReference: 'cs_forged' } })
    expect(changed.status).toBe(200)
    expect(await payload.findByID({ collection: 'payments', id: payment.id, overrideAccess: true })).toMatchObject({
      status: 'refunded',
      refundNote: 'Duplicate post',
      amount: 69,
      stripeReference: payment.stripeReference,
    })
  })
})

describe('the Launch Bundle: 3 posts valid for 6 months', () => {
  it('the later posts of the same confirmed address use the bundle instead of paying, then payment resumes', async () => {
    const email = 'bundle@acme.example'
    const first = await postAndPay(email, plans['Launch Bundle'])
    expect(first).toMatchObject({ reviewStatus: 'pending' })
    const credits = await payload.find({ collection: 'posting-credits', where: { email: { equals: email } }, overrideAccess: true })
    expect(credits.docs).toHaveLength(1)
    expect(credits.docs[0]).toMatchObject({ postsTotal: 3, postsUsed: 1 })
    expect(new Date(credits.docs[0].expiresAt).getTime() - Date.now()).toBeGreaterThan(179 * 86_400_000)

    // Not confirmed yet: anyone could type the address, so the bundle is not used.
    const unconfirmed = await post(email, plans['Starter Post'])
    expect(unconfirmed).toMatchObject({ ok: true, terms: { paidBy: 'checkout' } })

    const link = (await mailsTo(email)).map((mail) => mail.text?.match(/https?:\/\/\S+\/post-job\/confirm\?token=\S+/)?.[0]).find(Boolean)
    expect(await confirmContactEmail(payload, new URL(link!).searchParams.get('token') ?? undefined)).toBe('confirmed')

    // A double click (the same form sent twice) takes one post of the bundle.
    const [form, meta] = [employerForm(email.toUpperCase()), formMeta()]
    const second = await submitEmployerJob(payload, form, null, meta, payments)
    expect(second).toMatchObject({ ok: true, terms: { paidBy: 'credit', credit: { left: 1 } } })
    const again = await submitEmployerJob(payload, form, null, meta, payments)
    expect(again.ok && again.job?.id).toBe(second.ok && second.job?.id)
    expect((await payload.findByID({ collection: 'posting-credits', id: credits.docs[0].id, overrideAccess: true })).postsUsed).toBe(2)
    expect(second.ok && second.payment).toBeFalsy()
    expect(describePostingTerms(second.ok ? second.terms! : { plan: null, free: false }, email)).toMatch(
      /^This post uses one of the posts you paid for ahead: 1 post left, usable until \w+ \d+, \d{4}\.$/,
    )
    expect(await jobOf(second.ok ? second.job!.id : 0)).toMatchObject({ reviewStatus: 'pending', is_active: true })
    const third = await post(email, plans['Starter Post'])
    expect(third).toMatchObject({ ok: true, terms: { paidBy: 'credit', credit: { left: 0 } } })
    const fourth = await post(email, plans['Starter Post'])
    expect(fourth).toMatchObject({ ok: true, terms: { paidBy: 'checkout' } })
    expect(fourth.ok && fourth.payment?.checkoutUrl).toBeTruthy()
    const used = await payload.findByID({ collection: 'posting-credits', id: credits.docs[0].id, overrideAccess: true })
    expect(used.postsUsed).toBe(3)
  })

  it('a bundle paid by two events arriving at once (completed, and a slower method\'s success) gives one payment, one set of posts and one receipt', async () => {
    const email = 'both-events@acme.example'
    const result = await post(email, plans['Launch Bundle'])
    if (!result.ok || !result.job) throw new Error('not posted')
    const [completed] = stripe.completeSession(sessionOf(result.payment!.checkoutUrl!).id)
    const succeeded = { ...completed, id: `${completed.id}_async`, type: 'checkout.session.async_payment_succeeded' } as Stripe.Event
    expect((await Promise.all([deliver(completed), deliver(succeeded)])).map((answer) => answer.status)).toEqual([200, 200])
    expect(await paymentsFor(result.job.id)).toHaveLength(1)
    expect((await payload.find({ collection: 'posting-credits', where: { email: { equals: email } }, overrideAccess: true })).docs).toHaveLength(1)
    const receipts = (await mailsTo(email)).filter((mail) => mail.subject === 'Payment received: $199.00 for Launch Bundle')
    expect(receipts).toHaveLength(1)
    expect(receipts[0].text).toContain('Your next 2 posts from this address are paid for')
  })

  it('two posts at once cannot both take the last post of a bundle', async () => {
    const email = 'race-bundle@acme.example'
    await postAndPay(email, plans['Launch Bundle'])
    await poolOf(payload).query(`UPDATE jobs SET contact_email_confirmed = true WHERE lower(contact_email) = $1`, [email])
    await poolOf(payload).query(`UPDATE posting_credits SET posts_used = 2 WHERE email = $1`, [email])
    const both = await Promise.all([post(email, plans['Starter Post']), post(email, plans['Starter Post'])])
    expect(both.map((result) => (result.ok ? result.terms?.paidBy : result.message)).sort()).toEqual(['checkout', 'credit'])
    const { rows } = await poolOf(payload).query(`SELECT posts_used FROM posting_credits WHERE email = $1`, [email])
    expect(Number(rows[0].posts_used)).toBe(3)
  })
})

describe('the launch special', () => {
  it('two new employers at once cannot both take its last free place', async () => {
    const pool = poolOf(payload)
    const { rows } = await pool.query(`SELECT count(DISTINCT lower(contact_email))::int AS n FROM jobs WHERE free_launch_special`)
    await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: rows[0].n + 1 } })
    try {
      expect(await freePlacesLeft(pool, rows[0].n + 1)).toBe(1)
      const both = await Promise.all([post('first-free@acme.example', plans['Starter Post']), post('second-free@acme.example', plans['Starter Post'])])
      expect(both.map((result) => result.ok && result.terms?.free).sort()).toEqual([false, true])
      // The one who missed it is sent to pay; the free one is not.
      expect(both.filter((result) => result.ok && result.payment?.checkoutUrl)).toHaveLength(1)
      expect(await freePlacesLeft(pool, rows[0].n + 1)).toBe(0)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 0 } })
    }
  })
})
