import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { LinkCheckBusyError, runLinkCheck } from '@/lib/linkCheck/runs/runLinkCheck'
import { linkCheckerViewAccess } from '@/lib/linkCheck/viewAccess'

import { clearCollections, startTestPayload } from '../helpers/testPayload'
import { createJob, createMember, createStaff } from '../helpers/fixtures'
import {
  closedPort,
  type LinkFixtureServer,
  startLinkFixtureServer,
} from '../helpers/linkFixtureServer'
import { rest, route, tokenFor } from '../helpers/rest'

let payload: Payload
let checkLinksRoute: typeof import('@/app/api/check-links/route')
let fixture: LinkFixtureServer
let deadPort: number
const tokens: Record<string, string> = {}

beforeAll(async () => {
  fixture = await startLinkFixtureServer()
  deadPort = await closedPort()
  process.env.LINK_CHECK_ALLOW = `${fixture.allow},127.0.0.1:${deadPort}`
  payload = await startTestPayload()
  checkLinksRoute = await import('@/app/api/check-links/route')
  await createStaff(payload, 'admin@example.com', ['admin'])
  await createStaff(payload, 'editor@example.com', ['editor'])
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  await createMember(payload, 'member@example.com')
  tokens.admin = await tokenFor(payload, 'users', 'admin@example.com', 'staff-password')
  tokens.editor = await tokenFor(payload, 'users', 'editor@example.com', 'staff-password')
  tokens.moderator = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
  tokens.member = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
  await fixture?.close()
})

beforeEach(async () => {
  await clearCollections(payload, ['link-check-runs', 'jobs', 'companies'])
  await payload.db.deleteMany({ collection: 'payload-jobs', where: {} })
})

const checkLinks = (options: Parameters<typeof route>[3]) => route(checkLinksRoute.POST, 'POST', '/check-links', options)

const jobsAt = async (paths: Record<string, string>) => {
  const ids: Record<string, number> = {}
  for (const [name, path] of Object.entries(paths)) {
    ids[name] = (
      await createJob(payload, {
        job_title: `Job ${name}`,
        job_url: path.startsWith('/') ? fixture.url(path) : path,
      })
    ).id
  }
  return ids
}

const job = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0 })

const JOB_PATHS = {
  open: '/ok',
  missing: '/not-found',
  gone: '/gone',
  closed: '/jobs/closed',
  refuses: '/forbidden',
  cloudflare: '/cloudflare',
}

describe('POST /api/check-links', () => {
  it.each(['anonymous', 'member', 'editor', 'moderator'])(
    'answers 403 to %s, and runs nothing',
    async (who) => {
      const { status, json } = await checkLinks({
        body: { checkJobs: true, removeBroken: true },
        token: tokens[who],
      })
      expect(status).toBe(403)
      expect(json).toMatchObject({ success: false, error: 'Only admins may check links.' })
      expect((await payload.count({ collection: 'link-check-runs' })).totalDocs).toBe(0)
    },
  )

  it('refuses a body that is not JSON with 400 and runs nothing', async () => {
    const { status, json } = await checkLinks({ rawBody: '{"checkJobs": tru', token: tokens.admin })
    expect(status).toBe(400)
    expect(json.error).toBe('The request must be JSON: { companies?, checkJobs, removeBroken }.')
    expect((await payload.count({ collection: 'link-check-runs' })).totalDocs).toBe(0)
  })

  it("checks the companies collection and the listed jobs for an admin, in the spec's shape", async () => {
    await payload.create({
      collection: 'companies',
      data: { name: 'Open Co', hiringLink: fixture.url('/ok') },
    })
    const deadCompany = await payload.create({
      collection: 'companies',
      data: { name: 'Dead Co', hiringLink: fixture.url('/gone') },
    })
    const ids = await jobsAt(JOB_PATHS)
    await createJob(payload, {
      job_title: 'Hidden',
      job_url: fixture.url('/not-found?inactive'),
      is_active: false,
    })

    const { status, json } = await checkLinks({
      body: { checkJobs: true, removeBroken: false },
      token: tokens.admin,
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({ success: true, error: null, inconclusive: false, deactivated: 0 })
    expect(json.summary).toMatchObject({ total: 8, broken: 4, valid: 2, blocked: 2, unknown: 0 })
    const verdicts = Object.fromEntries(
      json.results.map((result: { name: string; type: string; status: string }) => [
        `${result.type}:${result.name}`,
        result.status,
      ]),
    )
    expect(verdicts).toMatchObject({
      'company:Open Co': 'valid',
      'company:Dead Co': 'broken',
      'job:Job open (Acme Remote)': 'valid',
      'job:Job missing (Acme Remote)': 'broken',
      'job:Job closed (Acme Remote)': 'broken',
      'job:Job refuses (Acme Remote)': 'blocked',
    })
    expect(json.results[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        url: expect.any(String),
        type: expect.any(String),
        status: expect.any(String),
      }),
    )

    // The verdicts are written onto the records; a check alone deactivates nothing.
    expect(await job(ids.missing)).toMatchObject({
      is_active: true,
      linkStatus: 'broken',
      consecutiveFailures: 1,
      linkCheckReason: 'HTTP 404',
    })
    expect(await job(ids.open)).toMatchObject({
      linkStatus: 'valid',
      consecutiveFailures: 0,
      lastCheckedAt: expect.any(String),
    })
    expect(await job(ids.refuses)).toMatchObject({ linkStatus: 'blocked', consecutiveFailures: 0 })
    expect(await payload.findByID({ collection: 'companies', id: deadCompany.id })).toMatchObject({
      linkStatus: 'broken',
      linkCheckReason: 'HTTP 410',
    })

    const { docs: runs } = await payload.find({ collection: 'link-check-runs', depth: 0 })
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({
      trigger: 'manual',
      status: 'completed',
      progress: 100,
      totalCount: 8,
      brokenCount: 4,
      validCount: 2,
      blockedCount: 2,
      startedBy: expect.any(Number),
      finishedAt: expect.any(String),
    })
    expect((runs[0].results as unknown[]).length).toBe(6)
  })

  it('checks only the companies the body names (none for [])', async () => {
    const company = await payload.create({
      collection: 'companies',
      data: { name: 'Given Co', hiringLink: fixture.url('/not-found?given') },
    })
    await payload.create({
      collection: 'companies',
      data: { name: 'Other Co', hiringLink: fixture.url('/ok?other') },
    })
    const none = await checkLinks({
      body: { companies: [], checkJobs: false, removeBroken: false },
      token: tokens.admin,
    })
    expect(none.json.summary.total).toBe(0)
    const given = await checkLinks({
      body: {
        companies: [{ id: 'given-co', name: 'Given Co', hiringLink: company.hiringLink }],
        checkJobs: false,
        removeBroken: false,
      },
      token: tokens.admin,
    })
    expect(given.json.results).toEqual([
      expect.objectContaining({ name: 'Given Co', type: 'company', status: 'broken' }),
    ])
    expect(await payload.findByID({ collection: 'companies', id: company.id })).toMatchObject({
      linkStatus: 'broken',
    })
  })

  it('removeBroken deactivates the broken jobs only, never blocked ones, and they leave the public list', async () => {
    const ids = await jobsAt(JOB_PATHS)
    const { json } = await checkLinks({
      body: { companies: [], checkJobs: true, removeBroken: true },
      token: tokens.admin,
    })
    expect(json).toMatchObject({ success: true, deactivated: 3 })
    for (const name of ['missing', 'gone', 'closed'])
      expect((await job(ids[name])).is_active).toBe(false)
    for (const name of ['open', 'refuses', 'cloudflare'])
      expect((await job(ids[name])).is_active).toBe(true)
    const listed = await rest(payload, 'GET', '/jobs?limit=50&depth=0')
    expect(listed.json.docs.map((doc: { id: number }) => doc.id).sort()).toEqual(
      [ids.open, ids.refuses, ids.cloudflare].sort(),
    )
    const { docs } = await payload.find({ collection: 'link-check-runs', depth: 0 })
    expect([...(docs[0].deactivated as number[])].sort()).toEqual(
      [ids.missing, ids.gone, ids.closed].sort(),
    )
  })

  it('rejects a body that is not the contract', async () => {
    const { status, json } = await checkLinks({
      body: { companies: 'all' },
      token: tokens.admin,
    })
    expect(status).toBe(400)
    expect(json.success).toBe(false)
  })
})

describe('the safety valve', () => {
  it('an inconclusive run saves no verdict and deactivates nothing, and says why', async () => {
    const ids = await jobsAt({
      a: `http://127.0.0.1:${deadPort}/1`,
      b: `http://127.0.0.1:${deadPort}/2`,
      c: `http://127.0.0.1:${deadPort}/3`,
      d: '/not-found',
    })
    const { status, json } = await checkLinks({
      body: { companies: [], checkJobs: true, removeBroken: true },
      token: tokens.admin,
    })
    expect(status).toBe(503)
    expect(json.error).toMatch(
      /^The check was inconclusive: 3 of 4 links got no answer, so nothing was deactivated/,
    )
    for (const id of Object.values(ids))
      expect(await job(id)).toMatchObject({
        is_active: true,
        linkStatus: 'unchecked',
        consecutiveFailures: 0,
      })
    const { docs } = await payload.find({ collection: 'link-check-runs', depth: 0 })
    expect(docs[0]).toMatchObject({ status: 'inconclusive', networkFailureCount: 3, progress: 100 })
  })
})

describe('one run at a time', () => {
  it('a second check while one runs is refused (409), across instances through the advisory lock', async () => {
    await jobsAt({ slow: '/slow?ms=1500' })
    const first = runLinkCheck(payload, {
      trigger: 'manual',
      checkJobs: true,
      companies: [],
      deactivate: { mode: 'none' },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(
      runLinkCheck(payload, {
        trigger: 'scheduled',
        checkJobs: true,
        deactivate: { mode: 'none' },
      }),
    ).rejects.toBeInstanceOf(LinkCheckBusyError)
    const busy = await checkLinks({
      body: { companies: [], checkJobs: true },
      token: tokens.admin,
    })
    expect(busy.status).toBe(409)
    expect(busy.json.error).toBe('A link check is already running. Try again when it has finished.')
    await first
    expect((await payload.count({ collection: 'link-check-runs' })).totalDocs).toBe(1)
  })
})

describe('the admin view', () => {
  it('is for admins; editors and moderators get a refusal in the admin frame, members and visitors a bare one', async () => {
    const user = (email: string, collection = 'users') => ({
      ...({} as object),
      email,
      collection,
      roles: email.split('@')[0] === 'member' ? undefined : [email.split('@')[0]],
    })
    expect(linkCheckerViewAccess(user('admin@example.com') as never)).toBe('admin')
    expect(linkCheckerViewAccess(user('editor@example.com') as never)).toBe('staff')
    expect(linkCheckerViewAccess(user('moderator@example.com') as never)).toBe('staff')
    expect(linkCheckerViewAccess(user('member@example.com', 'members') as never)).toBe('outsider')
    expect(linkCheckerViewAccess(null)).toBe('outsider')
  })

  it("editors see a company's broken careers link on the company", async () => {
    const company = await payload.create({
      collection: 'companies',
      data: { name: 'Flagged Co', hiringLink: fixture.url('/not-found?flag') },
    })
    await runLinkCheck(payload, {
      trigger: 'manual',
      checkJobs: false,
      deactivate: { mode: 'none' },
    })
    const { json } = await rest(payload, 'GET', `/companies/${company.id}`, {
      token: tokens.editor,
    })
    expect(json).toMatchObject({
      linkStatus: 'broken',
      linkCheckReason: 'HTTP 404',
      lastCheckedAt: expect.any(String),
    })
  })
})
