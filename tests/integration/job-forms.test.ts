import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { FORM_EXPIRED, FORM_TOO_FAST, issueFormToken } from '@/lib/jobs/posting/formToken'
import { confirmPost } from '@/lib/jobs/posting/confirmPost'
import { freePlacesLeft, launchSpecialLimit } from '@/lib/jobs/posting/launchSpecial'
import { describePostingTerms } from '@/lib/jobs/posting/postingTerms'
import { submitEmployerJob } from '@/lib/jobs/posting/submitEmployerJob'
import { submitJob } from '@/lib/jobs/posting/submitJob'

import { seedDatabase } from '../../seed/seedDatabase'
import { jobData } from '../helpers/fixtures'
import { rest } from '../helpers/rest'
import { confirmationTokenFor } from '../helpers/postConfirmation'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let n = 0
const oldEnough = () => issueFormToken(payload.secret, new Date(Date.now() - 10_000))
const meta = (overrides = {}) => ({
  clientAddress: `203.0.113.${++n}`,
  idempotencyKey: `form-test-key-${n}-${Date.now()}`,
  formToken: oldEnough(),
  honeypot: '',
  secret: payload.secret,
  ...overrides,
})
const formInput = (overrides = {}) => {
  const { hiring_locations, ...fields } = jobData(overrides)
  return { ...fields, hiring_locations: hiring_locations.join(', '), company_logo: '' }
}

beforeAll(async () => {
  payload = await startTestPayload()
  await seedDatabase(payload, { demo: false })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('/submit-job', () => {
  it('creates an active job with no user from the form text, locations split', async () => {
    const result = await submitJob(payload, formInput({ hiring_locations: ['USA', 'Canada'] }), { ...meta(), posting: { postedVia: 'form' } })
    expect(result).toMatchObject({ ok: true, job: { listed: true } })
    const job = await payload.findByID({ collection: 'jobs', id: result.ok && result.job ? result.job.id : 0 })
    expect(job).toMatchObject({ hiring_locations: ['USA', 'Canada'], postedVia: 'form', user_id: null, reviewStatus: 'pending' })
  })

  it('gives every bad field its message and creates nothing', async () => {
    const before = (await payload.count({ collection: 'jobs' })).totalDocs
    const result = await submitJob(payload, formInput({ job_title: 'QA', job_url: 'javascript:alert(1)' }), { ...meta(), posting: { postedVia: 'form' } })
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect(!result.ok && result.fieldErrors).toEqual([
      { path: 'job_title', message: 'Job title must be at least 3 characters' },
      { path: 'job_url', message: 'URL must start with http:// or https://' },
    ])
    expect((await payload.count({ collection: 'jobs' })).totalDocs).toBe(before)
  })

  it('takes an optional salary as numbers and stores it as the board shows and reads it, on every path', async () => {
    const form = await submitJob(payload, { ...formInput(), salary_min: 80_000, salary_max: 100_000, salary_currency: 'EUR', salary_period: 'year', salary_range: '+ equity' }, { ...meta(), posting: { postedVia: 'form' } })
    if (!form.ok || !form.job) throw new Error(JSON.stringify(form))
    expect(await payload.findByID({ collection: 'jobs', id: form.job.id, depth: 0 })).toMatchObject({ salary_range: '€80,000 - €100,000 a year, + equity', salaryNeedsReview: false })
    expect(Number((await payload.findByID({ collection: 'jobs', id: form.job.id, depth: 0 })).salary_max_usd)).toBeGreaterThan(100_000)
    // The employer page, the same way.
    const { hiring_locations, company_name, job_title, job_description, category, job_type, job_url } = formInput()
    const employer = await submitEmployerJob(payload, { company_name, job_title, job_description, category, job_type, hiring_locations, job_url, contactEmail: 'pay@acme.example', salary_min: 40, salary_max: 55, salary_currency: 'USD', salary_period: 'hour' }, null, meta())
    if (!employer.ok || !employer.job) throw new Error(JSON.stringify(employer))
    expect(await payload.findByID({ collection: 'jobs', id: employer.job.id, depth: 0 })).toMatchObject({ salary_range: '$40 - $55 an hour', salary_min_usd: 83_200, salary_max_usd: 114_400 })
    // Over REST, and with a maximum below the minimum: refused by field, nothing stored.
    const before = (await payload.count({ collection: 'jobs' })).totalDocs
    const backwards = await submitJob(payload, { ...formInput(), salary_min: 90_000, salary_max: 60_000 }, { ...meta(), posting: { postedVia: 'form' } })
    expect(backwards).toMatchObject({ ok: false, fieldErrors: [{ path: 'salary_max', message: 'The maximum must not be less than the minimum' }] })
    const rested = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '198.51.100.90' }, body: { ...jobData(), salary_min: 90_000, salary_max: 60_000, salary_currency: 'USD', salary_period: 'year' } })
    expect(rested.status).toBe(400)
    expect(JSON.stringify(rested.json)).toContain('The maximum must not be less than the minimum')
    expect((await payload.count({ collection: 'jobs' })).totalDocs).toBe(before)
    const words = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '198.51.100.91' }, body: { ...jobData(), salary_range: 'Competitive, with equity' } })
    expect(words.status).toBe(201)
    expect(words.json.doc.salary_range).toBe('Competitive, with equity')
  })

  it('a double click creates one job and both get the same answer', async () => {
    const input = formInput()
    const same = meta()
    const [first, second] = await Promise.all([
      submitJob(payload, input, { ...same, posting: { postedVia: 'form' } }),
      submitJob(payload, input, { ...same, posting: { postedVia: 'form' } }),
    ])
    expect(first).toEqual(second)
    const { totalDocs } = await payload.count({ collection: 'jobs', where: { job_url: { equals: input.job_url } } })
    expect(totalDocs).toBe(1)
  })

  it('drops a filled honeypot, a forged token or none, saying nothing to the bot', async () => {
    const before = (await payload.count({ collection: 'jobs' })).totalDocs
    expect(await submitJob(payload, formInput(), { ...meta({ honeypot: 'http://spam.example' }), posting: {} })).toEqual({ ok: true, job: null })
    expect(await submitJob(payload, formInput(), { ...meta({ formToken: '123.forged' }), posting: {} })).toEqual({ ok: true, job: null })
    expect(await submitJob(payload, formInput(), { ...meta({ formToken: undefined }), posting: {} })).toEqual({ ok: true, job: null })
    expect((await payload.count({ collection: 'jobs' })).totalDocs).toBe(before)
  })

  it('a form sent within seconds of opening (autofill) is not dropped: it asks to confirm, and the confirmation posts it', async () => {
    const input = formInput()
    const quick = await submitJob(payload, input, { ...meta({ formToken: issueFormToken(payload.secret) }), posting: { postedVia: 'form' } })
    expect(quick).toMatchObject({ ok: false, status: 400, message: FORM_TOO_FAST, fieldErrors: [] })
    expect((await payload.count({ collection: 'jobs', where: { job_url: { equals: input.job_url } } })).totalDocs).toBe(0)
    const confirmed = await submitJob(payload, input, { ...meta({ formToken: !quick.ok ? quick.formToken : undefined }), posting: { postedVia: 'form' } })
    expect(confirmed).toMatchObject({ ok: true, job: { listed: true } })
  })

  it('a form left open for over a day is refused with a message and a new token that lets the same post through', async () => {
    const input = formInput()
    const dayOld = issueFormToken(payload.secret, new Date(Date.now() - 25 * 60 * 60 * 1000))
    const refused = await submitJob(payload, input, { ...meta({ formToken: dayOld }), posting: { postedVia: 'form' } })
    expect(refused).toMatchObject({ ok: false, status: 400, message: FORM_EXPIRED, fieldErrors: [] })
    const { totalDocs } = await payload.count({ collection: 'jobs', where: { job_url: { equals: input.job_url } } })
    expect(totalDocs).toBe(0)
    const renewed = !refused.ok ? refused.formToken : undefined
    expect(renewed).toBeTruthy()
    const again = await submitJob(payload, input, { ...meta({ formToken: renewed }), posting: { postedVia: 'form' } })
    expect(again).toMatchObject({ ok: true, job: { listed: true } })
  })
})

describe('/post-job, the employer page', () => {
  const employerInput = (email: string) => {
    const { company_name, job_title, job_description, category, job_type, job_url } = jobData()
    return { company_name, job_title, job_description, category, job_type, job_url: `${job_url}?n=${++n}`, hiring_locations: 'Worldwide', contactEmail: email }
  }
  const jobOf = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0 })
  /** Posts, then confirms the post from the emailed link as the owner of the address does. */
  const postAndConfirm = async (email: string, planId: number | null = null) => {
    const posted = await submitEmployerJob(payload, employerInput(email), planId, meta())
    if (!posted.ok || !posted.job) throw new Error(`not posted: ${JSON.stringify(posted)}`)
    return { id: posted.job.id, confirmed: await confirmPost(payload, null, { token: await confirmationTokenFor(payload, email.toLowerCase(), posted.job.id) }) }
  }

  it('records the job with the plan and contact email, held until the address confirms it, then in review (payments off)', async () => {
    const plan = (await payload.find({ collection: 'posting-plans', where: { name: { equals: 'Launch Bundle' } } })).docs[0]
    const result = await submitEmployerJob(payload, employerInput('hiring@acme.example'), plan.id, meta())
    expect(result).toMatchObject({ ok: true, job: { listed: false }, held: { freeEmployers: 10, payments: false } })
    const id = result.ok && result.job ? result.job.id : 0
    const held = { is_active: false, plan: plan.id, contactEmail: 'hiring@acme.example', postedVia: 'employer-page', schedule_type: 'Flexible' }
    expect(await jobOf(id)).toMatchObject({ ...held, reviewStatus: 'awaiting-confirmation', freeLaunchSpecial: false })
    expect(await confirmPost(payload, null, { token: await confirmationTokenFor(payload, 'hiring@acme.example', id) })).toMatchObject({ ok: true, state: 'in-review' })
    expect(await jobOf(id)).toMatchObject({ ...held, reviewStatus: 'pending', freeLaunchSpecial: true, contactEmailConfirmed: true })
  })

  it('asks for every field of the spec form and a valid company email', async () => {
    const result = await submitEmployerJob(payload, { ...employerInput('not-an-email'), job_url: '' }, null, meta())
    expect(result.ok).toBe(false)
    expect(!result.ok && result.fieldErrors.map((error) => error.path).sort()).toEqual(['contactEmail', 'job_url'])
  })

  it('the first 10 distinct employer emails that confirm post free, then the places run out', async () => {
    const pool = poolOf(payload)
    const left = await freePlacesLeft(pool, await launchSpecialLimit(payload))
    expect(left).toBe(9)
    for (let i = 0; i < left; i++) expect((await postAndConfirm(`employer${i}@example.com`)).confirmed).toMatchObject({ terms: { free: true } })
    expect(await freePlacesLeft(pool, 10)).toBe(0)
    const late = await postAndConfirm('late@example.com')
    const again = await postAndConfirm('HIRING@acme.example')
    expect(await jobOf(late.id)).toMatchObject({ freeLaunchSpecial: false })
    expect(await jobOf(again.id)).toMatchObject({ freeLaunchSpecial: true })
    expect(late.confirmed).toMatchObject({ terms: { plan: null, free: false } })
    expect(again.confirmed).toMatchObject({ terms: { plan: null, free: true } })

    // A paid plan once the special is over is not held: the employer is told plainly the team will invoice.
    const starter = (await payload.find({ collection: 'posting-plans', where: { name: { equals: 'Starter Post' } } })).docs[0]
    const paid = await submitEmployerJob(payload, employerInput('paying@example.com'), starter.id, meta())
    expect(paid).toMatchObject({ ok: true, terms: { plan: { name: 'Starter Post', price: 69 }, free: false } })
    expect(describePostingTerms(paid.ok ? paid.terms! : { plan: null, free: true }, 'paying@example.com')).toBe(
      'Plan: Starter Post ($69). Online payment is not available yet: our team will send an invoice for $69 to paying@example.com.',
    )
  })

  it('admins set how many employers post free; 0 ends the special', async () => {
    const pool = poolOf(payload)
    const setLimit = (launchSpecialLimit: number) => payload.updateGlobal({ slug: 'site-settings', data: { launchSpecialLimit } })
    const free = async (email: string) => {
      const { confirmed } = await postAndConfirm(email)
      const terms = confirmed.ok && 'terms' in confirmed ? confirmed.terms : undefined
      if (terms?.free) expect(describePostingTerms(terms, email)).toContain('you are one of our first 12 employers')
      return Boolean(terms?.free)
    }
    try {
      await setLimit(12)
      expect(await freePlacesLeft(pool, await launchSpecialLimit(payload))).toBe(2)
      expect(await free('eleventh@example.com')).toBe(true)
      expect(await free('twelfth@example.com')).toBe(true)
      expect(await free('thirteenth-too-late@example.com')).toBe(false)
      await setLimit(0)
      expect(await free('HIRING@acme.example')).toBe(false)
      await expect(setLimit(-1)).rejects.toThrow()
    } finally {
      await setLimit(10)
    }
  })
})
