import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'

import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

// A Monday in the future: scheduling runs on a clock set to it, and nothing queued for that day is
// due on the real clock.
const at = (time: string) => new Date(`2030-01-07T${time}Z`)

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

beforeEach(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { digestEnabled: true, digestDay: 'monday', digestTime: '09:00' },
  })
  await payload.db.deleteMany({ collection: 'payload-jobs', where: {} })
})

afterEach(() => {
  vi.useRealTimers()
})

const setClock = (now: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
}

const scheduledJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { 'meta.scheduled': { equals: true } },
      sort: 'id',
      limit: 0,
      pagination: false,
      depth: 0,
    })
  ).docs

/** Each task's queued scheduled run: when it is due, and its input. */
const queuedRuns = async () =>
  Object.fromEntries(
    (await scheduledJobs())
      .filter((job) => !job.completedAt)
      .map((job) => [job.taskSlug, { due: job.waitUntil, input: job.input }]),
  )

describe('recurring tasks on Payload’s scheduling', () => {
  it('every recurring task carries its schedule on the queue the autoRun ticks', () => {
    const { tasks = [], autoRun } = payload.config.jobs
    const schedules = Object.fromEntries(
      tasks
        .filter((task) => task.schedule)
        .map((task) => [task.slug, task.schedule!.map(({ queue }) => queue)]),
    )
    expect(schedules).toEqual({
      expireJobs: ['default'],
      sendDigest: ['default'],
      sendJobAlerts: ['default'],
      checkLinks: ['default'],
      housekeeping: ['default'],
      syncJobSources: ['default'],
      // Every minute, and only while a search engine is configured (docs/search-engines.md).
      notifySearchEngines: ['default'],
    })
    const fixed = Object.fromEntries(tasks.map((task) => [task.slug, task.schedule?.[0]?.cron]))
    expect(fixed).toMatchObject({
      expireJobs: '15 0 * * *',
      sendJobAlerts: '0 8 * * *',
      housekeeping: '5 * * * *',
    })
    // The autoRun's tick is what schedules: it must tick the same queue and not turn scheduling off.
    expect(autoRun).toEqual([expect.objectContaining({ queue: 'default' })])
    expect(autoRun).not.toEqual([expect.objectContaining({ disableScheduling: true })])
  })

  it('queues each task once, due at its next time in UTC, the alerts and the digest with their period', async () => {
    setClock(at('00:10:00'))
    await payload.jobs.handleSchedules()
    await payload.jobs.handleSchedules()
    expect(await queuedRuns()).toEqual({
      expireJobs: { due: at('00:15:00').toISOString(), input: {} },
      sendJobAlerts: {
        due: at('08:00:00').toISOString(),
        input: { period: at('08:00:00').toISOString() },
      },
      checkLinks: { due: at('03:00:00').toISOString(), input: {} },
      sendDigest: {
        due: at('09:00:00').toISOString(),
        input: { period: at('09:00:00').toISOString() },
      },
      housekeeping: { due: at('01:05:00').toISOString(), input: {} },
      // Every five minutes, taking the hiring systems that are due (src/lib/ats/sync/nextSyncAt.ts).
      syncJobSources: { due: at('00:15:00').toISOString(), input: {} },
    })
    expect(await scheduledJobs()).toHaveLength(6)
  })

  it('a run runs at its time, and the next one is queued for the next day, not again for the same time', async () => {
    setClock(at('00:10:00'))
    await payload.jobs.handleSchedules()
    setClock(at('00:14:59'))
    await payload.jobs.run()
    const expiry = async () =>
      (await scheduledJobs()).filter((job) => job.taskSlug === 'expireJobs')
    expect((await expiry())[0].completedAt).toBeFalsy()

    setClock(at('00:15:01'))
    await payload.jobs.run()
    await payload.jobs.handleSchedules()
    await payload.jobs.handleSchedules()
    const [done, next, ...more] = await expiry()
    expect(done).toMatchObject({
      waitUntil: at('00:15:00').toISOString(),
      completedAt: expect.any(String),
      hasError: false,
    })
    expect(next).toMatchObject({
      waitUntil: new Date('2030-01-08T00:15:00Z').toISOString(),
      completedAt: null,
    })
    expect(more).toEqual([])
  })

  it('the digest follows the day and time admins set, at once; other settings leave it queued', async () => {
    setClock(at('00:10:00'))
    await payload.jobs.handleSchedules()
    vi.useRealTimers()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { moderationMode: 'approval-first', digestLastSentAt: at('00:00:00').toISOString() },
    })
    expect((await queuedRuns()).sendDigest?.due).toBe(at('09:00:00').toISOString())

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { digestDay: 'wednesday', digestTime: '07:30' },
    })
    expect((await queuedRuns()).sendDigest).toBeUndefined()
    setClock(at('00:10:10'))
    await payload.jobs.handleSchedules()
    expect((await queuedRuns()).sendDigest).toEqual({
      due: new Date('2030-01-09T07:30:00Z').toISOString(),
      input: { period: new Date('2030-01-09T07:30:00Z').toISOString() },
    })

    vi.useRealTimers()
    await payload.updateGlobal({ slug: 'site-settings', data: { digestEnabled: false } })
    setClock(at('00:10:20'))
    await payload.jobs.handleSchedules()
    expect((await queuedRuns()).sendDigest).toBeUndefined()
  })

  it('two app instances scheduling at the same moment queue each run once', async () => {
    setClock(at('00:10:00'))
    const passes = await Promise.all([
      payload.jobs.handleSchedules(),
      payload.jobs.handleSchedules(),
      payload.jobs.handleSchedules(),
    ])
    const jobs = await scheduledJobs()
    expect(jobs.map((job) => job.taskSlug).sort()).toEqual([
      'checkLinks',
      'expireJobs',
      'housekeeping',
      'sendDigest',
      'sendJobAlerts',
      'syncJobSources',
    ])
    expect(
      passes.flatMap((pass) => pass.queued.map((queued) => queued.taskConfig?.slug)).sort(),
    ).toEqual(jobs.map((job) => job.taskSlug).sort())
  })

  it('the database takes one scheduled run per task and time; other queued jobs are not limited', async () => {
    const run = { task: 'expireJobs' as const, input: {}, waitUntil: at('00:15:00') }
    await payload.jobs.queue({ ...run, meta: { scheduled: true } })
    await expect(payload.jobs.queue({ ...run, meta: { scheduled: true } })).rejects.toThrow()
    await payload.jobs.queue(run)
    await payload.jobs.queue(run)
    await payload.jobs.queue({
      ...run,
      meta: { scheduled: true },
      waitUntil: new Date('2030-01-08T00:15:00Z'),
    })
    expect((await payload.find({ collection: 'payload-jobs', depth: 0 })).totalDocs).toBe(4)
  })
})

describe('housekeeping', () => {
  const stuck = (taskSlug: string) =>
    poolOf(payload).query(
      `UPDATE payload_jobs SET processing = true, wait_until = now() - interval '2 hours', updated_at = now() - interval '2 hours'
        WHERE task_slug = $1 AND completed_at IS NULL RETURNING id`,
      [taskSlug],
    )

  it('hands runs stuck by a dead worker back, prunes old finished ones, and its own stuck run does not stop it', async () => {
    await payload.jobs.handleSchedules()
    const [{ id: stuckExpiry }] = (await stuck('expireJobs')).rows
    await stuck('housekeeping')
    const old = await payload.jobs.queue({
      task: 'sendEmail',
      input: { to: 'old@example.com', subject: 'Old', html: '<p>Old</p>', text: 'Old' },
    })
    await poolOf(payload).query(
      "UPDATE payload_jobs SET completed_at = now() - interval '31 days' WHERE id = $1",
      [old.id],
    )

    await payload.jobs.handleSchedules()
    const runs = (task: string) =>
      payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: task } },
        sort: 'id',
        depth: 0,
      })
    // A stuck run holds its task back (Payload's rule), except housekeeping's own.
    expect((await runs('expireJobs')).totalDocs).toBe(1)
    const housekeeping = (await runs('housekeeping')).docs
    expect(housekeeping).toHaveLength(2)

    await payload.jobs.runByID({ id: housekeeping[1].id })
    const done = await payload.findByID({
      collection: 'payload-jobs',
      id: housekeeping[1].id,
      depth: 0,
    })
    expect(done.log?.[0]).toMatchObject({
      state: 'succeeded',
      output: { handedBack: 2, pruned: 1 },
    })
    expect(
      await payload.findByID({ collection: 'payload-jobs', id: stuckExpiry, depth: 0 }),
    ).toMatchObject({ processing: false, completedAt: null })
    expect(
      await payload.findByID({
        collection: 'payload-jobs',
        id: old.id,
        depth: 0,
        disableErrors: true,
      }),
    ).toBeNull()
  })
})
