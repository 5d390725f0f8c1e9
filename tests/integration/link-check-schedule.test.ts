import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { createJob } from '../helpers/fixtures'
import { type LinkFixtureServer, startLinkFixtureServer } from '../helpers/linkFixtureServer'
import { clearCollections, startTestPayload } from '../helpers/testPayload'

let payload: Payload
let fixture: LinkFixtureServer

beforeAll(async () => {
  fixture = await startLinkFixtureServer()
  process.env.LINK_CHECK_ALLOW = fixture.allow
  payload = await startTestPayload()
})

afterAll(async () => {
  if (payload) await closePayload(payload)
  await fixture?.close()
})

beforeEach(async () => {
  await clearCollections(payload, ['link-check-runs', 'jobs', 'companies'])
  await payload.db.deleteMany({ collection: 'payload-jobs', where: {} })
  await payload.updateGlobal({
    slug: 'link-checker-settings',
    data: { enabled: true, cron: '0 3 * * *', deactivateAfter: 2 },
  })
})

afterEach(() => {
  vi.useRealTimers()
  _internal_resetJobSystemGlobals()
})

const scheduledRun = async () => {
  await payload.jobs.queue({ task: 'checkLinks', input: {} })
  await payload.jobs.run()
}

const job = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0 })

// A Monday in the future: the jobs queue schedules on a clock set to it, and runs what is due by
// it, while the checks themselves run on the real clock.
const at = (time: string) => new Date(`2030-01-07T${time}Z`)

/** One scheduling pass of each of `instances` app instances at once, at `now`. */
const schedulingPass = async (now: Date, instances = 1) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  try {
    await Promise.all(Array.from({ length: instances }, () => payload.jobs.handleSchedules()))
  } finally {
    vi.useRealTimers()
  }
}

/** When the queued scheduled check is due; none when nothing is queued. */
const queuedCheck = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'checkLinks' }, completedAt: { exists: false } },
      depth: 0,
    })
  ).docs.map((queued) => queued.waitUntil)

describe('the link-check schedule', () => {
  it('is queued at the cron admins set; a changed cron applies at once, and switching off stops it', async () => {
    await schedulingPass(at('02:00:00'))
    expect(await queuedCheck()).toEqual([at('03:00:00').toISOString()])

    await payload.updateGlobal({ slug: 'link-checker-settings', data: { cron: '30 4 * * 1' } })
    expect(await queuedCheck()).toEqual([])
    await schedulingPass(at('02:00:10'))
    expect(await queuedCheck()).toEqual([at('04:30:00').toISOString()])

    await payload.updateGlobal({ slug: 'link-checker-settings', data: { enabled: false } })
    await schedulingPass(at('02:00:20'))
    expect(await queuedCheck()).toEqual([])

    // Saving what changes no schedule keeps the queued check.
    await payload.updateGlobal({ slug: 'link-checker-settings', data: { enabled: true } })
    await schedulingPass(at('02:00:30'))
    await payload.updateGlobal({ slug: 'link-checker-settings', data: { deactivateAfter: 3 } })
    expect(await queuedCheck()).toEqual([at('04:30:00').toISOString()])
  })

  it('refuses a cron expression that is not one, saying so', async () => {
    const refused = await payload
      .updateGlobal({ slug: 'link-checker-settings', data: { cron: 'every night' } })
      .then(
        () => null,
        (error: { data?: { errors?: { message: string }[] } }) => error,
      )
    expect(refused?.data?.errors?.[0]?.message).toBe(
      'Not a cron expression, e.g. 0 3 * * * (daily at 03:00 UTC).',
    )
    await expect(
      payload.updateGlobal({ slug: 'link-checker-settings', data: { cron: '61 3 * * *' } }),
    ).rejects.toThrow()
  })

  it('runs at its time, once, with two app instances on one database', async () => {
    await createJob(payload, { job_url: fixture.url('/ok?scheduled') })
    await schedulingPass(at('02:00:00'), 2)
    expect(await queuedCheck()).toHaveLength(1)

    _internal_jobSystemGlobals.getCurrentDate = () => at('02:59:59')
    await payload.jobs.run()
    expect((await payload.find({ collection: 'link-check-runs', depth: 0 })).totalDocs).toBe(0)

    // Two workers running the queue at once still make one run: the second finds the lock taken.
    _internal_jobSystemGlobals.getCurrentDate = () => at('03:00:01')
    await Promise.all([payload.jobs.run(), payload.jobs.run()])
    const { docs } = await payload.find({ collection: 'link-check-runs', depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      trigger: 'scheduled',
      status: 'completed',
      totalCount: 1,
      validCount: 1,
    })
  })
})

describe('deactivation by scheduled runs', () => {
  it('deactivates a job after N consecutive broken runs (the setting), never a blocked or unknown one', async () => {
    const broken = (await createJob(payload, { job_url: fixture.url('/not-found?sched') })).id
    const blocked = (await createJob(payload, { job_url: fixture.url('/forbidden?sched') })).id
    const fine = (await createJob(payload, { job_url: fixture.url('/ok?sched') })).id

    await scheduledRun()
    expect(await job(broken)).toMatchObject({
      is_active: true,
      linkStatus: 'broken',
      consecutiveFailures: 1,
    })
    await scheduledRun()
    expect(await job(broken)).toMatchObject({ is_active: false, consecutiveFailures: 2 })
    for (let i = 0; i < 2; i++) await scheduledRun()
    expect(await job(blocked)).toMatchObject({
      is_active: true,
      linkStatus: 'blocked',
      consecutiveFailures: 0,
    })
    expect(await job(fine)).toMatchObject({ is_active: true, linkStatus: 'valid' })

    const { docs } = await payload.find({
      collection: 'link-check-runs',
      sort: 'startedAt',
      depth: 0,
    })
    expect(docs.map((run) => (run.deactivated as number[]).length)).toEqual([0, 1, 0, 0])
    const tasks = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'checkLinks' } },
    })
    expect(tasks.docs.every((task) => task.completedAt && !task.hasError)).toBe(true)
  })

  it('a valid run in between starts the count again', async () => {
    const id = (await createJob(payload, { job_url: fixture.url('/not-found?streak') })).id
    await scheduledRun()
    await payload.update({ collection: 'jobs', id, data: { job_url: fixture.url('/ok?streak') } })
    await scheduledRun()
    expect(await job(id)).toMatchObject({ linkStatus: 'valid', consecutiveFailures: 0 })
    await payload.update({
      collection: 'jobs',
      id,
      data: { job_url: fixture.url('/not-found?streak') },
    })
    await scheduledRun()
    expect(await job(id)).toMatchObject({ is_active: true, consecutiveFailures: 1 })
  })

  it('follows the setting: with 1, the first broken run deactivates', async () => {
    await payload.updateGlobal({ slug: 'link-checker-settings', data: { deactivateAfter: 1 } })
    const id = (await createJob(payload, { job_url: fixture.url('/gone?once') })).id
    await scheduledRun()
    expect((await job(id)).is_active).toBe(false)
  })
})
