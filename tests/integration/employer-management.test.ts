import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { CANNOT_REOPEN, closeJobAsFilled, reopenJob } from '@/lib/employers/closeJob'
import { editEmployerJob, JOB_NOT_YOURS, NOTHING_CHANGED } from '@/lib/employers/editEmployerJob'
import { employerOverview, ownedJob } from '@/lib/employers/employerJobs'
import { openEmployerLink, pruneEmployerLinks } from '@/lib/employers/employerLinks'
import { EMPLOYER_COOKIE, readEmployerSession } from '@/lib/employers/employerSession'
import { CANNOT_RENEW, CHOOSE_A_RENEWAL, renewJob } from '@/lib/employers/renewJob'
import { requestSignInLink, SIGN_IN_LINK_SENT } from '@/lib/employers/signInLink'
import { closedJobSlugs } from '@/lib/jobs/closedJobSlugs'
import { confirmPost, confirmPostAsEmployer } from '@/lib/jobs/posting/confirmPost'
import { FILLED_TEXT } from '@/lib/jobs/filledJob'
import { SALARY_MESSAGES } from '@/lib/jobs/posting/postedSalary'
import { renewFormToken } from '@/lib/jobs/posting/formToken'
import { submitEmployerJob } from '@/lib/jobs/posting/submitEmployerJob'
import { submitJob } from '@/lib/jobs/posting/submitJob'
import { poolOf } from '@/lib/db/pool'
import { type Payments, stripePayments } from '@/lib/payments/stripeClient'
import { ApiProblem } from '@/lib/publicApi/problem'
import { publicJobBySlug } from '@/lib/publicApi/jobs'
import { seedDatabase } from '../../seed/seedDatabase'

import { createMember, createStaff, jobData } from '../helpers/fixtures'
import { mailsInFolder, recipients } from '../helpers/mailFolder'
import { confirmationTokenFor } from '../helpers/postConfirmation'
import { rest, route, tokenFor } from '../helpers/rest'
import { type FakeStripe, startFakeStripe } from '../helpers/stripeServer'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let openLink: (request: Request) => Promise<Response>
let webhook: (request: Request) => Promise<Response>
let stripe: FakeStripe
let payments: Payments
let moderator = ''
let plans: Record<'Starter Post' | 'Launch Bundle', number>
let n = 0
const env = { ...process.env }
const DAY_MS = 86_400_000
/** The work a sign-in request leaves for after its answer, done at once. */
const atOnce = (work: () => Promise<void>) => work()

const post = (email: string, planId: number | null = null, title?: string) => {
  const { company_name, job_description, category, job_type, job_url } = jobData()
  const id = ++n
  return submitEmployerJob(
    payload,
    { job_title: title ?? `Remote Engineer ${id}`, company_name, job_description, category, job_type, job_url: `${job_url}?employer=${id}`, hiring_locations: 'Worldwide', contactEmail: email },
    planId,
    { clientAddress: `203.0.113.${id % 250}`, idempotencyKey: `employer-mgmt-${id}-${Date.now()}`, formToken: renewFormToken(payload.secret, new Date(Date.now() - 10_000)), secret: payload.secret },
    payments,
  )
}
const jobOf = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true })
const mailsTo = async (email: string) => {
  await payload.jobs.run({ limit: 200 })
  return (await mailsInFolder()).filter((mail) => recipients(mail).includes(email))
}
/** The private link of a post's email (or of a sign-in email), as the employer's mail shows it. */
const manageLinksIn = async (email: string) =>
  (await mailsTo(email)).flatMap((mail) => [...(mail.text ?? '').matchAll(/https?:\/\/\S+\/employer\/open\?token=([A-Za-z0-9_-]+)/g)].map((match) => match[1]))
const fetchOpen = async (token: string) => {
  const response = await openLink(new Request(`http://localhost:3000/employer/open?token=${encodeURIComponent(token)}`))
  const cookie = response.headers.get('set-cookie') ?? ''
  return { status: response.status, location: response.headers.get('location') ?? '', cookie: cookie.match(new RegExp(`${EMPLOYER_COOKIE}=([^;]+)`))?.[1] ?? null, setCookie: cookie }
}
const sessionOf = (checkoutUrl: string) => stripe.sessions.get(checkoutUrl.split('/').pop()!)!
const deliver = (event: Stripe.Event) => {
  const { body, signature } = stripe.sign(event)
  return route(webhook, 'POST', '/stripe/webhook', { rawBody: body, headers: { 'Stripe-Signature': signature } })
}
const pay = async (checkoutUrl: string) => {
  for (const event of stripe.completeSession(sessionOf(checkoutUrl).id)) expect((await deliver(event)).status).toBe(200)
}

/** A post from the employer page, confirmed from its email, paid on the Starter plan and approved: a listed, reviewed job. */
const listedJob = async (email: string) => {
  const held = await post(email)
  if (!held.ok || !held.job) throw new Error(`not posted: ${JSON.stringify(held)}`)
  const confirmed = await confirmPost(payload, payments, { token: await confirmationTokenFor(payload, email, held.job.id), planId: plans['Starter Post'] })
  if (!confirmed.ok || confirmed.state !== 'pay' || !confirmed.checkoutUrl) throw new Error(`not sent to pay: ${JSON.stringify(confirmed)}`)
  await pay(confirmed.checkoutUrl)
  expect((await rest(payload, 'POST', `/jobs/${held.job.id}/approve`, { token: moderator })).status).toBe(200)
  return jobOf(held.job.id)
}

beforeAll(async () => {
  payload = await startTestPayload()
  ;({ GET: openLink } = await import('@/app/(frontend)/employer/open/route'))
  ;({ POST: webhook } = await import('@/app/api/stripe/webhook/route'))
  await seedDatabase(payload, { demo: false })
  stripe = await startFakeStripe()
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_remote_passport', STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url })
  payments = stripePayments()!
  const { docs } = await payload.find({ collection: 'posting-plans', depth: 0 })
  plans = Object.fromEntries(docs.map((plan) => [plan.name, plan.id])) as typeof plans
  await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 0 } })
  // The first account is made an admin (Users' firstUserIsAdmin): the moderator comes second.
  await createStaff(payload, 'admin@example.com', ['admin'])
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  moderator = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
})

afterAll(async () => {
  process.env = env
  await stripe?.stop()
  if (payload) await closePayload(payload)
})

describe('an employer comes back to their jobs from a link emailed to their address', () => {
  it("every post's email carries a private link that opens a session for the address and lands on the job", async () => {
    const posted = await post('links@acme.example')
    if (!posted.ok || !posted.job) throw new Error('not posted')
    const [token] = await manageLinksIn('links@acme.example')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const opened = await fetchOpen(token)
    expect(opened.status).toBe(303)
    expect(opened.location).toMatch(new RegExp(`/employer/jobs/${posted.job.id}$`))
    expect(opened.setCookie).toMatch(/HttpOnly/i)
    expect(opened.setCookie).toMatch(/SameSite=lax/i)
    expect(await readEmployerSession(payload, opened.cookie)).toMatchObject({ email: 'links@acme.example' })
    // Only a hash is stored: nobody reading the table can open the link.
    const { rows } = await poolOf(payload).query('SELECT secret_hash FROM employer_links WHERE email = $1', ['links@acme.example'])
    expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0].secret_hash).not.toContain(token)
  })

  it('a link opens again, from another device, until it expires; a forged or changed one never', async () => {
    const [token] = await manageLinksIn('links@acme.example')
    const first = await fetchOpen(token)
    const second = await fetchOpen(token)
    expect(second.status).toBe(303)
    expect(second.cookie).not.toBe(first.cookie)
    expect(await readEmployerSession(payload, second.cookie)).toMatchObject({ email: 'links@acme.example' })

    expect(await openEmployerLink(payload, token, new Date(Date.now() + 121 * DAY_MS))).toEqual({ ok: false, reason: 'expired' })
    expect(await openEmployerLink(payload, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(await openEmployerLink(payload, 'x'.repeat(5000))).toEqual({ ok: false, reason: 'invalid' })
    const refused = await fetchOpen('not-a-link')
    expect(refused).toMatchObject({ status: 303, cookie: null })
    expect(refused.location).toMatch(/\/employer\?link=invalid$/)
    // A session cookie someone wrote themselves, or one signed for another purpose, signs nobody in.
    expect(await readEmployerSession(payload, `${Buffer.from(JSON.stringify({ lid: 1, email: 'links@acme.example' })).toString('base64url')}.forged`)).toBeNull()
  })

  it('a moderator revokes a link: it stops opening, and every session it opened ends', async () => {
    const [token] = await manageLinksIn('links@acme.example')
    const opened = await fetchOpen(token)
    const { docs } = await payload.find({ collection: 'employer-links', where: { email: { equals: 'links@acme.example' } }, overrideAccess: true })
    // Visitors and members read nothing of the links; staff never read the hash.
    expect((await rest(payload, 'GET', '/employer-links')).status).toBe(403)
    const listed = await rest(payload, 'GET', `/employer-links/${docs[0].id}`, { token: moderator })
    expect(listed.status).toBe(200)
    expect(listed.json.secretHash).toBeUndefined()
    // Nobody may point a link at another address or job.
    const moved = await rest(payload, 'PATCH', `/employer-links/${docs[0].id}`, { token: moderator, body: { email: 'attacker@evil.example', revoked: true } })
    expect(moved.status).toBe(200)
    const revoked = await payload.findByID({ collection: 'employer-links', id: docs[0].id, overrideAccess: true })
    expect(revoked).toMatchObject({ email: 'links@acme.example', revoked: true })
    expect(revoked.revokedAt).toBeTruthy()
    // No request makes a link: not a visitor, not a moderator; only an admin deletes one.
    expect((await rest(payload, 'POST', '/employer-links', { body: { email: 'attacker@evil.example', purpose: 'sign-in', secretHash: 'a'.repeat(64), expiresAt: '2099-01-01T00:00:00.000Z' } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/employer-links', { token: moderator, body: { email: 'attacker@evil.example', purpose: 'sign-in', secretHash: 'b'.repeat(64), expiresAt: '2099-01-01T00:00:00.000Z' } })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/employer-links/${docs[0].id}`, { token: moderator })).status).toBe(403)
    expect(await openEmployerLink(payload, token)).toEqual({ ok: false, reason: 'revoked' })
    expect(await readEmployerSession(payload, opened.cookie)).toBeNull()
  })

  it('housekeeping deletes a link once it can neither open nor hold up a session', async () => {
    const links = async () => (await payload.count({ collection: 'employer-links', where: { email: { equals: 'links@acme.example' } }, overrideAccess: true })).totalDocs
    const before = await links()
    await pruneEmployerLinks(poolOf(payload), new Date(Date.now() + 150 * DAY_MS))
    expect(await links()).toBe(before)
    await pruneEmployerLinks(poolOf(payload), new Date(Date.now() + 152 * DAY_MS))
    expect(await links()).toBe(0)
  })

  it('/employer emails a sign-in link only to an address that posted, answers every address alike, and limits how often', async () => {
    const known = await requestSignInLink(payload, { email: 'Links@Acme.example ' }, { clientAddress: '198.51.100.10', later: atOnce })
    const unknown = await requestSignInLink(payload, { email: 'nobody@acme.example' }, { clientAddress: '198.51.100.10', later: atOnce })
    expect(known).toEqual({ ok: true, message: SIGN_IN_LINK_SENT })
    expect(unknown).toEqual(known)
    // The answer leaves before the address is looked up: known or not, it waits for nothing.
    const leftFor: Array<() => Promise<void>> = []
    const links = () => payload.count({ collection: 'employer-links', where: { purpose: { equals: 'sign-in' } }, overrideAccess: true })
    const issued = (await links()).totalDocs
    expect(await requestSignInLink(payload, { email: 'links@acme.example' }, { clientAddress: '198.51.100.11', later: (work) => void leftFor.push(work) })).toEqual(known)
    expect((await links()).totalDocs).toBe(issued)
    await leftFor[0]()
    expect((await links()).totalDocs).toBe(issued + 1)
    expect(await mailsTo('nobody@acme.example')).toHaveLength(0)
    const signIn = (await mailsTo('links@acme.example')).filter((mail) => mail.subject === 'Your sign-in link for Remote Passport')
    expect(signIn).toHaveLength(2)
    const token = signIn[0].text!.match(/\/employer\/open\?token=([A-Za-z0-9_-]+)/)![1]
    const opened = await fetchOpen(token)
    expect(opened.location).toMatch(/\/employer$/)
    expect(await openEmployerLink(payload, token, new Date(Date.now() + 25 * 3_600_000))).toEqual({ ok: false, reason: 'expired' })

    // Three an hour per address, counted for unknown addresses too, so a refusal tells nothing.
    for (const email of ['links@acme.example', 'nobody@acme.example']) {
      const answers = []
      for (let i = 0; i < 3 - (email === 'links@acme.example' ? 1 : 0); i++) answers.push(await requestSignInLink(payload, { email }, { clientAddress: `198.51.100.${20 + i}`, later: atOnce }))
      expect(answers.at(-1)).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many sign-in links were asked for\. Please try again in \d+ minutes\.$/) })
    }
    // Ten an hour per client address, whatever the addresses.
    const fromOne = []
    for (let i = 0; i < 11; i++) fromOne.push(await requestSignInLink(payload, { email: `someone${i}@acme.example` }, { clientAddress: '198.51.100.99', later: atOnce }))
    expect(fromOne.slice(0, 10).every((answer) => answer.ok)).toBe(true)
    expect(fromOne[10].ok).toBe(false)
    expect(await requestSignInLink(payload, { email: 'not an email' }, { clientAddress: '198.51.100.98', later: atOnce })).toMatchObject({ ok: false, field: 'email' })
  })

  it('a session proves the address as the emailed link does: the employer confirms a held post and takes a free place', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 1000 } })
    try {
      const held = await post('proven@acme.example')
      if (!held.ok || !held.job) throw new Error('not posted')
      expect(await jobOf(held.job.id)).toMatchObject({ reviewStatus: 'awaiting-confirmation', is_active: false })
      expect(await confirmPostAsEmployer(payload, payments, { email: 'someone-else@acme.example', jobId: held.job.id })).toMatchObject({ ok: false })
      expect(await confirmPostAsEmployer(payload, payments, { email: 'proven@acme.example', jobId: held.job.id })).toMatchObject({ ok: true, state: 'listed', terms: { free: true } })
      expect(await jobOf(held.job.id)).toMatchObject({ reviewStatus: 'pending', is_active: true, freeLaunchSpecial: true, contactEmailConfirmed: true })
      // Once confirmed, it is not confirmed again (nor a second place taken).
      expect(await confirmPostAsEmployer(payload, payments, { email: 'proven@acme.example', jobId: held.job.id })).toEqual({ ok: true, state: 'contact-confirmed' })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit: 0 } })
    }
  })

  it("one address never reaches another's job", async () => {
    const job = await listedJob('owner@acme.example')
    expect(await ownedJob(payload, 'other@acme.example', job.id)).toBeNull()
    expect(await closeJobAsFilled(payload, 'other@acme.example', job.id)).toEqual({ ok: false, message: JOB_NOT_YOURS })
    expect(await editEmployerJob(payload, 'other@acme.example', job.id, { ...jobData(), hiring_locations: 'Worldwide' })).toMatchObject({ ok: false, message: JOB_NOT_YOURS })
    expect(await renewJob(payload, payments, 'other@acme.example', job.id, { planId: plans['Starter Post'] })).toEqual({ ok: false, message: JOB_NOT_YOURS })
    expect((await employerOverview(payload, 'other@acme.example')).jobs).toEqual([])
    expect((await employerOverview(payload, 'owner@acme.example')).jobs.map((row) => row.id)).toContain(job.id)
    expect((await employerOverview(payload, 'owner@acme.example')).receipts[0]).toMatchObject({ amount: 69, currency: 'usd', plan: 'Starter Post', status: 'paid' })
    // No employer session reaches the REST API: the jobs collection stays staff's to change.
    expect((await rest(payload, 'PATCH', `/jobs/${job.id}`, { body: { job_title: 'Taken over' }, headers: { Cookie: `${EMPLOYER_COOKIE}=anything` } })).status).toBe(403)
  })
})

const edit = (job: { id: number; job_title: string; job_url: string; company_name: string; job_description?: string | null; category?: string | null; job_type?: string | null }, change: Record<string, unknown>, email = 'edits@acme.example') =>
  editEmployerJob(payload, email, job.id, {
    company_name: job.company_name,
    job_title: job.job_title,
    job_description: job.job_description,
    category: job.category,
    job_type: job.job_type,
    hiring_locations: 'Worldwide',
    job_url: job.job_url,
    tz_min_offset: null,
    tz_max_offset: null,
    ...change,
  })

describe('an employer edits a job', () => {
  it('keeps the salary through an edit that does not touch it, takes a new range as a new post does, and refuses a maximum below the minimum', async () => {
    const job = await listedJob('edits@acme.example')
    expect(await edit(job, { salary_min: 90000, salary_max: 110000, salary_currency: 'EUR', salary_period: 'year', salary_range: '+ equity' })).toEqual({ ok: true, state: 'listed-in-review' })
    const after = await jobOf(job.id)
    expect(after.salary_range).toBe('€90,000 - €110,000 a year, + equity')
    expect((after.employerEdit as { changes: unknown[] }).changes).toContainEqual(expect.objectContaining({ field: 'salary_range', label: 'Salary', after: '€90,000 - €110,000 a year, + equity' }))
    // The edit form sends the stored salary back in "Other pay details", with no amounts: nothing changed, nothing lost.
    expect(await edit(after, { salary_range: after.salary_range, salary_currency: 'USD', salary_period: 'year' })).toMatchObject({ ok: false, message: NOTHING_CHANGED })
    expect(await edit(after, { job_title: 'Principal Remote Engineer', salary_range: after.salary_range })).toMatchObject({ ok: true })
    expect(await jobOf(job.id)).toMatchObject({ job_title: 'Principal Remote Engineer', salary_range: '€90,000 - €110,000 a year, + equity' })
    expect(await edit(after, { salary_min: 120000, salary_max: 100000 })).toMatchObject({ ok: false, fieldErrors: [{ path: 'salary_max', message: SALARY_MESSAGES.range }] })
  })

  it('a change to a reviewed job shows at once and goes back to review with what changed; the job keeps its address and favorites', async () => {
    const job = await listedJob('edits@acme.example')
    const member = await createMember(payload, 'fan@example.com')
    await payload.create({ collection: 'favorites', data: { member: member.id, job: job.id }, overrideAccess: true })
    expect(await edit(job, {})).toMatchObject({ ok: false, message: NOTHING_CHANGED })
    expect(await edit(job, { job_url: 'javascript:alert(1)' })).toMatchObject({ ok: false, fieldErrors: [{ path: 'job_url', message: 'URL must start with http:// or https://' }] })
    // Fields of the collection that are not the form's are not the employer's to set.
    const saved = await edit(job, { job_title: 'Senior Remote Engineer', reviewStatus: 'approved', expiresAt: '2099-01-01T00:00:00.000Z', is_active: true })
    expect(saved).toEqual({ ok: true, state: 'listed-in-review' })
    const after = await jobOf(job.id)
    expect(after).toMatchObject({ job_title: 'Senior Remote Engineer', slug: job.slug, reviewStatus: 'pending', is_active: true, expiresAt: job.expiresAt })
    expect(after.employerEdit).toMatchObject({ held: null, changes: [{ field: 'job_title', label: 'Job Title', before: job.job_title, after: 'Senior Remote Engineer' }] })
    expect((await payload.count({ collection: 'favorites', where: { job: { equals: job.id } }, overrideAccess: true })).totalDocs).toBe(1)
    // The review queue holds it; approving clears the change record.
    const queue = await rest(payload, 'GET', '/jobs?where[reviewStatus][equals]=pending&limit=100', { token: moderator })
    expect(queue.json.docs.find((doc: { id: number }) => doc.id === job.id)?.employerEdit?.changes).toHaveLength(1)
    // The change record is the site's own: a moderator's PATCH, or a public post, cannot write it or "filled".
    await rest(payload, 'PATCH', `/jobs/${job.id}`, { token: moderator, body: { employerEdit: { at: 'x', changes: [], held: { job_title: 'Forged' } } } })
    expect((await jobOf(job.id)).employerEdit).toMatchObject({ changes: [{ field: 'job_title' }], held: null })
    const posted = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '192.0.2.240' }, body: { ...jobData(), filledAt: new Date().toISOString(), employerEdit: {} } })
    expect(posted.status).toBe(400)
    expect(posted.json.errors[0].data.errors.map((error: { path: string }) => error.path).sort()).toEqual(['employerEdit', 'filledAt'])
    expect((await rest(payload, 'POST', `/jobs/${job.id}/approve`, { token: moderator })).status).toBe(200)
    expect(await jobOf(job.id)).toMatchObject({ reviewStatus: 'approved', is_active: true, employerEdit: null })
  })

  it('under "List only after approval" the job stays listed as it was until a moderator approves the change; a rejected change is dropped', async () => {
    const job = await listedJob('edits@acme.example')
    await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'approval-first' } })
    try {
      expect(await edit(job, { job_title: 'Staff Remote Engineer' })).toEqual({ ok: true, state: 'held-for-review' })
      expect(await jobOf(job.id)).toMatchObject({ job_title: job.job_title, is_active: true, reviewStatus: 'pending', employerEdit: { held: { job_title: 'Staff Remote Engineer' } } })
      expect((await rest(payload, 'POST', `/jobs/${job.id}/approve`, { token: moderator })).status).toBe(200)
      expect(await jobOf(job.id)).toMatchObject({ job_title: 'Staff Remote Engineer', is_active: true, reviewStatus: 'approved', employerEdit: null })

      expect(await edit({ ...job, job_title: 'Staff Remote Engineer' }, { job_description: `${job.job_description} Apply with a portfolio of wire transfers.` })).toMatchObject({ ok: true, state: 'held-for-review' })
      const rejected = await rest(payload, 'POST', `/jobs/${job.id}/reject`, { token: moderator, body: { reason: 'Asks for money.' } })
      expect(rejected.status).toBe(200)
      expect(await jobOf(job.id)).toMatchObject({ job_title: 'Staff Remote Engineer', job_description: job.job_description, is_active: true, reviewStatus: 'approved', employerEdit: null })
      const told = (await mailsTo('edits@acme.example')).find((mail) => mail.subject === 'Changes not approved: Staff Remote Engineer')
      expect(told?.text).toContain('Reason: Asks for money.')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'review-after' } })
    }
  })
})

describe('edits that follow other edits or states', () => {
  it('a second change before the review keeps what the moderator last saw as "before"; a post still to pay for stays so', async () => {
    const job = await listedJob('edits@acme.example')
    await edit(job, { job_title: `${job.job_title} (EU)` })
    await edit({ ...job, job_title: `${job.job_title} (EU)` }, { job_title: `${job.job_title} (Europe)`, hiring_locations: 'Europe' })
    expect((await jobOf(job.id)).employerEdit).toMatchObject({
      changes: [
        { field: 'job_title', before: job.job_title, after: `${job.job_title} (Europe)` },
        { field: 'hiring_locations', before: 'Worldwide', after: 'Europe' },
      ],
    })

    const unpaid = await post('edits@acme.example', plans['Starter Post'])
    if (!unpaid.ok || !unpaid.job) throw new Error('not posted')
    const stored = await jobOf(unpaid.job.id)
    expect(stored.reviewStatus).toBe('awaiting-payment')
    expect(await edit(stored, { job_title: 'Remote Engineer, corrected' })).toEqual({ ok: true, state: 'saved' })
    expect(await edit({ ...stored, job_title: 'Remote Engineer, corrected' }, { job_title: 'Remote Engineer, corrected twice' })).toEqual({ ok: true, state: 'saved' })
    expect(await jobOf(unpaid.job.id)).toMatchObject({ reviewStatus: 'awaiting-payment', is_active: false, job_title: 'Remote Engineer, corrected twice' })
  })

  it('a held change taken back leaves nothing to review; approving a change to a filled job does not reopen it', async () => {
    const job = await listedJob('edits@acme.example')
    await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'approval-first' } })
    try {
      expect(await edit(job, { job_title: 'Withdrawn title' })).toMatchObject({ state: 'held-for-review' })
      expect(await edit(job, {})).toEqual({ ok: true, state: 'saved' })
      expect(await jobOf(job.id)).toMatchObject({ reviewStatus: 'approved', employerEdit: null, job_title: job.job_title, is_active: true })

      expect(await edit(job, { job_title: 'Held, then filled' })).toMatchObject({ state: 'held-for-review' })
      await closeJobAsFilled(payload, 'edits@acme.example', job.id)
      expect((await rest(payload, 'POST', `/jobs/${job.id}/approve`, { token: moderator })).status).toBe(200)
      expect(await jobOf(job.id)).toMatchObject({ job_title: 'Held, then filled', is_active: false, reviewStatus: 'approved' })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'review-after' } })
    }
  })

  it("another listed job's apply link is refused under its field, and nothing else changes", async () => {
    const first = await listedJob('edits@acme.example')
    const second = await listedJob('edits@acme.example')
    const refused = await edit(second, { job_url: first.job_url, job_title: 'Copy' })
    expect(refused).toMatchObject({ ok: false, fieldErrors: [{ path: 'job_url', message: 'This job is already listed: an active job has the same job URL.' }] })
    expect(await jobOf(second.id)).toMatchObject({ job_url: second.job_url, job_title: second.job_title, reviewStatus: 'approved' })
  })
})

describe('an employer closes, reopens and renews a job', () => {
  it('closed as filled: off the board, its page and the API answer 410 "This position has been filled"; reopened within its time', async () => {
    const job = await listedJob('close@acme.example')
    expect(await closeJobAsFilled(payload, 'close@acme.example', job.id)).toEqual({ ok: true })
    const closed = await jobOf(job.id)
    expect(closed).toMatchObject({ is_active: false, expiresAt: job.expiresAt })
    expect(closed.filledAt).toBeTruthy()
    expect((await closedJobSlugs(poolOf(payload))).has(job.slug!)).toBe(true)
    const gone = await publicJobBySlug(payload, job.slug!, { site: 'http://localhost:3000' }).catch((error: ApiProblem) => error)
    expect(gone).toBeInstanceOf(ApiProblem)
    expect(gone).toMatchObject({ status: 410, detail: FILLED_TEXT })
    expect(await closeJobAsFilled(payload, 'close@acme.example', job.id)).toMatchObject({ ok: false })

    // A moderator listing it again over REST (the admin's form sends filledAt back as it was) ends "filled" too.
    const relisted = await rest(payload, 'PATCH', `/jobs/${job.id}`, { token: moderator, body: { is_active: true, filledAt: closed.filledAt } })
    expect(relisted.status).toBe(200)
    expect(await jobOf(job.id)).toMatchObject({ is_active: true, filledAt: null })
    await closeJobAsFilled(payload, 'close@acme.example', job.id)

    expect(await reopenJob(payload, 'close@acme.example', job.id)).toEqual({ ok: true })
    expect(await jobOf(job.id)).toMatchObject({ is_active: true, filledAt: null })
    expect((await closedJobSlugs(poolOf(payload))).has(job.slug!)).toBe(false)
    // After its time it cannot be reopened: it is renewed instead.
    await closeJobAsFilled(payload, 'close@acme.example', job.id)
    expect(await reopenJob(payload, 'close@acme.example', job.id, new Date(Date.now() + 40 * DAY_MS))).toEqual({ ok: false, message: CANNOT_REOPEN })
    expect(await renewJob(payload, payments, 'close@acme.example', job.id, { planId: plans['Starter Post'] })).toEqual({ ok: false, message: CANNOT_RENEW })
  })

  it('renewing through Stripe Checkout extends the listing from its end, every time it is paid', async () => {
    const job = await listedJob('renew@acme.example')
    const before = new Date(job.expiresAt!).getTime()
    const first = await renewJob(payload, payments, 'renew@acme.example', job.id, { planId: plans['Starter Post'] })
    if (!first.ok || first.state !== 'pay') throw new Error(`no checkout: ${JSON.stringify(first)}`)
    const session = sessionOf(first.checkoutUrl)
    expect(session).toMatchObject({ mode: 'payment', amount_total: 6900, customer_email: 'renew@acme.example' })
    expect(session.metadata).toMatchObject({ kind: 'job-renewal', jobId: String(job.id), planId: String(plans['Starter Post']) })
    expect(session.success_url).toContain(`/employer/jobs/${job.id}?renewal={CHECKOUT_SESSION_ID}`)
    // Nothing changes until Stripe says it is paid.
    expect((await jobOf(job.id)).expiresAt).toBe(job.expiresAt)
    const [completed, ...others] = stripe.completeSession(session.id)
    for (const event of [completed, ...others]) expect((await deliver(event)).status).toBe(200)
    const once = new Date((await jobOf(job.id)).expiresAt!).getTime()
    expect(once - before).toBe(30 * DAY_MS)
    // A redelivered event, or another event of the same session, renews nothing twice; a second renewal (another session) counts.
    await deliver(completed)
    await deliver({ ...completed, id: `${completed.id}_async`, type: 'checkout.session.async_payment_succeeded' } as Stripe.Event)
    expect(new Date((await jobOf(job.id)).expiresAt!).getTime()).toBe(once)
    const second = await renewJob(payload, payments, 'renew@acme.example', job.id, { planId: plans['Starter Post'] })
    if (!second.ok || second.state !== 'pay') throw new Error('no second checkout')
    await pay(second.checkoutUrl)
    expect(new Date((await jobOf(job.id)).expiresAt!).getTime() - once).toBe(30 * DAY_MS)
    const recorded = (await payload.find({ collection: 'payments', where: { job: { equals: job.id } }, sort: 'createdAt', overrideAccess: true, depth: 0 })).docs
    expect(recorded.map((payment) => [payment.kind, payment.status])).toEqual([
      ['job-post', 'paid'],
      ['job-renewal', 'paid'],
      ['job-renewal', 'paid'],
    ])
    expect((await mailsTo('renew@acme.example')).filter((mail) => mail.subject === 'Payment received: $69.00 to renew your job post')).toHaveLength(2)
    expect((await employerOverview(payload, 'renew@acme.example')).receipts.map((receipt) => [receipt.amount, receipt.renewal])).toEqual([
      [69, true],
      [69, true],
      [69, false],
    ])
  })

  it('two renewals at once from the last bundle post: exactly one job gets it, the other is asked to pay', async () => {
    const email = 'last-post@acme.example'
    const jobs = [await listedJob(email), await listedJob(email)]
    const plan = await payload.findByID({ collection: 'posting-plans', id: plans['Launch Bundle'], overrideAccess: true })
    await payload.create({
      collection: 'posting-credits',
      overrideAccess: true,
      data: { email, plan: plan.id, postsTotal: 3, postsUsed: 2, expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() },
    })
    const outcomes = await Promise.all(jobs.map((job) => renewJob(payload, payments, email, job.id, { credit: true })))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, message: CHOOSE_A_RENEWAL })
    const ends = await Promise.all(jobs.map(async (job) => new Date((await jobOf(job.id)).expiresAt!).getTime() - new Date(job.expiresAt!).getTime()))
    expect(ends.sort()).toEqual([0, 30 * DAY_MS])
  })

  it('an expired job renewed with a post left from its bundle is listed again from today, and the post is used', async () => {
    const email = 'bundle@acme.example'
    const held = await post(email)
    if (!held.ok || !held.job) throw new Error('not posted')
    const confirmed = await confirmPost(payload, payments, { token: await confirmationTokenFor(payload, email, held.job.id), planId: plans['Launch Bundle'] })
    if (!confirmed.ok || confirmed.state !== 'pay' || !confirmed.checkoutUrl) throw new Error('not sent to pay')
    await pay(confirmed.checkoutUrl)
    await payload.update({ collection: 'jobs', id: held.job.id, data: { expiresAt: new Date(Date.now() - DAY_MS).toISOString() }, overrideAccess: true })
    const [credit] = (await payload.find({ collection: 'posting-credits', where: { email: { equals: email } }, overrideAccess: true })).docs
    const renewed = await renewJob(payload, payments, email, held.job.id, { credit: true })
    expect(renewed).toMatchObject({ ok: true, state: 'renewed' })
    const job = await jobOf(held.job.id)
    expect(job.is_active).toBe(true)
    expect(new Date(job.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS)
    expect((await payload.findByID({ collection: 'posting-credits', id: credit.id, overrideAccess: true })).postsUsed).toBe(credit.postsUsed + 1)
  })
})

describe('text that looks like markup, script or a header injection waits for a moderator, on every way to the board', () => {
  const hostile = 'Platform Engineer <img src=x onerror=alert(1)>'
  const isHeld = (job: { is_active?: boolean | null; reviewStatus?: string | null }) => expect(job).toMatchObject({ is_active: false, reviewStatus: 'pending' })

  it('POST /api/jobs and the /submit-job form: saved for review, not listed, under "list at once, review after"', async () => {
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).moderationMode).toBe('review-after')
    const created = await rest(payload, 'POST', '/jobs', { body: jobData({ job_title: hostile }) })
    expect(created.status).toBe(201)
    isHeld(await jobOf(created.json.doc.id))
    const { hiring_locations, ...fields } = jobData({ job_description: 'A fine remote job for people who like careful work. <script>alert(1)</script>' })
    const form = await submitJob(payload, { ...fields, hiring_locations: hiring_locations.join(', '), company_logo: '' }, {
      clientAddress: '198.51.100.7',
      idempotencyKey: `hostile-form-${Date.now()}`,
      formToken: renewFormToken(payload.secret, new Date(Date.now() - 10_000)),
      honeypot: '',
      secret: payload.secret,
      posting: { postedVia: 'form' },
    })
    expect(form).toMatchObject({ ok: true, job: { listed: false } })
    // An ordinary post on the same path is listed at once, as the setting says.
    const plain = await rest(payload, 'POST', '/jobs', { body: jobData() })
    expect(await jobOf(plain.json.doc.id)).toMatchObject({ is_active: true, reviewStatus: 'pending' })
  })

  it('a post confirmed from its email and paid on Checkout stays off the board until a moderator approves it', async () => {
    const email = 'hostile-paid@acme.example'
    const held = await post(email, null, hostile)
    if (!held.ok || !held.job) throw new Error(`not posted: ${JSON.stringify(held)}`)
    const confirmed = await confirmPost(payload, payments, { token: await confirmationTokenFor(payload, email, held.job.id), planId: plans['Starter Post'] })
    if (!confirmed.ok || confirmed.state !== 'pay' || !confirmed.checkoutUrl) throw new Error(`not sent to pay: ${JSON.stringify(confirmed)}`)
    await pay(confirmed.checkoutUrl)
    isHeld(await jobOf(held.job.id))
    const receipt = (await mailsTo(email)).find((mail) => mail.subject?.startsWith('Payment received'))
    expect(receipt?.text).not.toContain('Your job is listed now')
    expect((await rest(payload, 'POST', `/jobs/${held.job.id}/approve`, { token: moderator })).status).toBe(200)
    expect(await jobOf(held.job.id)).toMatchObject({ is_active: true, reviewStatus: 'approved' })
  })

  it("an employer's edit of a listed job that adds markup is held: the job stays listed as it was", async () => {
    const job = await listedJob('hostile-edit@acme.example')
    expect(await edit(job, { job_title: hostile }, 'hostile-edit@acme.example')).toEqual({ ok: true, state: 'held-for-review' })
    expect(await jobOf(job.id)).toMatchObject({ is_active: true, job_title: job.job_title, reviewStatus: 'pending' })
    // An ordinary change to the same job shows at once under "review after".
    expect(await edit(job, { job_title: `${job.job_title} (Europe)` }, 'hostile-edit@acme.example')).toMatchObject({ ok: true, state: 'listed-in-review' })
    expect(await jobOf(job.id)).toMatchObject({ is_active: true, job_title: `${job.job_title} (Europe)` })
  })
})
