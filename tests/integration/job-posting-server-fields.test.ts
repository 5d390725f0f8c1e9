import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FOR_A_VISITOR } from '@/lib/access/publicRequest'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { employerPostSchema, POST_JOB_LIMITS, POST_JOB_MESSAGES, postJobSchema } from '@/lib/jobs/posting/postJobSchema'
import { DUPLICATE_JOB_URL } from '@/lib/jobs/posting/postingLimits'
import { formFieldsOf, NUL_CHARACTER, serverOwnedFieldMessage } from '@/lib/jobs/posting/posterFields'
import { submitEmployerJob } from '@/lib/jobs/posting/submitEmployerJob'
import { renewFormToken } from '@/lib/jobs/posting/formToken'
import { submitJob } from '@/lib/jobs/posting/submitJob'

import { createStaff, jobData } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import type { z } from '@/lib/validation/zod'

import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let address = 0
const from = () => ({ 'x-client-address': `198.51.100.${++address}` })

const errorsOf = (json: { errors?: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }) =>
  Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message]))

/** A value of the right kind for a field, so only "may the poster set it" decides the answer. */
const plausibleValue = (field: { name: string; type: string; hasMany?: boolean }) => {
  if (field.name === 'posted_date' || field.type === 'date') return '2099-01-01T00:00:00.000Z'
  if (field.name === 'slug') return '../../admin'
  // is_active true is the spec insert's own value (accepted); false would still be the poster's say.
  if (field.name === 'is_active') return false
  if (field.type === 'checkbox') return true
  if (field.type === 'number') return 7
  if (field.type === 'relationship') return 1
  if (field.type === 'email') return 'someone@example.com'
  if (field.type === 'select') return 'approved'
  return field.hasMany ? ['value'] : 'value'
}

const jobCount = async () => (await poolOf(payload).query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0].n

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'admin@example.com', ['admin'])
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('an anonymous POST /api/jobs sets only the fields of the posting form', () => {
  const formFields = new Set(Object.keys(postJobSchema.shape))
  const serverFields = () => [
    ...payload.collections.jobs.config.flattenedFields.filter((field) => !formFields.has(field.name)),
    { name: 'id', type: 'number' },
    { name: 'createdAt', type: 'date' },
    { name: 'updatedAt', type: 'date' },
  ]

  it('covers every field of the collection: the form fields are allowed, all others refused', () => {
    const names = payload.collections.jobs.config.flattenedFields.map((field) => field.name)
    // The form's salary as numbers is no column: it is stored as salary_range's text (postedSalary.ts).
    const salaryInputs = ['salary_currency', 'salary_max', 'salary_min', 'salary_period']
    expect([...formFields].filter((name) => !names.includes(name)).sort()).toEqual(salaryInputs)
    expect(names.filter((name) => formFields.has(name)).sort()).toEqual([...formFields].filter((name) => !salaryInputs.includes(name)).sort())
    expect(serverFields().map((field) => field.name)).toEqual(
      expect.arrayContaining(['posted_date', 'slug', 'plan', 'is_active', 'reviewStatus', 'contactEmail', 'expiresAt', 'isDemo', 'linkStatus', 'user_id', 'createdAt', 'updatedAt', 'id']),
    )
  })

  it('refuses each server-owned field with 400 and its name, and creates nothing', async () => {
    const before = await jobCount()
    for (const field of serverFields()) {
      const value = plausibleValue(field as { name: string; type: string; hasMany?: boolean })
      const { status, json } = await rest(payload, 'POST', '/jobs', { headers: from(), body: { ...jobData(), [field.name]: value } })
      expect({ field: field.name, status }).toEqual({ field: field.name, status: 400 })
      expect(errorsOf(json)[field.name]).toBe(serverOwnedFieldMessage(field.name))
    }
    expect(await jobCount()).toBe(before)
  })

  it("still takes the spec's insert, whose user_id null and is_active true are the server's own values", async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', { headers: from(), body: { ...jobData(), user_id: null, is_active: true } })
    expect(status).toBe(201)
    expect(json.doc).toMatchObject({ user_id: null, is_active: true, reviewStatus: 'pending' })
  })

  it('dates, slug, plan and expiry come from the server', async () => {
    const started = Date.now()
    const { json } = await rest(payload, 'POST', '/jobs', { headers: from(), body: jobData({ job_title: 'Remote Data Analyst' }) })
    expect(Math.abs(new Date(json.doc.posted_date).getTime() - started)).toBeLessThan(60_000)
    expect(json.doc.slug).toMatch(/^remote-data-analyst-acme-remote-[0-9a-f]{8}$/)
    expect(json.doc.plan).toBeNull()
    expect(new Date(json.doc.expiresAt).getTime() - new Date(json.doc.posted_date).getTime()).toBe(30 * 24 * 60 * 60 * 1000)
  })

  it('refuses a NUL character in any text with 400 and the field', async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', { headers: from(), body: jobData({ company_name: 'Acme\u0000 Remote', hiring_locations: ['Europe', 'Asia\u0000'] }) })
    expect(status).toBe(400)
    expect(errorsOf(json)).toMatchObject({ company_name: NUL_CHARACTER, hiring_locations: NUL_CHARACTER })
  })

  it('keeps one-line fields on one line, whoever writes them: CR/LF become one space', async () => {
    const posted = await rest(payload, 'POST', '/jobs', {
      headers: from(),
      body: jobData({ job_title: 'Senior\r\nEngineer', company_name: 'Acme\n\nRemote', hiring_locations: ['Europe\r\n', 'Asia\u2028Pacific'], job_description: 'Line one of a long enough description.\r\nLine two of it, on its own line.' }),
    })
    expect(posted.status, JSON.stringify(posted.json)).toBe(201)
    const stored = await payload.findByID({ collection: 'jobs', id: posted.json.doc.id, depth: 0 })
    expect(stored).toMatchObject({ job_title: 'Senior Engineer', company_name: 'Acme Remote', hiring_locations: ['Europe', 'Asia Pacific'] })
    // A description is many lines by nature: it keeps them.
    expect(stored.job_description).toBe('Line one of a long enough description.\r\nLine two of it, on its own line.')

    const form = await submitJob(payload, { ...jobData({ job_url: 'https://acme.example/jobs/one-line-form' }), job_title: 'Form\rTitle', hiring_locations: 'Worldwide' }, {
      clientAddress: `192.0.2.${++address}`,
      idempotencyKey: `one-line-${address}`,
      formToken: renewFormToken(payload.secret),
      secret: payload.secret,
      posting: { postedVia: 'form' },
    })
    expect(form.ok && form.job).toBeTruthy()
    expect((await payload.findByID({ collection: 'jobs', id: form.ok ? form.job!.id : 0, depth: 0 })).job_title).toBe('Form Title')

    const token = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    const edited = await rest(payload, 'PATCH', `/jobs/${stored.id}`, { token, body: { job_title: 'Staff\nEdit' } })
    expect(edited.json.doc.job_title).toBe('Staff Edit')
    const company = await payload.create({ collection: 'companies', data: { name: 'Two\r\nLines Ltd', hiringLink: 'https://two-lines.example' } as never, overrideAccess: true })
    expect(company.name).toBe('Two Lines Ltd')
  })

  it("a staff member cannot give a job a slug that is more than one path segment", async () => {
    const token = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    const { status, json } = await rest(payload, 'POST', '/jobs', { token, body: { ...jobData(), slug: '../../admin' } })
    expect(status).toBe(400)
    expect(errorsOf(json).slug).toMatch(/only lower-case letters, digits and hyphens/)
  })
})

describe("the site's posting forms pass on only what the form asks", () => {
  const meta = () => ({
    clientAddress: `192.0.2.${++address}`,
    idempotencyKey: `form-key-${address}-${Date.now()}`,
    formToken: renewFormToken(payload.secret),
    secret: payload.secret,
  })
  /** Every field of the collection that is not one of `form`'s, with a value an attacker would pick. */
  const tampering = (form: z.ZodObject) =>
    Object.fromEntries(
      [...payload.collections.jobs.config.flattenedFields, { name: 'id', type: 'number' }, { name: 'createdAt', type: 'date' }, { name: 'updatedAt', type: 'date' }]
        .filter((field) => !(field.name in form.shape))
        .map((field) => [field.name, field.name === 'is_active' ? true : plausibleValue(field as { name: string; type: string; hasMany?: boolean })]),
    )
  const serverSet = async (id: number, posted: number, reviewStatus = 'pending') => {
    const job = await payload.findByID({ collection: 'jobs', id, depth: 0 })
    expect(Math.abs(new Date(job.posted_date).getTime() - posted)).toBeLessThan(60_000)
    expect(new Date(job.createdAt).getFullYear()).toBeLessThan(2099)
    expect(job.slug).not.toBe('../../admin')
    expect(job).toMatchObject({ reviewStatus, isDemo: false, linkStatus: 'unchecked', consecutiveFailures: 0, user_id: null })
    return job
  }

  it('/submit-job: a request carrying every other field of the collection makes a job with the server\'s values', async () => {
    const values = { ...jobData(), hiring_locations: 'Worldwide', ...tampering(postJobSchema) }
    const started = Date.now()
    const result = await submitJob(payload, formFieldsOf(values, postJobSchema), { ...meta(), posting: { postedVia: 'form' } })
    expect(result.ok && result.job).toBeTruthy()
    const job = await serverSet(result.ok ? result.job!.id : 0, started)
    expect(job).toMatchObject({ plan: null, contactEmail: null, freeLaunchSpecial: false, postedVia: 'form' })
    expect(new Date(job.expiresAt!).getFullYear()).toBeLessThan(2099)
  })

  it('/post-job: the same, and the plan is the one the page looked up', async () => {
    const plan = await payload.create({ collection: 'posting-plans', data: { name: 'Test plan', price: 10, listingDays: 45, _status: 'published' } as never })
    const { job_title, company_name, job_description, category, job_type, job_url } = jobData()
    const values = { job_title, company_name, job_description, category, job_type, job_url, hiring_locations: 'Worldwide', contactEmail: 'Hiring@Acme.example', ...tampering(employerPostSchema) }
    const started = Date.now()
    const result = await submitEmployerJob(payload, formFieldsOf(values, employerPostSchema), plan.id, meta())
    expect(result.ok).toBe(true)
    // A launch special place is open: the post waits for its address to confirm it.
    const job = await serverSet(result.ok ? result.job!.id : 0, started, 'awaiting-confirmation')
    expect(job).toMatchObject({ plan: plan.id, contactEmail: 'hiring@acme.example', contactEmailConfirmed: false, freeLaunchSpecial: false, is_active: false })
    expect(new Date(job.expiresAt!).getTime() - new Date(job.posted_date).getTime()).toBe(45 * 24 * 60 * 60 * 1000)
  })

  it('the lib refuses a server field that reaches it by another way', async () => {
    const result = await submitJob(payload, { ...jobData(), posted_date: '2099-01-01T00:00:00.000Z' }, { ...meta(), posting: { postedVia: 'form' } })
    expect(!result.ok && result.fieldErrors).toEqual([{ path: 'posted_date', message: serverOwnedFieldMessage('posted_date') }])
  })
})

describe('one live public post per job URL, held by the database', () => {
  it('of four identical posts sent at once, one is created and three are told why not', async () => {
    const body = jobData()
    const answers = await Promise.all(Array.from({ length: 4 }, () => rest(payload, 'POST', '/jobs', { headers: from(), body })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400])
    for (const refused of answers.filter((answer) => answer.status === 400)) expect(errorsOf(refused.json).job_url).toBe(DUPLICATE_JOB_URL)
    const { rows } = await poolOf(payload).query('SELECT count(*)::int AS n FROM jobs WHERE job_url = $1', [body.job_url])
    expect(rows[0].n).toBe(1)
  })

  it('the same holds for the forms, sent at once from two browsers', async () => {
    const input = { ...jobData(), hiring_locations: 'Worldwide' }
    const answers = await Promise.all(
      [1, 2].map((n) =>
        submitJob(payload, input, {
          clientAddress: `203.0.113.${100 + n}`,
          idempotencyKey: `race-${n}-${Date.now()}`,
          secret: payload.secret,
          formToken: renewFormToken(payload.secret),
          posting: { postedVia: 'form' },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    const refused = answers.find((answer) => !answer.ok)
    expect(!refused?.ok && refused?.fieldErrors).toEqual([{ path: 'job_url', message: DUPLICATE_JOB_URL }])
  })
})

describe('Idempotency-Key belongs to the client that sent it', () => {
  it("another client's request with the same key gets its own answer, not the first one's", async () => {
    const post = async (client: Record<string, string>, body: unknown) =>
      (await rest(payload, 'POST', '/jobs', { headers: { 'Idempotency-Key': 'shared-key-0001', ...client }, body })).json
    const first = await post(from(), jobData({ job_title: 'First client job' }))
    const second = await post(from(), jobData({ job_title: 'Second client job' }))
    expect(first.doc.job_title).toBe('First client job')
    expect(second.doc.job_title).toBe('Second client job')
    expect(second.doc.id).not.toBe(first.doc.id)
  })
})

describe('one check per rule, in the collection: every way of posting meets the same refusal', () => {
  type Answer = { status: number; errors: Array<{ path: string; message: string }> }
  const pathAndMessage = (errors: Array<{ path?: unknown; message: string }>) => errors.map(({ path, message }) => ({ path: String(path), message }))
  const ways: Record<'REST' | 'local API for a visitor' | 'submitJob', (body: Record<string, unknown>) => Promise<Answer>> = {
    REST: async (body) => {
      const { status, json } = await rest(payload, 'POST', '/jobs', { headers: from(), body })
      return { status, errors: pathAndMessage(json.errors?.[0]?.data?.errors ?? []) }
    },
    'local API for a visitor': async (body) => {
      try {
        await payload.create({ collection: 'jobs', data: body as never, overrideAccess: false, depth: 0, req: { headers: new Headers(from()) }, context: { ...FOR_A_VISITOR, postedVia: 'api' } })
        return { status: 201, errors: [] }
      } catch (error) {
        if (error instanceof ValidationError) return { status: 400, errors: pathAndMessage(error.data.errors) }
        throw error
      }
    },
    submitJob: async (body) => {
      const result = await submitJob(payload, body, {
        clientAddress: `192.0.2.${++address}`,
        idempotencyKey: `one-check-${address}-${Date.now()}`,
        formToken: renewFormToken(payload.secret),
        secret: payload.secret,
        posting: { postedVia: 'form' },
      })
      return result.ok ? { status: 201, errors: [] } : { status: result.status, errors: result.fieldErrors }
    },
  }

  it('a server-owned field (featured, posted_date) and an over-long title: 400, the same field errors, nothing stored', async () => {
    const cases: Array<[() => Record<string, unknown>, Answer['errors']]> = [
      [() => ({ ...jobData(), featured: true }), [{ path: 'featured', message: serverOwnedFieldMessage('featured') }]],
      [() => ({ ...jobData(), posted_date: '2099-01-01T00:00:00.000Z' }), [{ path: 'posted_date', message: serverOwnedFieldMessage('posted_date') }]],
      [() => jobData({ job_title: 'x'.repeat(POST_JOB_LIMITS.jobTitle.max + 1) }), [{ path: 'job_title', message: POST_JOB_MESSAGES.jobTitleLong }]],
    ]
    const before = await jobCount()
    for (const [body, errors] of cases) {
      for (const [way, post] of Object.entries(ways)) expect({ way, ...(await post(body())) }).toEqual({ way, status: 400, errors })
    }
    expect(await jobCount()).toBe(before)
  })

  it('the same post, within the limits, goes in every way, dated by the server', async () => {
    for (const [way, post] of Object.entries(ways)) {
      const started = Date.now()
      const title = `${'x'.repeat(POST_JOB_LIMITS.jobTitle.max - 10)} ${way.slice(0, 9)}`
      expect({ way, ...(await post(jobData({ job_title: title }))) }).toEqual({ way, status: 201, errors: [] })
      const { docs } = await payload.find({ collection: 'jobs', where: { job_title: { equals: title } }, depth: 0 })
      expect(docs).toHaveLength(1)
      expect(Math.abs(new Date(docs[0].posted_date).getTime() - started)).toBeLessThan(60_000)
    }
  })

  it("the collection's own maximum lengths are the form's", () => {
    const maxLength = (name: string) => (payload.collections.jobs.config.flattenedFields.find((field) => field.name === name) as { maxLength?: number }).maxLength
    expect({
      job_title: maxLength('job_title'),
      company_name: maxLength('company_name'),
      company_logo: maxLength('company_logo'),
      job_url: maxLength('job_url'),
      salary_range: maxLength('salary_range'),
    }).toEqual({
      job_title: POST_JOB_LIMITS.jobTitle.max,
      company_name: POST_JOB_LIMITS.companyName.max,
      company_logo: POST_JOB_LIMITS.url.max,
      job_url: POST_JOB_LIMITS.url.max,
      salary_range: POST_JOB_LIMITS.salary.textMax,
    })
  })
})
