import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { createJob, createMember, createStaff, jobData } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let activeJobId: number
let inactiveJobId: number
let expiredJobId: number

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'admin@example.com', ['admin'])
  await createMember(payload, 'member@example.com')
  activeJobId = (await createJob(payload, { job_title: 'Visible job' })).id
  inactiveJobId = (await createJob(payload, { job_title: 'Inactive job', is_active: false })).id
  expiredJobId = (await createJob(payload, { job_title: 'Expired job', expiresAt: '2020-01-01T00:00:00.000Z' })).id
  await payload.create({
    collection: 'companies',
    data: { name: 'GitLab', hiringLink: 'https://about.gitlab.com/jobs/', roles: ['Engineer'] },
  })
  await payload.create({ collection: 'subscribers', data: { email: 'reader@example.com' } })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('what the public may read', () => {
  it('anonymous REST lists active, unexpired jobs only', async () => {
    const { status, json } = await rest(payload, 'GET', '/jobs?limit=50')
    expect(status).toBe(200)
    const titles = json.docs.map((job: { job_title: string }) => job.job_title)
    expect(titles).toContain('Visible job')
    expect(titles).not.toContain('Inactive job')
    expect(titles).not.toContain('Expired job')
  })

  it('anonymous REST cannot open an inactive or expired job by id', async () => {
    expect((await rest(payload, 'GET', `/jobs/${activeJobId}`)).status).toBe(200)
    expect((await rest(payload, 'GET', `/jobs/${inactiveJobId}`)).status).toBe(404)
    expect((await rest(payload, 'GET', `/jobs/${expiredJobId}`)).status).toBe(404)
  })

  it('the local API with access applied gives the same answer', async () => {
    const { docs } = await payload.find({ collection: 'jobs', overrideAccess: false, limit: 50 })
    expect(docs.map((job) => job.id)).toEqual([activeJobId])
  })

  it('anonymous REST reads companies', async () => {
    const { status, json } = await rest(payload, 'GET', '/companies')
    expect(status).toBe(200)
    expect(json.docs[0]).toMatchObject({ name: 'GitLab', slug: 'gitlab' })
  })

  it('anonymous REST never reads members, subscribers, staff or link-check runs', async () => {
    for (const path of ['/members', '/subscribers', '/users', '/link-check-runs', '/favorites']) {
      const { status, json } = await rest(payload, 'GET', path)
      expect([401, 403], path).toContain(status)
      expect(JSON.stringify(json)).not.toMatch(/example\.com/)
    }
  })

  it('the local API with access applied refuses members and subscribers to the public', async () => {
    await expect(payload.find({ collection: 'members', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'subscribers', overrideAccess: false })).rejects.toThrow()
  })

  it('a member reads only their own account', async () => {
    await createMember(payload, 'other@example.com')
    const token = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
    const { json } = await rest(payload, 'GET', '/members', { token })
    expect(json.docs.map((member: { email: string }) => member.email)).toEqual(['member@example.com'])
  })
})

describe('what the public may not write', () => {
  const staffOnlyCreates: Array<[string, unknown]> = [
    ['/companies', { name: 'Evil Co', hiringLink: 'https://evil.example' }],
    ['/posting-plans', { name: 'Free forever', price: 0, listingDays: 30, jobPosts: 1 }],
    ['/visas', { country: 'Nowhere', countryCode: 'nw', duration: '1 year', minIncome: '$1', cost: '$1', processingTime: '1 day', region: 'Europe', applyUrl: 'https://x.example' }],
    ['/subscribers', { email: 'spam@example.com' }],
    ['/users', { email: 'intruder@example.com', password: 'password1', roles: ['admin'] }],
    ['/link-check-runs', { trigger: 'manual', startedAt: new Date().toISOString() }],
    ['/favorites', { member: 1, job: 1 }],
  ]

  it.each(staffOnlyCreates)('anonymous POST %s is refused', async (path, body) => {
    const { status } = await rest(payload, 'POST', path, { body })
    expect([401, 403]).toContain(status)
  })

  it('anonymous cannot update or delete a job or a company', async () => {
    expect((await rest(payload, 'PATCH', `/jobs/${activeJobId}`, { body: { is_active: false } })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/jobs/${activeJobId}`)).status).toBe(403)
    const company = (await payload.find({ collection: 'companies' })).docs[0]
    expect((await rest(payload, 'PATCH', `/companies/${company.id}`, { body: { name: 'Hacked' } })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/companies/${company.id}`)).status).toBe(403)
    expect((await payload.findByID({ collection: 'jobs', id: activeJobId })).is_active).toBe(true)
  })

  it('a member cannot give themselves premium', async () => {
    const token = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
    const me = (await rest(payload, 'GET', '/members/me', { token })).json.user
    await rest(payload, 'PATCH', `/members/${me.id}`, { token, body: { plan: 'premium' } })
    expect((await payload.findByID({ collection: 'members', id: me.id })).plan).toBe('free')
  })
})

describe("posting a job with the spec's insert", () => {
  it('anonymous REST refuses staff-only fields, naming them', async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', {
      body: { ...jobData({ job_title: 'Posted anonymously' }), user_id: null, is_active: true, reviewStatus: 'approved', isDemo: true },
    })
    expect(status).toBe(400)
    expect(json.errors[0].data.errors.map((error: { path: string }) => error.path)).toEqual(['reviewStatus', 'isDemo'])
  })

  it('anonymous REST creates it active, with no user, pending review', async () => {
    const { status, json } = await rest(payload, 'POST', '/jobs', {
      body: { ...jobData({ job_title: 'Posted anonymously' }), user_id: null, is_active: true },
    })
    expect(status).toBe(201)
    const job = await payload.findByID({ collection: 'jobs', id: json.doc.id })
    expect(job).toMatchObject({ is_active: true, user_id: null, reviewStatus: 'pending', isDemo: false })
    expect(job.slug).toMatch(/^posted-anonymously-acme-remote-[0-9a-f]{8}$/)
    expect(new Date(job.expiresAt!).getTime() - new Date(job.posted_date).getTime()).toBe(30 * 24 * 60 * 60 * 1000)
  })
})

describe('member accounts', () => {
  it('refuse a password shorter than 6 characters', async () => {
    const { status, json } = await rest(payload, 'POST', '/members', { body: { email: 'short@example.com', password: '12345' } })
    expect(status).toBe(400)
    expect(JSON.stringify(json)).toContain('Password must be at least 6 characters')
  })

  it('are never let into the admin panel', async () => {
    const token = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
    const member = await rest(payload, 'GET', '/access', { token })
    expect(member.json.canAccessAdmin ?? false).toBe(false)
    const staffToken = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    const staff = await rest(payload, 'GET', '/access', { token: staffToken })
    expect(staff.json.canAccessAdmin).toBe(true)
  })
})

describe('URL fields', () => {
  it('refuse javascript: and data: addresses in every URL field, even from staff', async () => {
    const admin = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
    const attempts: Array<[string, Record<string, unknown>, string]> = [
      ['/companies', { name: 'Evil', hiringLink: 'javascript:alert(1)' }, 'hiringLink'],
      ['/jobs', { ...jobData(), job_url: 'data:text/html,hi' }, 'job_url'],
      ['/jobs', { ...jobData(), company_logo: 'javascript:alert(1)' }, 'company_logo'],
      ['/visas', { country: 'Nowhere', countryCode: 'nw', duration: '1 year', minIncome: '$1', cost: '$1', processingTime: '1 day', region: 'Europe', applyUrl: 'javascript:alert(1)' }, 'applyUrl'],
      ['/insurance-providers', { name: 'X', rating: 4, bestFor: 'x', price: '$1', coverage: 'x', countries: 'x', link: 'data:text/html,x', logo: 'https://ok.example/logo.png' }, 'link'],
    ]
    for (const [path, body, field] of attempts) {
      const { status, json } = await rest(payload, 'POST', path, { token: admin, body })
      expect(status, path).toBe(400)
      expect(JSON.stringify(json), path).toContain(field)
    }
    const sitePath = await rest(payload, 'POST', '/resources', { token: admin, body: { name: 'Visas', description: 'Our guide.', url: '/nomad-visas', category: 1 } })
    expect(JSON.stringify(sitePath.json)).not.toContain('Use a full http')
  })
})
