import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { CHOOSE_A_PLAN, confirmPost, postToConfirm } from '@/lib/jobs/posting/confirmPost'
import { removeAbandonedPosts } from '@/lib/jobs/expireJobs'
import { renewFormToken } from '@/lib/jobs/posting/formToken'
import { freePlacesLeft } from '@/lib/jobs/posting/launchSpecial'
import { describePostingTerms } from '@/lib/jobs/posting/postingTerms'
import { submitEmployerJob } from '@/lib/jobs/posting/submitEmployerJob'
import { checkoutOutcome } from '@/lib/payments/jobPosts/checkoutOutcome'
import { ALREADY_PAID, PAY_LINK_INVALID, payForPost } from '@/lib/payments/jobPosts/payablePost'
import { BAD_SIGNATURE, PAYMENTS_OFF } from '@/lib/payments/receiveStripeEvent'
import { TOO_MANY_STRIPE_CALLS } from '@/lib/payments/stripeCallLimit'
import { type Payments, stripePayments } from '@/lib/payments/stripeClient'

import { seedDatabase } from '../../seed/seedDatabase'
import { createStaff, jobData } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { confirmationTokenFor } from '../helpers/postConfirmation'
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
const confirmToken = (email: string, jobId: number) => confirmationTokenFor(payload, email, jobId)
/** Posts without a plan (held), then confirms it from the emailed link as the owner of the address would. */
const postAndConfirm = async (email: string, planId: number | null = null) => {
  const held = await post(email, null)
  if (!held.ok || !held.job) throw new Error(`not held: ${JSON.stringify(held)}`)
  return { job: held.job, confirmed: await confirmPost(payload, payments, { token: await confirmToken(email, held.job.id), planId }) }
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

  it('without a plan, a post is held for its address to confirm; with nothing to use, confirming asks for a plan and goes to Checkout', async () => {
    const result = await post('noplan@acme.example', null)
    expect(result).toMatchObject({ ok: true, job: { listed: false }, held: { payments: true } })
    const token = await confirmToken('noplan@acme.example', result.ok ? result.job!.id : 0)
    const opened = await postToConfirm(payload, payments, token)
    expect(opened).toMatchObject({ state: 'held', terms: { free: false, paidBy: 'checkout', plan: null } })
    expect(opened.state === 'held' && opened.plans.map((plan) => plan.name)).toEqual(['Starter Post', 'Launch Bundle'])
    expect(await confirmPost(payload, payments, { token })).toEqual({ ok: false, message: CHOOSE_A_PLAN, field: 'plan' })
    const paying = await confirmPost(payload, payments, { token, planId: plans['Starter Post'] })
    expect(paying).toMatchObject({ ok: true, state: 'pay', checkoutUrl: expect.stringMatching(new RegExp(`^${stripe.url}/checkout/`)) })
    const session = sessionOf(paying.ok && paying.state === 'pay' ? paying.checkoutUrl! : '')
    expect(session).toMatchObject({ amount_total: 6900, customer_email: 'noplan@acme.example' })
    expect(await jobOf(result.ok ? result.job!.id : 0)).toMatchObject({ reviewStatus: 'awaiting-payment', plan: plans['Starter Post'], contactEmailConfirmed: true })
    for (const event of stripe.completeSession(session.id)) expect((await deliver(event)).status).toBe(200)
    expect(await jobOf(result.ok ? result.job!.id : 0)).toMatchObject({ reviewStatus: 'pending', is_active: true })
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
    expect(await removeAbandonedPosts(payload)).toBeGreaterThanOrEqual(1)
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
  it('the later posts of the address use the bundle only when its owner confirms each from the emailed link, then payment resumes', async () => {
    const email = 'bundle@acme.example'
    const first = await postAndPay(email, plans['Launch Bundle'])
    expect(first).toMatchObject({ reviewStatus: 'pending' })
    const credits = await payload.find({ collection: 'posting-credits', where: { email: { equals: email } }, overrideAccess: true })
    expect(credits.docs).toHaveLength(1)
    expect(credits.docs[0]).toMatchObject({ postsTotal: 3, postsUsed: 1 })
    expect(new Date(credits.docs[0].expiresAt).getTime() - Date.now()).toBeGreaterThan(179 * 86_400_000)
    const used = async () => (await payload.findByID({ collection: 'posting-credits', id: credits.docs[0].id, overrideAccess: true })).postsUsed

    // Anyone can type the address: the answer is the one any address gets, and tells nothing of the bundle.
    const typed = await post(email, null)
    const stranger = await post('no-bundle@acme.example', null)
    const shape = (result: typeof typed) => JSON.stringify(result, (key, value) => (key === 'id' || key === 'slug' ? undefined : value))
    expect(shape(typed)).toBe(shape(stranger))
    expect(shape(typed)).not.toMatch(/credit|left|until/)
    expect(await jobOf(typed.ok ? typed.job!.id : 0)).toMatchObject({ reviewStatus: 'awaiting-confirmation', is_active: false })
    expect(await used()).toBe(1)
    const token = await confirmToken(email, typed.ok ? typed.job!.id : 0)
    // Choosing a paid plan without proof pays: nothing of the bundle is used.
    expect(await post(email, plans['Starter Post'])).toMatchObject({ ok: true, terms: { paidBy: 'checkout' } })
    expect(await used()).toBe(1)

    // The owner opens the link: the page says what the bundle leaves; the button uses one post, once.
    const opened = await postToConfirm(payload, payments, token)
    expect(opened).toMatchObject({ state: 'held', terms: { paidBy: 'credit', credit: { left: 1 } } })
    expect(describePostingTerms(opened.state === 'held' ? opened.terms : { plan: null, free: false }, email)).toMatch(
      /^This post uses one of the posts you paid for ahead: 1 post left, usable until \w+ \d+, \d{4}\.$/,
    )
    const [second, doubleClick] = await Promise.all([confirmPost(payload, payments, { token }), confirmPost(payload, payments, { token })])
    expect([second, doubleClick].map((result) => result.ok && result.state).sort()).toEqual(['contact-confirmed', 'listed'])
    expect(await used()).toBe(2)
    expect(await jobOf(typed.ok ? typed.job!.id : 0)).toMatchObject({ reviewStatus: 'pending', is_active: true, contactEmailConfirmed: true })

    expect((await postAndConfirm(email)).confirmed).toMatchObject({ ok: true, state: 'listed', terms: { paidBy: 'credit', credit: { left: 0 } } })
    expect(await used()).toBe(3)
    const fourth = await postAndConfirm(email, plans['Starter Post'])
    expect(fourth.confirmed).toMatchObject({ ok: true, state: 'pay', checkoutUrl: expect.any(String) })
    expect(await used()).toBe(3)
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

  it('two posts confirmed at once cannot both take the last post of a bundle', async () => {
    const email = 'race-bundle@acme.example'
    await postAndPay(email, plans['Launch Bundle'])
    await poolOf(payload).query(`UPDATE posting_credits SET posts_used = 2 WHERE email = $1`, [email])
    const tokens: string[] = []
    for (let i = 0; i < 2; i++) {
      const held = await post(email, null)
      expect(held).toMatchObject({ ok: true, held: {} })
      tokens.push(await confirmToken(email, held.ok ? held.job!.id : 0))
    }
    const both = await Promise.all(tokens.map((token) => confirmPost(payload, payments, { token, planId: plans['Starter Post'] })))
    expect(both.map((result) => (result.ok ? result.state : result.message)).sort()).toEqual(['listed', 'pay'])
    const { rows } = await poolOf(payload).query(`SELECT posts_used FROM posting_credits WHERE email = $1`, [email])
    expect(Number(rows[0].posts_used)).toBe(3)
  })
})

describe('the launch special', () => {
  it('two new employers confirming at once cannot both take its last free place', async () => {
    const pool = poolOf(payload)
    const { rows } = await pool.query(`SELECT count(DISTINCT lower(contact_email))::int AS n FROM jobs WHERE free_launch_special`)
    await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: rows[0].n + 1 } })
    try {
      expect(await freePlacesLeft(pool, rows[0].n + 1)).toBe(1)
      // A place is open: even a chosen plan waits for the address, which may post free.
      const emails = ['first-free@acme.example', 'second-free@acme.example']
      const held: Awaited<ReturnType<typeof post>>[] = []
      for (const email of emails) held.push(await post(email, plans['Starter Post']))
      expect(held).toMatchObject([{ ok: true, held: { freeEmployers: rows[0].n + 1 } }, { ok: true, held: { freeEmployers: rows[0].n + 1 } }])
      const tokens = await Promise.all(emails.map((email, i) => confirmToken(email, held[i].ok ? held[i].job!.id : 0)))
      const both = await Promise.all(tokens.map((token) => confirmPost(payload, payments, { token })))
      expect(both.map((result) => (result.ok ? result.state : result.message)).sort()).toEqual(['listed', 'pay'])
      // The one who missed it is sent to pay for the plan it chose; the free one is not.
      expect(both.find((result) => result.ok && result.state === 'listed')).toMatchObject({ terms: { free: true } })
      expect(await freePlacesLeft(pool, rows[0].n + 1)).toBe(0)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 0 } })
    }
  })
})
