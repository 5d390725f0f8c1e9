/**
 * The access matrix: anonymous, member, moderator, editor and admin against every collection's
 * REST create, read, update and delete, the globals and the custom endpoints. One table says what
 * is expected; the test makes every request and compares.
 *   allow: the operation succeeds · deny: refused (401/403/404) · own: only on one's own documents
 *   public: read succeeds but returns only what is public
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { createMember, createStaff, jobData } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

type Role = 'anonymous' | 'member' | 'moderator' | 'editor' | 'admin'
type Verdict = 'allow' | 'deny' | 'own' | 'public'
type Row = [create: Verdict, read: Verdict, update: Verdict, remove: Verdict]
const ROLES: Role[] = ['anonymous', 'member', 'moderator', 'editor', 'admin']

const content: Record<Role, Row> = {
  anonymous: ['deny', 'public', 'deny', 'deny'],
  member: ['deny', 'public', 'deny', 'deny'],
  moderator: ['deny', 'public', 'deny', 'deny'],
  editor: ['allow', 'allow', 'allow', 'allow'],
  admin: ['allow', 'allow', 'allow', 'allow'],
}
const adminsOnly: Record<Role, Row> = {
  anonymous: ['deny', 'deny', 'deny', 'deny'],
  member: ['deny', 'deny', 'deny', 'deny'],
  moderator: ['deny', 'deny', 'deny', 'deny'],
  editor: ['deny', 'deny', 'deny', 'deny'],
  admin: ['allow', 'allow', 'allow', 'allow'],
}

/** What Stripe said was paid: staff read it, only admins mark a refund, no one makes or removes it over the API. */
const payments: Record<Role, Row> = {
  anonymous: ['deny', 'deny', 'deny', 'deny'],
  member: ['deny', 'deny', 'deny', 'deny'],
  moderator: ['deny', 'allow', 'deny', 'deny'],
  editor: ['deny', 'allow', 'deny', 'deny'],
  admin: ['deny', 'allow', 'allow', 'deny'],
}

const MATRIX: Record<string, Record<Role, Row>> = {
  jobs: {
    anonymous: ['allow', 'public', 'deny', 'deny'],
    member: ['allow', 'public', 'deny', 'deny'],
    moderator: ['allow', 'allow', 'allow', 'deny'],
    editor: ['allow', 'allow', 'deny', 'deny'],
    admin: ['allow', 'allow', 'allow', 'allow'],
  },
  companies: {
    anonymous: ['deny', 'allow', 'deny', 'deny'],
    member: ['deny', 'allow', 'deny', 'deny'],
    moderator: ['deny', 'allow', 'deny', 'deny'],
    editor: ['allow', 'allow', 'allow', 'allow'],
    admin: ['allow', 'allow', 'allow', 'allow'],
  },
  'posting-plans': content,
  visas: content,
  'resource-categories': content,
  resources: content,
  'insurance-providers': content,
  'banking-providers': content,
  'esim-providers': content,
  'hiring-platforms': content,
  guides: content,
  'link-check-runs': adminsOnly,
  subscribers: adminsOnly,
  users: {
    anonymous: ['deny', 'deny', 'deny', 'deny'],
    member: ['deny', 'deny', 'deny', 'deny'],
    moderator: ['deny', 'own', 'own', 'deny'],
    editor: ['deny', 'own', 'own', 'deny'],
    admin: ['allow', 'allow', 'allow', 'allow'],
  },
  members: {
    anonymous: ['allow', 'deny', 'deny', 'deny'],
    // A member deletes their account on /account with the current password, never over REST.
    member: ['allow', 'own', 'own', 'deny'],
    moderator: ['allow', 'deny', 'deny', 'deny'],
    editor: ['allow', 'deny', 'deny', 'deny'],
    admin: ['allow', 'allow', 'allow', 'allow'],
  },
  favorites: {
    anonymous: ['deny', 'deny', 'deny', 'deny'],
    member: ['allow', 'own', 'deny', 'own'],
    moderator: ['deny', 'deny', 'deny', 'deny'],
    editor: ['deny', 'deny', 'deny', 'deny'],
    admin: ['deny', 'allow', 'deny', 'allow'],
  },
  payments,
  'posting-credits': payments,
  'job-alerts': {
    anonymous: ['deny', 'deny', 'deny', 'deny'],
    member: ['allow', 'own', 'own', 'own'],
    moderator: ['deny', 'deny', 'deny', 'deny'],
    editor: ['deny', 'deny', 'deny', 'deny'],
    admin: ['deny', 'allow', 'allow', 'allow'],
  },
}

/** Globals: [read, update]. Endpoints: allowed or not. */
const GLOBALS: Record<string, Record<Role, [Verdict, Verdict]>> = {
  ...Object.fromEntries(
    ['site-settings', 'link-checker-settings'].map((slug) => [
      slug,
      { anonymous: ['deny', 'deny'], member: ['deny', 'deny'], moderator: ['deny', 'deny'], editor: ['deny', 'deny'], admin: ['allow', 'allow'] },
    ]),
  ),
  'premium-plan': { anonymous: ['allow', 'deny'], member: ['allow', 'deny'], moderator: ['allow', 'deny'], editor: ['allow', 'deny'], admin: ['allow', 'allow'] },
  // Payload's record of its scheduling: only Payload writes it.
  'payload-jobs-stats': { anonymous: ['deny', 'deny'], member: ['deny', 'deny'], moderator: ['deny', 'deny'], editor: ['deny', 'deny'], admin: ['allow', 'deny'] },
}
const REVIEW_ENDPOINTS: Record<Role, Verdict> = { anonymous: 'deny', member: 'deny', moderator: 'allow', editor: 'deny', admin: 'allow' }

let payload: Payload
const tokens: Partial<Record<Role, string>> = {}
const ids: Record<string, number> = {}
let n = 0
const unique = () => `${Date.now()}${++n}`

/** A valid new document of each collection (ids of related documents made in beforeAll). */
const sample = (slug: string): Record<string, unknown> => {
  const id = unique()
  const provider = { name: `Provider ${id}`, rating: 4.5, bestFor: 'Nomads', link: 'https://provider.example' }
  const samples: Record<string, Record<string, unknown>> = {
    jobs: jobData(),
    companies: { name: `Company ${id}`, hiringLink: 'https://company.example/jobs' },
    'posting-plans': { name: `Plan ${id}`, price: 10, listingDays: 30, jobPosts: 1 },
    visas: { country: `Country ${id}`, countryCode: 'pt', duration: '1 year', minIncome: '$3,000/month', cost: '$90', processingTime: '4 weeks', region: 'Europe', applyUrl: 'https://visa.example' },
    'resource-categories': { title: `Category ${id}` },
    resources: { name: `Resource ${id}`, description: 'A useful resource.', url: 'https://resource.example', category: ids.category },
    'insurance-providers': { ...provider, price: '$45/month', coverage: '$250,000', countries: '180+' },
    'banking-providers': { ...provider, monthlyFee: 'Free', transferFee: '0.5%', currencies: '40+' },
    'esim-providers': { ...provider, description: 'Data abroad.', dataPlans: '1-20 GB', coverage: '190 countries', pricing: 'From $5' },
    'hiring-platforms': { ...provider, description: 'Hire anywhere.', pricing: 'From $299' },
    guides: { title: `Guide ${id}`, slug: `guide-${id}`, description: 'A guide.' },
    'link-check-runs': { trigger: 'manual', startedAt: new Date().toISOString() },
    subscribers: { email: `reader-${id}@example.com` },
    users: { email: `staff-${id}@example.com`, password: 'staff-password', roles: ['editor'] },
    members: { email: `member-${id}@example.com`, password: 'member-password' },
    favorites: { job: ids.job, member: ids.otherMember },
    'job-alerts': { query: `?q=design-${id}`, member: ids.otherMember },
    payments: { kind: 'job-post', amount: 69, currency: 'usd', status: 'paid', stripeReference: `cs_test_${id}` },
    'posting-credits': { email: `bundle-${id}@example.com`, postsTotal: 3, postsUsed: 1, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  }
  return samples[slug]
}

/** A document of `slug` made by the admin (or owned by the "other" member) for update/delete. */
const fixture = async (slug: string) => {
  if (slug === 'favorites') {
    const job = await payload.create({ collection: 'jobs', data: jobData() as never })
    return (await payload.create({ collection: 'favorites', data: { job: job.id, member: ids.otherMember } })).id
  }
  if (slug === 'job-alerts') return (await payload.create({ collection: 'job-alerts', data: { query: `?q=x-${unique()}`, member: ids.otherMember } })).id
  if (slug === 'members') return (await createMember(payload, `fixture-${unique()}@example.com`)).id
  const data = slug === 'jobs' ? jobData() : sample(slug)
  const doc = (await payload.create({ collection: slug as never, data: { ...data, ...(slug === 'users' ? {} : { _status: 'published' }) } as never, draft: false })) as { id: number }
  return doc.id
}

/** The caller's own document where 'own' applies. */
const ownFixture = async (slug: string, role: Role) => {
  if (slug === 'users') return ids[role]
  if (slug === 'members') return ids.member
  if (slug === 'favorites') {
    const job = await payload.create({ collection: 'jobs', data: jobData() as never })
    return (await payload.create({ collection: 'favorites', data: { job: job.id, member: ids.member } })).id
  }
  return (await payload.create({ collection: 'job-alerts', data: { query: `?q=mine-${unique()}`, member: ids.member } })).id
}

const ok = (status: number) => status >= 200 && status < 300
const refused = (status: number) => [401, 403, 404].includes(status)

beforeAll(async () => {
  payload = await startTestPayload()
  for (const role of ['admin', 'moderator', 'editor'] as const) {
    ids[role] = (await createStaff(payload, `${role}@example.com`, [role])).id
    tokens[role] = await tokenFor(payload, 'users', `${role}@example.com`, 'staff-password')
  }
  ids.member = (await createMember(payload, 'member@example.com')).id
  ids.otherMember = (await createMember(payload, 'other@example.com')).id
  tokens.member = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
  ids.category = (await payload.create({ collection: 'resource-categories', data: { title: 'Travel', _status: 'published' } as never })).id
  ids.job = (await payload.create({ collection: 'jobs', data: jobData() as never })).id
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe.each(Object.entries(MATRIX))('%s', (slug, byRole) => {
  it.each(ROLES)('as %s', async (role) => {
    const token = tokens[role]
    const headers = { 'x-client-address': `10.${ROLES.indexOf(role)}.${n % 250}.${++n % 250}` }
    const [create, read, update, remove] = byRole[role]

    const created = await rest(payload, 'POST', `/${slug}`, { token, headers, body: sample(slug) })
    if (create === 'allow') expect(created.status, `${role} create ${slug}: ${JSON.stringify(created.json)}`).toBe(201)
    else expect(refused(created.status), `${role} create ${slug} answered ${created.status}`).toBe(true)

    const other = await fixture(slug)
    const listed = await rest(payload, 'GET', `/${slug}?limit=200&depth=0&draft=false`, { token })
    const one = await rest(payload, 'GET', `/${slug}/${other}?depth=0`, { token })
    if (read === 'deny') expect(refused(listed.status) || listed.json?.docs?.length === 0, `${role} read ${slug}`).toBe(true)
    if (read === 'allow') expect([listed.status, one.status], `${role} read ${slug}`).toEqual([200, 200])
    if (read === 'public') expect(listed.status, `${role} read ${slug}`).toBe(200)
    if (read === 'own') {
      const mine = await ownFixture(slug, role)
      expect(refused(one.status), `${role} reads another's ${slug}`).toBe(true)
      expect((await rest(payload, 'GET', `/${slug}/${mine}?depth=0`, { token })).status, `${role} reads own ${slug}`).toBe(200)
      expect(listed.json.docs.every((doc: { id: number }) => doc.id !== other), `${role} lists another's ${slug}`).toBe(true)
    }

    const changes: Record<string, Record<string, unknown>> = {
      users: { email: `changed-${unique()}@example.com` },
      members: { email: `changed-${unique()}@example.com` },
      favorites: { job: ids.job },
      payments: { status: 'refunded', refundNote: 'Refunded in Stripe.' },
      'posting-credits': { postsUsed: 0 },
    }
    const change = changes[slug] ?? { sortOrder: 7 }
    const updated = await rest(payload, 'PATCH', `/${slug}/${other}`, { token, body: change })
    if (update === 'allow') expect(updated.status, `${role} update ${slug}: ${JSON.stringify(updated.json)}`).toBe(200)
    else expect(refused(updated.status), `${role} updates another's ${slug}: ${updated.status}`).toBe(true)
    if (update === 'own') expect((await rest(payload, 'PATCH', `/${slug}/${await ownFixture(slug, role)}`, { token, body: slug === 'job-alerts' ? { frequency: 'daily' } : { name: 'Me' } })).status).toBe(200)

    const victim = await fixture(slug)
    const removed = await rest(payload, 'DELETE', `/${slug}/${victim}`, { token })
    if (remove === 'allow') expect(removed.status, `${role} delete ${slug}`).toBe(200)
    else expect(refused(removed.status), `${role} deletes another's ${slug}: ${removed.status}`).toBe(true)
    if (slug === 'members' && role === 'member') {
      // Not even one's own account: a session alone is not enough (the account page asks for the password).
      expect((await rest(payload, 'DELETE', `/members/${ids.member}`, { token })).status).toBe(403)
    } else if (remove === 'own') {
      expect((await rest(payload, 'DELETE', `/${slug}/${await ownFixture(slug, role)}`, { token })).status).toBe(200)
    }
  })
})

describe('globals and custom endpoints', () => {
  it.each(ROLES)('as %s', async (role) => {
    const token = tokens[role]
    for (const [slug, byRole] of Object.entries(GLOBALS)) {
      const [read, update] = byRole[role]
      const got = await rest(payload, 'GET', `/globals/${slug}`, { token })
      expect(read === 'allow' ? got.status === 200 : refused(got.status), `${role} reads ${slug}: ${got.status}`).toBe(true)
      const changed = await rest(payload, 'POST', `/globals/${slug}`, { token, body: {} })
      expect(update === 'allow' ? ok(changed.status) : refused(changed.status), `${role} updates ${slug}: ${changed.status}`).toBe(true)
    }
    const job = await payload.create({ collection: 'jobs', data: jobData() as never })
    for (const action of ['approve', 'reject']) {
      const response = await rest(payload, 'POST', `/jobs/${job.id}/${action}`, { token, body: { reason: 'Not remote at all.' } })
      expect(REVIEW_ENDPOINTS[role] === 'allow' ? response.status === 200 : refused(response.status), `${role} ${action}: ${response.status}`).toBe(true)
    }
    const queued = await rest(payload, 'GET', '/payload-jobs/run', { token })
    expect(role === 'admin' ? ok(queued.status) : refused(queued.status), `${role} runs the jobs queue: ${queued.status}`).toBe(true)
  })
})
