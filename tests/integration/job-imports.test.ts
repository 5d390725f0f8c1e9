import { spawn } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { siteSync } from '@/lib/ats/sync/siteSync'
import { syncSources } from '@/lib/ats/sync/syncSources'
import type { SyncReport } from '@/lib/ats/sync/syncSource'
import { ATS_KINDS, type AtsKind } from '@/lib/ats/types'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { jobImports } from '@/lib/dashboard/jobImports'
import { publicJobBySlug, searchPublicJobs } from '@/lib/publicApi/jobs'
import { jobSearchParams } from '@/lib/publicApi/jobSchemas'
import { closedJobSlugs } from '@/lib/jobs/closedJobSlugs'
import { isListed } from '@/lib/jobs/listedRule'
import type { Job } from '@/payload-types'

import { atsIdOf, type AtsServer, type FakeJob, startAtsServer } from '../helpers/atsServer'
import { createJob, createStaff } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { clearCollections, startTestPayload } from '../helpers/testPayload'

let payload: Payload
let ats: AtsServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  ats = await startAtsServer()
  process.env.ATS_API_BASE = ats.url
  payload = await startTestPayload()
  await createStaff(payload, 'editor@example.com', ['editor'])
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  tokens.editor = await tokenFor(payload, 'users', 'editor@example.com', 'staff-password')
  tokens.moderator = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
  await ats?.close()
  delete process.env.ATS_API_BASE
})

beforeEach(async () => {
  await clearCollections(payload, ['jobs', 'job-sources', 'companies'])
  await payload.updateGlobal({ slug: 'job-import-settings', data: { moderation: 'list' } })
  ats.reset()
})

const role = (id: string, overrides: Partial<FakeJob> = {}): FakeJob => ({
  id,
  title: `Senior Backend Engineer ${id}`,
  department: 'Engineering',
  locations: ['Remote - Germany'],
  countryCode: 'DE',
  workplace: 'remote',
  employmentType: 'full-time',
  descriptionHtml: `<p>Build the platform (${id}).</p><ul><li>Go &amp; PostgreSQL</li><li>On call one week in six</li></ul>`,
  pay: { min: 90_000, max: 120_000, currency: 'EUR', interval: 'year' },
  postedAt: '2026-11-20T09:00:00.000Z',
  companyName: 'Acme',
  ...overrides,
})

const hybrid = (id: string) => role(id, { title: `Office Manager ${id}`, locations: ['Hybrid - Berlin, Germany'], workplace: 'hybrid', department: 'Operations' })
const onsite = (id: string) => role(id, { title: `Warehouse Lead ${id}`, locations: ['Berlin, Germany'], workplace: 'onsite', department: 'Operations' })

const addSource = async (kind: AtsKind, board: string, name = `${kind} company`) => {
  const company = await payload.create({ collection: 'companies', data: { name, hiringLink: `https://${board}.example.com/careers` }, overrideAccess: true })
  const source = await payload.create({ collection: 'job-sources', data: { company: company.id, kind, board }, overrideAccess: true })
  return { company, source }
}

const sync = async (ids: number[], deps?: Awaited<ReturnType<typeof siteSync>>): Promise<SyncReport[]> => {
  const own = deps ?? (await siteSync(payload))
  try {
    return await syncSources(own, { ids })
  } finally {
    if (!deps) await own.close()
  }
}

const jobsOf = async (sourceId: number) =>
  (await payload.find({ collection: 'jobs', where: { source: { equals: sourceId } }, sort: 'job_title', limit: 100, depth: 0, overrideAccess: true })).docs

describe.each(ATS_KINDS)('importing a %s board', (kind) => {
  it('imports the remote role only, keeps it in place on the next sync, and closes it when the board drops it', async () => {
    const board = `acme-${kind}`
    const { source } = await addSource(kind, board, 'Acme')
    ats.setBoard(kind, board, [role('r1'), hybrid('h1'), onsite('o1')])

    const [first] = await sync([source.id])
    expect(first).toMatchObject({ status: 'ok', found: 3, imported: 1, added: 1, skipped: 2 })
    const [job] = await jobsOf(source.id)
    expect(job).toMatchObject({ job_title: 'Senior Backend Engineer r1', company_name: 'Acme', is_active: true, reviewStatus: 'approved', postedVia: 'import' })
    expect(job.job_url).toMatch(/^https:\/\//)
    expect(job.lastVerifiedAt).toBeTruthy()
    expect(job.expiresAt ?? null).toBeNull()
    expect(job.job_description).toContain('Build the platform (r1).')
    expect(job.job_description).toContain('Go & PostgreSQL')
    expect(job.job_description).not.toMatch(/<|&amp;/)
    expect(job.eligibleCountries).toEqual(['DE'])
    expect(job.category).toBe('Engineering')
    expect(job.experience_level).toBe('Senior Level')
    expect(job.schedule_type ?? null).toBeNull()
    // The API's own path, under the kind's prefix.
    expect(ats.requests[0].path.startsWith(`/${kind}/`)).toBe(true)

    // Retitled at the source, and a new role: the same job rewritten in place, one added.
    ats.setBoard(kind, board, [role('r1', { title: 'Staff Backend Engineer r1' }), role('r2'), hybrid('h1')])
    const [second] = await sync([source.id])
    expect(second).toMatchObject({ status: 'ok', imported: 2, added: 1, updated: 1, closed: 0 })
    const after = await jobsOf(source.id)
    expect(after.map((each) => each.job_title)).toEqual(['Senior Backend Engineer r2', 'Staff Backend Engineer r1'])
    const rewritten = after.find((each) => each.id === job.id)!
    expect(rewritten.slug).toBe(job.slug)

    // Gone from the source: closed at that sync, its page answers 410.
    ats.setBoard(kind, board, [role('r2')])
    const [third] = await sync([source.id])
    expect(third).toMatchObject({ status: 'ok', closed: 1 })
    const closed = await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(isListed(closed)).toBe(false)
    expect(closed.goneFromSource).toBe(true)
    expect((await closedJobSlugs(poolOf(payload))).has(job.slug!)).toBe(true)
  })
})

describe('keeping imported jobs true', () => {
  it('reopens a role that comes back, and never duplicates it', async () => {
    const { source } = await addSource('greenhouse', 'comeback')
    ats.setBoard('greenhouse', 'comeback', [role('a'), role('b')])
    await sync([source.id])
    ats.setBoard('greenhouse', 'comeback', [role('b')])
    await sync([source.id])
    ats.setBoard('greenhouse', 'comeback', [role('a'), role('b')])
    const [report] = await sync([source.id])
    expect(report).toMatchObject({ reopened: 1, added: 0 })
    const jobs = await jobsOf(source.id)
    expect(jobs).toHaveLength(2)
    expect(jobs.every((job) => isListed(job))).toBe(true)
  })

  it('gives the public API (and so MCP) the time each job was verified open, and 410 once closed', async () => {
    const { source } = await addSource('workable', 'public')
    ats.setBoard('workable', 'public', [role('p1'), role('p2')])
    await sync([source.id])
    const [job] = await jobsOf(source.id)
    const site = 'http://localhost:3000'
    const one = await publicJobBySlug(payload, job.slug!, { site })
    expect(one.data.verifiedOpenAt).toBe(new Date(job.lastVerifiedAt!).toISOString())
    const page = await searchPublicJobs(poolOf(payload), jobSearchParams.parse({ q: 'Senior Backend Engineer p' }), { site })
    expect(page.data.map((each) => each.verifiedOpenAt)).toEqual([expect.stringMatching(/^\d{4}-/), expect.stringMatching(/^\d{4}-/)])
    ats.setBoard('workable', 'public', [role(job.job_title.endsWith('p1') ? 'p2' : 'p1')])
    await sync([source.id])
    await expect(publicJobBySlug(payload, job.slug!, { site })).rejects.toMatchObject({ status: 410 })
  })

  it("keeps a moderator's edit until the source's text changes", async () => {
    const { source } = await addSource('lever', 'edited')
    ats.setBoard('lever', 'edited', [role('a')])
    await sync([source.id])
    const [job] = await jobsOf(source.id)
    await payload.update({ collection: 'jobs', id: job.id, data: { job_title: 'Senior Backend Engineer (Go)', schedule_type: 'Flexible' }, overrideAccess: true })
    ats.setBoard('lever', 'edited', [role('a', { postedAt: '2026-11-21T09:00:00.000Z' })])
    await sync([source.id])
    expect((await payload.findByID({ collection: 'jobs', id: job.id, overrideAccess: true })).job_title).toBe('Senior Backend Engineer (Go)')
    ats.setBoard('lever', 'edited', [role('a', { descriptionHtml: '<p>A new text.</p>' })])
    await sync([source.id])
    const rewritten = await payload.findByID({ collection: 'jobs', id: job.id, overrideAccess: true })
    expect(rewritten.job_title).toBe('Senior Backend Engineer a')
    expect(rewritten.job_description).toMatch(/^A new text\./)
  })

  it('links a role to the same job posted by hand instead of posting it twice', async () => {
    const { source } = await addSource('ashby', 'posted', 'Posted Co')
    const posted = await createJob(payload, { job_title: 'Senior Backend Engineer a', company_name: 'Posted Co', job_description: 'Our own words.' })
    ats.setBoard('ashby', 'posted', [role('a'), role('b')])
    const [report] = await sync([source.id])
    expect(report).toMatchObject({ linked: 1, added: 1 })
    const linked = await payload.findByID({ collection: 'jobs', id: posted.id, overrideAccess: true })
    expect(linked).toMatchObject({ job_description: 'Our own words.', keepsPostedText: true })
    expect(linked.lastVerifiedAt).toBeTruthy()
    expect((await payload.count({ collection: 'jobs', where: { company_name: { equals: 'Posted Co' } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  it('writes the other roles when the jobs collection refuses one, and says why on the source', async () => {
    const { source } = await addSource('lever', 'refusing', 'Refusing Co')
    // Another company's posted job already holds the apply link one role would get.
    const taken = `https://jobs.lever.co/refusing/${atsIdOf('lever', { id: 'a' })}`
    await createJob(payload, { company_name: 'Other Co', job_url: taken, postedVia: 'form' })
    ats.setBoard('lever', 'refusing', [role('a'), role('b')])
    const [report] = await sync([source.id])
    expect(report).toMatchObject({ status: 'ok', found: 2, imported: 1, added: 1, skipped: 1 })
    expect(report.skippedWhy['refused by the board']).toMatchObject({ count: 1, examples: [expect.stringMatching(/^Senior Backend Engineer a: job_url/)] })
    expect((await jobsOf(source.id)).map((job) => job.job_title)).toEqual(['Senior Backend Engineer b'])
  })

  it('closes nothing when the board cannot be read, and says why', async () => {
    const { source } = await addSource('recruitee', 'flaky')
    ats.setBoard('recruitee', 'flaky', [role('a')])
    await sync([source.id])
    ats.failNext('recruitee', 'flaky', { status: 503, times: 3 })
    const [failed] = await sync([source.id])
    expect(failed).toMatchObject({ status: 'failed', error: 'HTTP 503', closed: 0 })
    const [job] = await jobsOf(source.id)
    expect(isListed(job)).toBe(true)
    const stored = await payload.findByID({ collection: 'job-sources', id: source.id, overrideAccess: true })
    expect(stored).toMatchObject({ syncStatus: 'failed', lastError: 'HTTP 503', consecutiveFailures: 1 })
    expect(new Date(stored.nextSyncAt!).getTime()).toBeLessThan(Date.now() + 11 * 60 * 1000)

    ats.removeBoard('recruitee', 'flaky')
    const [gone] = await sync([source.id])
    expect(gone.error).toMatch(/404/)
    expect(isListed((await jobsOf(source.id))[0])).toBe(true)

    ats.setBoard('recruitee', 'flaky', [role('a')])
    ats.failNext('recruitee', 'flaky', { status: 200, body: '<html>Maintenance</html>' })
    const [garbled] = await sync([source.id])
    expect(garbled.status).toBe('failed')
    expect(garbled.error).toMatch(/not JSON|JSON/i)
  })

  it('stops reading an answer past 25 MB, and the board it came from keeps its jobs', async () => {
    const { source } = await addSource('greenhouse', 'huge')
    ats.setBoard('greenhouse', 'huge', [role('a')])
    await sync([source.id])
    ats.failNext('greenhouse', 'huge', { status: 200, body: `{"jobs":[${'{"id":1,"title":"x"},'.repeat(1_400_000)}{}]}` })
    const before = process.memoryUsage().rss
    const [report] = await sync([source.id])
    expect(report).toMatchObject({ status: 'failed', error: 'The answer is larger than 25 MB', closed: 0 })
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
    expect(isListed((await jobsOf(source.id))[0])).toBe(true)
  })

  it('waits as long as a host asks after a 429, then reads the board', async () => {
    const { source } = await addSource('workable', 'busy')
    ats.setBoard('workable', 'busy', [role('a')])
    ats.failNext('workable', 'busy', { status: 429, retryAfterSeconds: 1 })
    const started = Date.now()
    const [report] = await sync([source.id])
    expect(report.status).toBe('ok')
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(ats.requests.map((request) => request.status)).toEqual([429, 200])
  })

  it('asks again with the validators and marks every job verified when nothing changed', async () => {
    const { source } = await addSource('personio', 'steady')
    ats.setBoard('personio', 'steady', [role('a'), role('b')])
    await sync([source.id])
    const before = (await jobsOf(source.id))[0].lastVerifiedAt!
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [report] = await sync([source.id])
    expect(report.status).toBe('unchanged')
    expect(ats.requests.at(-1)?.status).toBe(304)
    expect(new Date((await jobsOf(source.id))[0].lastVerifiedAt!).getTime()).toBeGreaterThan(new Date(before).getTime())
  })

  it('lets one of two instances sync a source at a time, and the jobs are written once', async () => {
    const { source } = await addSource('smartrecruiters', 'twice')
    ats.setBoard('smartrecruiters', 'twice', [role('a'), role('b'), role('c')])
    ats.delay('smartrecruiters', 'twice', 150)
    const [one, two] = await Promise.all([siteSync(payload), siteSync(payload)])
    try {
      const reports = (await Promise.all([sync([source.id], one), sync([source.id], two)])).flat()
      expect(reports.map((report) => report.status).sort()).toEqual(['busy', 'ok'])
    } finally {
      await Promise.all([one.close(), two.close()])
    }
    expect(await jobsOf(source.id)).toHaveLength(3)
  })

  it('sends imported jobs to the review queue when the setting says so', async () => {
    await payload.updateGlobal({ slug: 'job-import-settings', data: { moderation: 'review' } })
    const { source } = await addSource('greenhouse', 'reviewed')
    ats.setBoard('greenhouse', 'reviewed', [role('a')])
    await sync([source.id])
    const [job] = await jobsOf(source.id)
    expect(job).toMatchObject({ reviewStatus: 'pending', is_active: false })
  })
})

describe('sources', () => {
  it("finds the board from an editor's careers link and lets only editors sync now", async () => {
    const created = await rest(payload, 'POST', '/companies', {
      token: tokens.editor,
      body: { name: 'Linked Co', hiringLink: 'https://job-boards.greenhouse.io/linkedco/jobs/123' },
    })
    expect(created.status).toBe(201)
    const { docs } = await payload.find({ collection: 'job-sources', where: { company: { equals: created.json.doc.id } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ kind: 'greenhouse', board: 'linkedco', origin: 'careers-link' })

    ats.setBoard('greenhouse', 'linkedco', [role('a')])
    const refused = await rest(payload, 'POST', `/job-sources/${docs[0].id}/sync`, { token: tokens.moderator })
    expect(refused.status).toBe(403)
    const anonymous = await rest(payload, 'POST', `/job-sources/${docs[0].id}/sync`)
    expect(anonymous.status).toBe(403)
    const synced = await rest(payload, 'POST', `/job-sources/${docs[0].id}/sync`, { token: tokens.editor })
    expect(synced.status).toBe(200)
    expect(synced.json.report).toMatchObject({ status: 'ok', imported: 1 })
  })

  it('keeps the sync state out of editors’ hands', async () => {
    const { source } = await addSource('lever', 'guarded')
    const patched = await rest(payload, 'PATCH', `/job-sources/${source.id}`, { token: tokens.editor, body: { syncStatus: 'ok', imported: 999, board: 'guarded-2' } })
    expect(patched.status).toBe(200)
    const stored = await payload.findByID({ collection: 'job-sources', id: source.id, overrideAccess: true })
    expect(stored).toMatchObject({ board: 'guarded-2', syncStatus: 'never', imported: 0 })
    const bad = await rest(payload, 'PATCH', `/job-sources/${source.id}`, { token: tokens.editor, body: { board: '../../admin' } })
    expect(bad.status).toBe(400)
  })

  it('takes the imported jobs off the board with their source, and keeps posted ones', async () => {
    const { source } = await addSource('ashby', 'removed', 'Removed Co')
    const posted = await createJob(payload, { job_title: 'Senior Backend Engineer a', company_name: 'Removed Co' })
    ats.setBoard('ashby', 'removed', [role('a'), role('b')])
    await sync([source.id])
    await payload.delete({ collection: 'job-sources', id: source.id, overrideAccess: true })
    const jobs = (await payload.find({ collection: 'jobs', where: { company_name: { equals: 'Removed Co' } }, depth: 0, overrideAccess: true })).docs as Job[]
    expect(jobs.map((job) => [job.id === posted.id, isListed(job), job.lastVerifiedAt ?? null])).toEqual(
      expect.arrayContaining([
        [true, true, null],
        [false, false, null],
      ]),
    )
  })
})

describe('finding hiring systems', () => {
  const careersSite = async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        req.url === '/careers'
          ? '<!doctype html><html><body><h1>Careers</h1><div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?for=embedded-co"></script></body></html>'
          : '<!doctype html><html><body><h1>Careers</h1><p>Write to us.</p></body></html>',
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }

  it("reads a careers page as the link checker does, finds the board it embeds, and reaches nothing the guard refuses", async () => {
    const site = await careersSite()
    const allowed = process.env.LINK_CHECK_ALLOW
    process.env.LINK_CHECK_ALLOW = new URL(site.origin).host
    try {
      const embedded = await rest(payload, 'POST', '/companies', { token: tokens.editor, body: { name: 'Embedded Co', hiringLink: `${site.origin}/careers` } })
      const plain = await rest(payload, 'POST', '/companies', { token: tokens.editor, body: { name: 'Plain Co', hiringLink: `${site.origin}/about` } })
      // Not allowed: a private address the guard refuses, as it would any other.
      const internal = await rest(payload, 'POST', '/companies', { token: tokens.editor, body: { name: 'Internal Co', hiringLink: 'http://127.0.0.2:9/careers' } })
      await payload.jobs.run({ queue: 'default' })
      const sources = async (companyId: number) => (await payload.find({ collection: 'job-sources', where: { company: { equals: companyId } }, overrideAccess: true })).docs
      expect(await sources(embedded.json.doc.id)).toEqual([expect.objectContaining({ kind: 'greenhouse', board: 'embedded-co', origin: 'careers-page' })])
      expect(await sources(plain.json.doc.id)).toEqual([])
      expect(await sources(internal.json.doc.id)).toEqual([])
      const runs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'detectHiringSystem' } }, overrideAccess: true })
      expect(runs.docs.map((run) => (run.log?.at(-1)?.output as { note?: string } | undefined)?.note).sort()).toEqual([
        'Neither the careers link nor its page names a hiring system we read.',
        'The careers page could not be read: No answer.',
        'The careers page embeds or links to it.',
      ])
    } finally {
      process.env.LINK_CHECK_ALLOW = allowed
      site.server.close()
    }
  })
})

describe('operators', () => {
  it('syncs the due sources from the jobs queue, and the dashboard counts them', async () => {
    const { source } = await addSource('greenhouse', 'scheduled')
    const { source: failing } = await addSource('lever', 'failing')
    ats.setBoard('greenhouse', 'scheduled', [role('a'), role('b')])
    await payload.jobs.queue({ task: 'syncJobSources', input: {} })
    await payload.jobs.run({ queue: 'default' })
    expect(await jobsOf(source.id)).toHaveLength(2)
    const stored = await payload.findByID({ collection: 'job-sources', id: failing.id, overrideAccess: true })
    expect(stored).toMatchObject({ syncStatus: 'failed', lastError: 'HTTP 404: no such board (check the board id)' })
    const figures = await jobImports(poolOf(payload), new Date())
    expect(figures).toMatchObject({ sources: 2, failing: 1, neverSynced: 0, listed: 2, closedBySource: 0 })
    expect(figures.failingSources).toEqual([expect.objectContaining({ kind: 'lever', board: 'failing', failures: 1 })])
  })

  it('imports a CSV from the command line beside the running site, one line per source, and fails when nothing could be read', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'rp-import-'))
    const good = path.join(folder, 'companies.csv')
    await writeFile(
      good,
      [
        'name,hiringLink,scheduleType,hiringRegions,industry,roles,atsKind,atsBoard',
        'Csv Named,https://csvnamed.example/careers,Flexible,Europe,Software,Engineer,ashby,csv-named',
        'Csv Linked,https://jobs.lever.co/csv-linked,,,,,,',
        'No Link,,,,,,,',
      ].join('\n'),
    )
    ats.setBoard('ashby', 'csv-named', [role('a'), hybrid('h')])
    ats.setBoard('lever', 'csv-linked', [role('b')])
    const run = (file: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        // Node with tsx's loader in the same process (the tsx command would start a second one).
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/jobsImport.ts', file], { env: { ...process.env, ATS_API_BASE: ats.url } })
        let out = ''
        child.stdout.on('data', (chunk) => (out += chunk))
        child.stderr.on('data', (chunk) => (out += chunk))
        const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
        child.on('exit', (code) => {
          clearTimeout(timer)
          resolve({ code, out })
        })
      })
    const imported = await run(good)
    expect(imported.code, imported.out).toBe(0)
    expect(imported.out).toContain('Line 4: a company needs a name and a hiringLink.')
    expect(imported.out).toMatch(/ashby\/csv-named \(Csv Named\): found 2, imported 1 \(1 new, 0 updated\), skipped 1 \(hybrid 1\), closed 0/)
    expect(imported.out).toMatch(/lever\/csv-linked \(Csv Linked\): found 1, imported 1/)
    const named = (await payload.find({ collection: 'companies', where: { name: { equals: 'Csv Named' } }, overrideAccess: true })).docs[0]
    expect(named).toMatchObject({ hiringRegions: 'Europe', industry: 'Software' })

    ats.removeBoard('ashby', 'csv-named')
    ats.removeBoard('lever', 'csv-linked')
    const nothing = await run(good)
    expect(nothing.code).toBe(1)
    expect(nothing.out).toContain('error: HTTP 404')
  }, 120_000)
})

describe('the sync fields of a job, on every other way in', () => {
  it('are the sync’s alone: refused from the public, dropped from staff, so a job claiming a source still needs its type and gets its expiry', async () => {
    const { source } = await addSource('lever', 'claimed')
    await createStaff(payload, 'admin-claims@example.com', ['admin'])
    const admin = await tokenFor(payload, 'users', 'admin-claims@example.com', 'staff-password')
    const claimed = { source: source.id, sourceJobId: 'x', lastVerifiedAt: '2026-01-01T00:00:00.000Z', goneFromSource: false, keepsPostedText: true }
    const post = { job_title: 'Claiming Engineer', company_name: 'Claims Co', hiring_locations: ['Worldwide'], job_url: 'https://claims.example/1' }

    // The public (REST without staff): any field beyond the form's is refused by name.
    const anonymous = await rest(payload, 'POST', '/jobs', { body: { ...post, job_type: 'Full-Time', schedule_type: 'Flexible', category: 'Engineering', job_description: 'A job that says it came from a hiring system, which it did not.', ...claimed } })
    expect(anonymous.status).toBe(400)
    expect(anonymous.json.errors[0].data.errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['source', 'lastVerifiedAt']))

    // Staff: the fields are dropped before validation, so type, schedule and category stay required…
    const untyped = await rest(payload, 'POST', '/jobs', { token: admin, body: { ...post, ...claimed } })
    expect(untyped.status).toBe(400)
    expect(untyped.json.errors[0].data.errors.map((error: { path: string }) => error.path)).toEqual(['job_type', 'schedule_type', 'category'])
    // …and a job with them is an ordinary one: no source, no verification, an expiry.
    const created = await rest(payload, 'POST', '/jobs', { token: admin, body: { ...post, job_type: 'Full-Time', schedule_type: 'Flexible', category: 'Engineering', ...claimed } })
    expect(created.status).toBe(201)
    expect(created.json.doc).toMatchObject({ source: null, lastVerifiedAt: null, keepsPostedText: false })
    expect(created.json.doc.expiresAt).toBeTruthy()

    // A moderator's edit leaves an imported job's sync fields as the sync wrote them.
    ats.setBoard('lever', 'claimed', [role('a')])
    await sync([source.id])
    const [imported] = await jobsOf(source.id)
    const edited = await rest(payload, 'PATCH', `/jobs/${imported.id}`, { token: tokens.moderator, body: { job_title: 'Edited Engineer', lastVerifiedAt: '2020-01-01T00:00:00.000Z', goneFromSource: true, source: null } })
    expect(edited.status).toBe(200)
    expect(edited.json.doc).toMatchObject({ job_title: 'Edited Engineer', lastVerifiedAt: imported.lastVerifiedAt, goneFromSource: false, source: source.id })
  })
})
