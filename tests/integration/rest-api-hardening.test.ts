import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { subscribeFromSite } from '@/lib/newsletter/subscribe'

import { createJob, createMember, createStaff, jobData } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
const tokens: Record<string, string> = {}
let address = 0
const from = () => ({ 'x-client-address': `198.51.100.${++address}` })

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'admin@example.com', ['admin'])
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  await createMember(payload, 'member@example.com')
  tokens.admin = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
  tokens.moderator = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
  tokens.member = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe("posters' contact emails stay with staff", () => {
  it('no visitor or member reads or queries a contact email, staff do', async () => {
    const job = await createJob(payload, { contactEmail: 'poster@example.com' } as never)
    for (const token of [undefined, tokens.member]) {
      const listed = await rest(payload, 'GET', `/jobs?select[contactEmail]=true&select[job_title]=true&where[id][equals]=${job.id}`, { token })
      expect(listed.status).toBe(200)
      expect(listed.json.docs[0]).not.toHaveProperty('contactEmail')
      expect((await rest(payload, 'GET', `/jobs/${job.id}`, { token })).json).not.toHaveProperty('contactEmail')
      const probed = await rest(payload, 'GET', '/jobs?where[contactEmail][equals]=poster@example.com', { token })
      expect(probed.json.docs ?? []).toHaveLength(0)
    }
    expect((await rest(payload, 'GET', `/jobs/${job.id}`, { token: tokens.moderator })).json.contactEmail).toBe('poster@example.com')
  })
})

describe('document locks are for staff', () => {
  it('a member can neither lock a job nor see or lift locks; a moderator still edits', async () => {
    const job = await createJob(payload)
    const lock = { document: { relationTo: 'jobs', value: job.id }, globalSlug: null, user: { relationTo: 'members', value: 1 } }
    expect((await rest(payload, 'POST', '/payload-locked-documents', { token: tokens.member, body: lock })).status).toBe(403)
    expect((await rest(payload, 'GET', '/payload-locked-documents', { token: tokens.member })).status).toBe(403)
    expect((await rest(payload, 'DELETE', '/payload-locked-documents?where[id][exists]=true', { token: tokens.member })).status).toBe(403)
    const edit = await rest(payload, 'PATCH', `/jobs/${job.id}`, { token: tokens.moderator, body: { job_title: 'Edited by a moderator' } })
    expect(edit.status).toBe(200)
    expect((await rest(payload, 'GET', '/payload-locked-documents', { token: tokens.admin })).status).toBe(200)
  })
})

describe('bad input answers 4xx with a clear message, never 500', () => {
  const cases: Array<[string, string, number, RegExp]> = [
    ['an id that is not a number', '/jobs/abc', 404, /Not Found/i],
    ['a page below 1', '/jobs?page=-5', 400, /page must be a whole number of 1 or more/],
    ['text where ids are numbers', '/jobs?where[id][in]=a,b,c', 400, /invalid input syntax for type integer/],
    ['a geometry operator on a text field', '/jobs?where[job_title][near]=1,2', 400, /apply to point fields/],
    ['a where that is not JSON', '/jobs?where={oops', 400, /not valid JSON/],
    ['a NUL character in a query', '/jobs?where[job_title][equals]=a%00b', 400, /NUL character/],
  ]
  for (const [what, path, status, message] of cases) {
    it(`${what}: ${status}`, async () => {
      const answer = await rest(payload, 'GET', path)
      expect(answer.status).toBe(status)
      expect(answer.json.errors[0].message).toMatch(message)
    })
  }

  it('a NUL character in a staff edit: 400', async () => {
    const job = await createJob(payload)
    const answer = await rest(payload, 'PATCH', `/jobs/${job.id}`, { token: tokens.admin, body: { job_title: 'Bad\u0000title' } })
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toMatch(/NUL character/)
  })

  it('a post, sign-up or edit with no JSON document (a text/plain or form body): 400, not a crash', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await rest(payload, 'POST', '/jobs', { headers: { ...from(), 'Content-Type': type } })
      expect(answer.status).toBe(400)
      expect(answer.json.errors[0].message).toBe('Send the document as a JSON object, with Content-Type: application/json.')
    }
    const signUp = await rest(payload, 'POST', '/members', { headers: { ...from(), 'Content-Type': 'text/plain' } })
    expect(signUp.status).toBe(400)
    expect(signUp.json.errors[0].message).toBe('Send the document as a JSON object, with Content-Type: application/json.')
    const job = await createJob(payload)
    expect((await rest(payload, 'PATCH', `/jobs/${job.id}`, { token: tokens.admin, headers: { 'Content-Type': 'text/plain' } })).status).toBe(400)
  })

  it('a multipart body that is not one: 400', async () => {
    const answer = await rest(payload, 'POST', '/members/login', { headers: { ...from(), 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'email=a' })
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toMatch(/^The form body could not be read/)
  })
})

describe('public pages of results hold at most 100 documents', () => {
  beforeAll(async () => {
    for (let i = 0; i < 105; i++) await payload.create({ collection: 'jobs', data: jobData() as never, context: { disableRevalidate: true } })
  })

  for (const query of ['limit=100000', 'limit=0', 'pagination=false', 'pagination=false&limit=0']) {
    it(`${query}: 100 for a visitor or member`, async () => {
      for (const token of [undefined, tokens.member]) {
        const { status, json } = await rest(payload, 'GET', `/jobs?${query}&depth=0&select[id]=true`, { token })
        expect(status).toBe(200)
        expect(json.docs).toHaveLength(100)
        expect(json.totalDocs).toBeGreaterThan(100)
      }
    })
  }

  it('no limit keeps the default page of 10; staff lists are not capped', async () => {
    expect((await rest(payload, 'GET', '/jobs?depth=0&select[id]=true')).json.docs).toHaveLength(10)
    const staff = await rest(payload, 'GET', '/jobs?limit=500&depth=0&select[id]=true', { token: tokens.admin })
    expect(staff.json.docs.length).toBeGreaterThan(100)
  })
})

describe('every 429 says when to come back', () => {
  it('too many job posts: Retry-After', async () => {
    const headers = from()
    for (let i = 0; i < 5; i++) await rest(payload, 'POST', '/jobs', { headers, body: jobData() })
    const refused = await rest(payload, 'POST', '/jobs', { headers, body: jobData() })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
  })

  it('too many newsletter sign-ups from one network: refused, saying when to try again', async () => {
    const address = from()['x-client-address']
    const subscribe = (n: number) => subscribeFromSite(payload, { email: `reader-${n}@example.com`, source: 'home' }, address)
    for (let n = 0; n < 20; n++) expect((await subscribe(n)).ok).toBe(true)
    const refused = await subscribe(20)
    expect(refused).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/) })
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(60)
  })

  it('too many failed sign-ins: Retry-After', async () => {
    const headers = from()
    let answer = await rest(payload, 'POST', '/members/login', { headers, body: { email: 'member@example.com', password: 'wrong' } })
    for (let i = 0; i < 6 && answer.status !== 429; i++) {
      answer = await rest(payload, 'POST', '/members/login', { headers, body: { email: 'member@example.com', password: 'wrong' } })
    }
    expect(answer.status).toBe(429)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(60)
  })
})
