import { generateKeyPairSync } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as indexNowKeyRoute } from '@/app/indexnow-key.txt/route'
import { markVerified, closeGoneJobs } from '@/lib/ats/sync/sourceJobRows'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { pruneFinishedJobs } from '@/lib/schedule/housekeeping'
import { runSql } from '@/lib/db/runSql'
import { closeJobAsFilled } from '@/lib/employers/closeJob'
import type { TokenCache } from '@/lib/searchEngines/googleIndexing'
import { search_engine_notices, search_engine_quota } from '@/lib/searchEngines/noticeTables'
import { NOTIFY_TASK } from '@/lib/searchEngines/queueNotices'
import { currentSearchEngineConfig } from '@/lib/searchEngines/searchEngineConfig'
import { retryReason, tellSearchEngines } from '@/lib/searchEngines/tellSearchEngines'
import type { Job } from '@/payload-types'

import { createJob } from '../helpers/fixtures'
import { type SearchEngineServer, startSearchEngineServer } from '../helpers/searchEngineServer'
import { startTestPayload } from '../helpers/testPayload'

const SITE = 'https://remotepassport.test'
const KEY = 'rp-indexnow-key-0123456789'
const CLIENT_EMAIL = 'indexing@remote-passport.iam.gserviceaccount.com'
const ENV = [
  'SITE_URL',
  'GOOGLE_INDEXING_CREDENTIALS',
  'GOOGLE_INDEXING_ENDPOINT',
  'GOOGLE_INDEXING_DAILY_QUOTA',
  'INDEXNOW_KEY',
  'INDEXNOW_ENDPOINT',
] as const

let payload: Payload
let server: SearchEngineServer
let credentials: string
let tokens: TokenCache
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]))
const logged: string[] = []

const pageOf = (job: Pick<Job, 'slug'>) => `${SITE}/jobs/${job.slug}`
const pool = () => poolOf(payload)

/** Both engines on, pointed at the loopback server. */
const bothOn = () => {
  Object.assign(process.env, {
    SITE_URL: SITE,
    GOOGLE_INDEXING_CREDENTIALS: credentials,
    GOOGLE_INDEXING_ENDPOINT: server.publishEndpoint,
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: server.indexNowEndpoint,
  })
  delete process.env.GOOGLE_INDEXING_DAILY_QUOTA
}

const allOff = () => {
  for (const name of ENV) if (name !== 'SITE_URL') delete process.env[name]
}

/** One run of the task's work, on the clock given. */
const tell = (clock: () => Date = () => new Date()) =>
  tellSearchEngines({
    pool: pool(),
    config: currentSearchEngineConfig(),
    site: SITE,
    clock,
    tokens,
    log: { info: (message) => logged.push(message), error: (message) => logged.push(message) },
  })

const notices = async () =>
  (
    await runSql<{
      job_id: number
      engine: string
      url: string
      listed: boolean
      attempts: number
      last_error: string | null
      told_at: Date | null
    }>(
      pool(),
      sql`SELECT job_id, engine, url, listed, attempts, last_error, told_at FROM ${search_engine_notices} ORDER BY job_id, engine`,
    )
  ).rows

const queuedRuns = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: NOTIFY_TASK } },
      depth: 0,
      limit: 0,
      pagination: false,
    })
  ).docs

const listedJob = (overrides: Partial<Job> = {}) =>
  createJob(payload, { is_active: true, ...overrides })

beforeAll(async () => {
  payload = await startTestPayload()
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  server = await startSearchEngineServer({
    publicKeyPem: publicKey,
    clientEmail: CLIENT_EMAIL,
    indexNow: { key: KEY, host: 'remotepassport.test', keyLocation: `${SITE}/indexnow-key.txt` },
  })
  // A service account's JSON key as Google hands it out, its token_uri the loopback server's.
  credentials = JSON.stringify({
    type: 'service_account',
    project_id: 'remote-passport',
    private_key_id: 'test-key-1',
    private_key: privateKey,
    client_email: CLIENT_EMAIL,
    client_id: '1234567890',
    token_uri: server.tokenUri,
  })
})

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await server?.close()
  if (payload) await closePayload(payload)
})

beforeEach(async () => {
  bothOn()
  await payload.db.deleteMany({ collection: 'jobs', where: {} })
  await payload.db.deleteMany({ collection: 'payload-jobs', where: {} })
  await runSql(pool(), sql`DELETE FROM ${search_engine_notices}`)
  await runSql(pool(), sql`DELETE FROM ${search_engine_quota}`)
  server.reset()
  tokens = new Map()
  logged.length = 0
})

describe('telling search engines of job changes, on a loopback server speaking both protocols', () => {
  it('a listed job is told to both as URL_UPDATED, once; a job not listed is not told', async () => {
    const listed = await listedJob()
    await listedJob({ is_active: false })

    const report = await tell()
    expect(report).toMatchObject({
      ran: true,
      google: { told: 1, stopped: null },
      indexNow: { told: 1, stopped: null },
    })
    expect(server.google).toEqual([{ url: pageOf(listed), type: 'URL_UPDATED' }])
    expect(server.indexNow).toEqual([[pageOf(listed)]])
    expect(server.refused).toEqual([])
    expect(await notices()).toEqual([
      expect.objectContaining({
        job_id: listed.id,
        engine: 'google',
        url: pageOf(listed),
        listed: true,
        attempts: 0,
        told_at: expect.any(Date),
      }),
      expect.objectContaining({
        job_id: listed.id,
        engine: 'indexnow',
        url: pageOf(listed),
        listed: true,
        attempts: 0,
      }),
    ])

    // Told already: nothing more, and the token is reused.
    await tell()
    expect(server.google).toHaveLength(1)
    expect(server.indexNow).toHaveLength(1)
    expect(tokens.size).toBe(1)
  })

  it('a changed job is told again; a verification by the sync alone is not a change and costs nothing', async () => {
    const job = await listedJob()
    await tell()
    server.reset()

    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { job_title: 'Staff Platform Engineer' },
      overrideAccess: true,
    })
    await tell()
    expect(server.google).toEqual([{ url: pageOf(job), type: 'URL_UPDATED' }])
    expect(server.indexNow).toEqual([[pageOf(job)]])

    server.reset()
    await markVerified(pool(), [job.id], new Date())
    await tell()
    expect(server.calls).toEqual([])
  })

  it('closed, filled, expired by time, gone from its source and deleted jobs are told URL_DELETED', async () => {
    const now = Date.now()
    const closed = await listedJob()
    const filled = await listedJob({ contactEmail: 'boss@acme.example' })
    const expiring = await listedJob({ expiresAt: new Date(now + 60 * 60_000).toISOString() })
    const gone = await listedJob()
    const deleted = await listedJob()
    await tell()
    expect(server.google).toHaveLength(5)
    server.reset()

    await payload.update({
      collection: 'jobs',
      id: closed.id,
      data: { is_active: false },
      overrideAccess: true,
    })
    expect(await closeJobAsFilled(payload, 'boss@acme.example', filled.id)).toEqual({ ok: true })
    await closeGoneJobs(pool(), [gone.id])
    await payload.delete({ collection: 'jobs', id: deleted.id, overrideAccess: true })

    // Two hours on, the expiring job's time is up without anything written to it.
    const later = new Date(now + 2 * 60 * 60_000)
    const report = await tell(() => later)
    expect(report.google).toEqual({ told: 5, stopped: null })
    expect(server.google).toHaveLength(5)
    expect(new Set(server.google)).toEqual(
      new Set(
        [closed, filled, expiring, gone, deleted].map((job) => ({
          url: pageOf(job),
          type: 'URL_DELETED',
        })),
      ),
    )
    // IndexNow has no "deleted": the pages are submitted, and the engine finds them gone (410).
    expect(server.indexNow.map((list) => [...list].sort())).toEqual([
      [closed, filled, expiring, gone, deleted].map(pageOf).sort(),
    ])

    // Told gone: the closed ones say so; the deleted job leaves no row.
    const rows = await notices()
    expect(rows.filter((row) => row.job_id === deleted.id)).toEqual([])
    expect(rows).toHaveLength(8)
    expect(rows.every((row) => !row.listed)).toBe(true)

    server.reset()
    await tell(() => later)
    expect(server.calls).toEqual([])
  })

  it('a job reopened is told URL_UPDATED again', async () => {
    const job = await listedJob()
    await tell()
    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { is_active: false },
      overrideAccess: true,
    })
    await tell()
    server.reset()
    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { is_active: true },
      overrideAccess: true,
    })
    await tell()
    expect(server.google).toEqual([{ url: pageOf(job), type: 'URL_UPDATED' }])
  })

  it('deletions go first, then new listings, then updates, the oldest change first', async () => {
    const updated = await listedJob()
    const closed = await listedJob()
    await tell()
    server.reset()
    await payload.update({
      collection: 'jobs',
      id: updated.id,
      data: { job_title: 'Changed first' },
      overrideAccess: true,
    })
    const older = await listedJob()
    const newer = await listedJob()
    await payload.update({
      collection: 'jobs',
      id: closed.id,
      data: { is_active: false },
      overrideAccess: true,
    })

    await tell()
    expect(server.google).toEqual([
      { url: pageOf(closed), type: 'URL_DELETED' },
      { url: pageOf(older), type: 'URL_UPDATED' },
      { url: pageOf(newer), type: 'URL_UPDATED' },
      { url: pageOf(updated), type: 'URL_UPDATED' },
    ])
  })

  it("Google's daily quota: two sent today, the third the next UTC day; IndexNow is not held back", async () => {
    process.env.GOOGLE_INDEXING_DAILY_QUOTA = '2'
    const jobs = [await listedJob(), await listedJob(), await listedJob()]
    // Noon UTC tomorrow, then five seconds into the day after: clocks handed to the run.
    const noon = new Date()
    noon.setUTCDate(noon.getUTCDate() + 1)
    noon.setUTCHours(12, 0, 0, 0)
    const today = noon
    const report = await tell(() => today)
    expect(report.google).toEqual({
      told: 2,
      stopped: expect.objectContaining({ outcome: 'quota' }),
    })
    expect(retryReason(report)).toBeNull()
    expect(server.google.map((notice) => notice.url)).toEqual(jobs.slice(0, 2).map(pageOf))
    expect(server.indexNow).toEqual([jobs.map(pageOf)])
    expect(logged.some((line) => /daily quota of 2 notices is used/.test(line))).toBe(true)

    // Later the same day: Google is not even asked.
    server.reset()
    await tell(() => new Date(today.getTime() + 60_000))
    expect(server.calls).toEqual([])

    const tomorrow = new Date(today.getTime() + 12 * 60 * 60_000 + 5_000)
    await tell(() => tomorrow)
    expect(server.google).toEqual([{ url: pageOf(jobs[2]), type: 'URL_UPDATED' }])
    const days = (
      await runSql<{ day: string; used: number }>(
        pool(),
        sql`SELECT day::text AS day, used FROM ${search_engine_quota} ORDER BY day`,
      )
    ).rows
    expect(days).toEqual([
      { day: today.toISOString().slice(0, 10), used: 2 },
      { day: tomorrow.toISOString().slice(0, 10), used: 1 },
    ])
  })

  it('a 429 from Google stops Google for the run and gives its send back; the next run goes on', async () => {
    const jobs = [await listedJob(), await listedJob()]
    server.failNext('publish', 429)
    const report = await tell()
    expect(report.google).toEqual({
      told: 0,
      stopped: expect.objectContaining({ outcome: 'quota' }),
    })
    expect(retryReason(report)).toBeNull()
    expect(server.calls.filter((path) => path.startsWith('/v3/'))).toHaveLength(1)
    const used = (
      await runSql<{ used: number }>(pool(), sql`SELECT used FROM ${search_engine_quota}`)
    ).rows
    expect(used).toEqual([{ used: 0 }])

    await tell()
    expect(server.google.map((notice) => notice.url)).toEqual(jobs.map(pageOf))
  })

  it('a page Google refuses (400) is logged and kept as told: the others go, and it is not sent again until its job changes', async () => {
    const [refused, other] = [await listedJob(), await listedJob()]
    server.refusePage(pageOf(refused))
    const report = await tell()
    expect(report.google).toEqual({ told: 1, stopped: null })
    expect(server.google.map((notice) => notice.url)).toEqual([pageOf(other)])
    expect(logged.some((line) => line.includes(`refused ${pageOf(refused)}`))).toBe(true)
    const row = (
      await runSql<{ attempts: number; last_error: string | null }>(
        pool(),
        sql`SELECT attempts, last_error FROM ${search_engine_notices} WHERE job_id = ${refused.id} AND engine = 'google'`,
      )
    ).rows[0]
    expect(row).toMatchObject({ attempts: 1, last_error: expect.stringContaining('HTTP 400') })

    const publishes = () => server.calls.filter((path) => path.startsWith('/v3/')).length
    const before = publishes()
    await tell()
    expect(publishes()).toBe(before)

    // Its job changes (a moderator's edit): it is owed again.
    await payload.update({ collection: 'jobs', id: refused.id, data: { job_title: 'Retitled by a moderator' }, overrideAccess: true })
    await tell()
    expect(publishes()).toBe(before + 1)
  })

  it('a 503 then success: nothing lost, nothing sent twice, and the queue tries the run again', async () => {
    const jobs = [await listedJob(), await listedJob()]
    await payload.db.deleteMany({ collection: 'payload-jobs', where: {} })
    // Google takes the first page and fails on the second; IndexNow fails outright.
    server.failNext('publish', 503, { after: 1 })
    server.failNext('indexnow', 503)
    const run = await payload.jobs.queue({ task: NOTIFY_TASK, input: {} })
    await payload.jobs.runByID({ id: run.id })

    const failed = await payload.findByID({ collection: 'payload-jobs', id: run.id, depth: 0 })
    expect(failed).toMatchObject({
      hasError: false,
      completedAt: null,
      totalTried: 1,
      waitUntil: expect.any(String),
    })
    expect(failed.log?.at(-1)).toMatchObject({
      state: 'failed',
      error: expect.objectContaining({ message: expect.stringMatching(/tried again.*503/) }),
    })
    expect(server.google).toEqual([{ url: pageOf(jobs[0]), type: 'URL_UPDATED' }])
    expect(server.indexNow).toEqual([])
    expect(
      (await notices()).map(({ job_id, engine, listed, attempts }) => ({
        job_id,
        engine,
        listed,
        attempts,
      })),
    ).toEqual([
      { job_id: jobs[0].id, engine: 'google', listed: true, attempts: 0 },
      { job_id: jobs[0].id, engine: 'indexnow', listed: false, attempts: 1 },
      { job_id: jobs[1].id, engine: 'google', listed: false, attempts: 1 },
      { job_id: jobs[1].id, engine: 'indexnow', listed: false, attempts: 1 },
    ])
    expect((await notices()).find((row) => row.attempts > 0)?.last_error).toMatch(/503/)

    // The engines are back: what is still owed goes, once.
    const report = await tell()
    expect(retryReason(report)).toBeNull()
    expect(server.google).toEqual([
      { url: pageOf(jobs[0]), type: 'URL_UPDATED' },
      { url: pageOf(jobs[1]), type: 'URL_UPDATED' },
    ])
    expect(server.indexNow).toEqual([jobs.map(pageOf)])
    expect(
      (await notices()).every((row) => row.attempts === 0 && row.listed && row.last_error === null),
    ).toBe(true)

    server.reset()
    await tell()
    expect(server.calls).toEqual([])
  })

  it('IndexNow refusing the key is logged clearly, not retried, and leaves the pages owed', async () => {
    const job = await listedJob()
    process.env.INDEXNOW_KEY = 'a-different-key-42'
    const report = await tell()
    expect(report.indexNow).toEqual({
      told: 0,
      stopped: expect.objectContaining({ outcome: 'refused' }),
    })
    expect(retryReason(report)).toBeNull()
    expect(server.refused).toEqual([expect.objectContaining({ path: '/indexnow', status: 403 })])
    expect(
      logged.some((line) =>
        /IndexNow refused 1 addresses \(HTTP 403.*must answer INDEXNOW_KEY/.test(line),
      ),
    ).toBe(true)
    // Google went on regardless.
    expect(server.google).toEqual([{ url: pageOf(job), type: 'URL_UPDATED' }])
    expect((await notices()).find((row) => row.engine === 'indexnow')).toMatchObject({
      listed: false,
      attempts: 1,
    })
  })

  it('saving jobs queues one run for the burst, the task tells both engines, and the schedule runs it every minute', async () => {
    const jobs = [await listedJob(), await listedJob(), await listedJob()]
    const queued = await queuedRuns()
    expect(queued).toHaveLength(1)
    await payload.jobs.runByID({ id: queued[0].id })
    const done = await payload.findByID({ collection: 'payload-jobs', id: queued[0].id, depth: 0 })
    expect(done.log?.at(-1)).toMatchObject({
      state: 'succeeded',
      output: { google: 3, indexNow: 3, skipped: false },
    })
    expect(server.google.map((notice) => notice.url)).toEqual(jobs.map(pageOf))

    await payload.jobs.handleSchedules()
    const scheduled = (await queuedRuns()).filter((run) => !run.completedAt)
    expect(scheduled).toEqual([
      expect.objectContaining({
        meta: expect.objectContaining({ scheduled: true }),
        waitUntil: expect.any(String),
      }),
    ])
    expect(new Date(scheduled[0].waitUntil!).getTime() - Date.now()).toBeLessThanOrEqual(60_000)
  })

  it("the task's finished runs are kept a day, not a month, and old daily counts go", async () => {
    const done = await Promise.all(
      [1, 2].map(() => payload.jobs.queue({ task: NOTIFY_TASK, input: {} })),
    )
    await pool().query(
      `UPDATE payload_jobs SET completed_at = now() - $2::interval WHERE id = $1`,
      [done[0].id, '2 days'],
    )
    await pool().query(
      `UPDATE payload_jobs SET completed_at = now() - $2::interval WHERE id = $1`,
      [done[1].id, '2 hours'],
    )
    await pool().query(
      `INSERT INTO search_engine_quota (day, engine, used) VALUES (current_date - 40, 'google', 200), (current_date, 'google', 3)`,
    )
    expect(await pruneFinishedJobs(pool())).toBe(1)
    expect((await queuedRuns()).map((run) => run.id)).toEqual([done[1].id])
    expect(
      (await runSql<{ used: number }>(pool(), sql`SELECT used FROM ${search_engine_quota}`)).rows,
    ).toEqual([{ used: 3 }])
  })

  it('only the engine configured is told', async () => {
    delete process.env.GOOGLE_INDEXING_CREDENTIALS
    const job = await listedJob()
    await tell()
    expect(server.google).toEqual([])
    expect(server.indexNow).toEqual([[pageOf(job)]])
    expect((await notices()).map((row) => row.engine)).toEqual(['indexnow'])
  })

  it('off without credentials: nothing queued, scheduled or sent, and no rows', async () => {
    allOff()
    const job = await listedJob()
    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { job_title: 'Edited while off' },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'jobs', id: job.id, overrideAccess: true })
    await payload.jobs.handleSchedules()
    expect(await queuedRuns()).toEqual([])
    expect(await tell()).toEqual({ ran: false, google: null, indexNow: null })
    expect(server.calls).toEqual([])
    expect(await notices()).toEqual([])
    expect((await runSql(pool(), sql`SELECT 1 FROM ${search_engine_quota}`)).rows).toEqual([])
  })

  it('the site serves its IndexNow key, and nothing while IndexNow is off or its key is not valid', async () => {
    const on = await indexNowKeyRoute()
    expect(on.status).toBe(200)
    expect(on.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await on.text()).toBe(KEY)

    process.env.INDEXNOW_KEY = 'short'
    expect((await indexNowKeyRoute()).status).toBe(404)
    expect(currentSearchEngineConfig().problems).toEqual([
      expect.stringMatching(/INDEXNOW_KEY must be 8 to 128/),
    ])
    allOff()
    expect((await indexNowKeyRoute()).status).toBe(404)
  })
})
