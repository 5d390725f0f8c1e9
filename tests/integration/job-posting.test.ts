import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { DUPLICATE_JOB_URL } from '@/lib/jobs/posting/postingLimits'

import { jobData } from '../helpers/fixtures'
import { rest } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let address = 0
/** Each test posts from an address of its own, so rate limits never leak between tests. */
const from = () => ({ 'x-client-address': `198.51.100.${++address}` })

const errorsOf = (json: { errors?: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }) =>
  Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message]))

beforeAll(async () => {
  payload = await startTestPayload()
})

beforeEach(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'review-after' } })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('POST /api/jobs with the spec insert', () => {
  it("creates the job active, pending review, with no user", async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', { headers: from(), body: { ...jobData(), user_id: null, is_active: true } })
    expect(status).toBe(201)
    expect(json.doc).toMatchObject({ is_active: true, reviewStatus: 'pending', user_id: null, postedVia: 'api' })
  })

  it('answers 400 with the spec message of every bad field', async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', {
      headers: from(),
      body: {
        company_name: 'A',
        company_logo: 'not a url',
        job_title: 'QA',
        job_description: 'Too short',
        job_type: 'Freelance',
        schedule_type: '',
        education_level: 'Bootcamp',
        category: 'Astrology',
        hiring_locations: [' ', ''],
        job_url: 'x'.repeat(501),
      },
    })
    expect(status).toBe(400)
    expect(errorsOf(json)).toEqual({
      company_name: 'Company name must be at least 2 characters',
      company_logo: 'Must be a valid URL',
      job_title: 'Job title must be at least 3 characters',
      job_description: 'Description must be at least 50 characters',
      job_type: 'Please select a job type',
      schedule_type: 'Please select a schedule type',
      education_level: 'Please select an education level',
      category: 'Please select a category',
      hiring_locations: 'Please specify hiring locations',
      job_url: 'URL must be less than 500 characters',
    })
  })

  it('refuses javascript: and data: URLs', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi']) {
      const { status, json } = await rest(payload, 'POST', '/jobs', { headers: from(), body: jobData({ job_url: url }) })
      expect(status).toBe(400)
      expect(errorsOf(json).job_url).toBe('URL must start with http:// or https://')
    }
    const logo = await rest(payload, 'POST', '/jobs', { headers: from(), body: jobData({ company_logo: 'javascript:alert(1)' }) })
    expect(errorsOf(logo.json).company_logo).toBe('URL must start with http:// or https://')
  })

  it('refuses a second active job with the same job URL', async () => {
    const job = jobData()
    expect((await rest(payload, 'POST', '/jobs', { headers: from(), body: job })).status).toBe(201)
    const again = await rest(payload, 'POST', '/jobs', { headers: from(), body: { ...job, job_title: 'Another title' } })
    expect(again.status).toBe(400)
    expect(errorsOf(again.json).job_url).toBe(DUPLICATE_JOB_URL)
  })

  it('answers 429 after 5 posts an hour from one address', async () => {
    const headers = from()
    for (let i = 0; i < 5; i++) expect((await rest(payload, 'POST', '/jobs', { headers, body: jobData() })).status).toBe(201)
    const refused = await rest(payload, 'POST', '/jobs', { headers, body: jobData() })
    expect(refused.status).toBe(429)
    expect(refused.json.errors[0].message).toMatch(/^Too many job posts from your network\. Please try again in \d+ minutes\.$/)
    expect((await rest(payload, 'POST', '/jobs', { headers: from(), body: jobData() })).status).toBe(201)
  })

  it('lists a job only after approval when the setting asks for it', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { moderationMode: 'approval-first' } })
    const { json } = await rest(payload, 'POST', '/jobs', { headers: from(), body: jobData() })
    expect(json.doc).toMatchObject({ is_active: false, reviewStatus: 'pending' })
  })
})

describe('Idempotency-Key', () => {
  it('a retried POST with the same key creates one job and gets the first answer', async () => {
    const body = jobData()
    const headers = { 'Idempotency-Key': 'retry-test-0001', ...from() }
    const post = () => rest(payload, 'POST', '/jobs', { headers, body })
    const [first, second] = await Promise.all([post(), post()])
    const third = await post()
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201])
    expect(new Set([first, second, third].map((answer) => answer.json.doc.id)).size).toBe(1)
    const { rows } = await poolOf(payload).query('SELECT count(*)::int AS n FROM jobs WHERE job_url = $1', [body.job_url])
    expect(rows[0].n).toBe(1)
  })

  it('refuses a malformed key with 400 and creates nothing', async () => {
    const body = jobData()
    const { status, json } = await rest(payload, 'POST', '/jobs', { headers: { 'Idempotency-Key': 'no spaces!', ...from() }, body })
    expect(status).toBe(400)
    expect(json.errors[0].message).toBe('Idempotency-Key must be 8 to 128 letters, digits, - or _.')
    const { rows } = await poolOf(payload).query('SELECT count(*)::int AS n FROM jobs WHERE job_url = $1', [body.job_url])
    expect(rows[0].n).toBe(0)
  })

  it('a failed post keeps no answer: the same key may try again once the input is fixed', async () => {
    const headers = { 'Idempotency-Key': 'fix-and-retry-01', ...from() }
    const bad = await rest(payload, 'POST', '/jobs', { headers, body: jobData({ job_title: 'x' }) })
    expect(bad.status).toBe(400)
    const good = await rest(payload, 'POST', '/jobs', { headers, body: jobData({ job_title: 'Fixed title' }) })
    expect(good.status).toBe(201)
    expect(good.json.doc.job_title).toBe('Fixed title')
  })
})

describe('the /api/jobs endpoints beside create', () => {
  it('keeps Payload bulk update and delete (PATCH/DELETE with a where), refused to the public', async () => {
    const patch = await rest(payload, 'PATCH', '/jobs?where[id][equals]=1', { body: { is_active: false } })
    expect(patch.status).toBe(403)
    const remove = await rest(payload, 'DELETE', '/jobs?where[id][equals]=1')
    expect(remove.status).toBe(403)
  })
})
