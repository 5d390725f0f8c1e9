import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { startScheduler } from '@/lib/schedule/scheduler'
import { SCHEDULES } from '@/lib/schedule/schedules'

import { createJob } from '../helpers/fixtures'
import { type LinkFixtureServer, startLinkFixtureServer } from '../helpers/linkFixtureServer'
import { clearCollections, startTestPayload } from '../helpers/testPayload'

let payload: Payload
let fixture: LinkFixtureServer
const linkCheckSchedule = SCHEDULES.find((schedule) => schedule.name === 'link-check')!

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

const scheduledRun = async () => {
  await payload.jobs.queue({ task: 'checkLinks', input: {} })
  await payload.jobs.run()
}

const job = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0 })

describe('the link-check schedule', () => {
  it('reads its cron from the settings admins edit, and stops when they switch it off', async () => {
    expect(await linkCheckSchedule.cron(payload)).toBe('0 3 * * *')
    await payload.updateGlobal({ slug: 'link-checker-settings', data: { cron: '30 4 * * 1' } })
    expect(await linkCheckSchedule.cron(payload)).toBe('30 4 * * 1')
    await payload.updateGlobal({ slug: 'link-checker-settings', data: { enabled: false } })
    expect(await linkCheckSchedule.cron(payload)).toBeNull()
  })

  it('refuses a cron expression that is not one', async () => {
    await expect(
      payload.updateGlobal({ slug: 'link-checker-settings', data: { cron: 'every night' } }),
    ).rejects.toThrow()
  })

  it('two app instances on one database start one run, not two', async () => {
    await createJob(payload, { job_url: fixture.url('/ok?scheduled') })
    await payload.updateGlobal({ slug: 'link-checker-settings', data: { cron: '* * * * * *' } })
    const first = startScheduler(payload, [linkCheckSchedule])
    const second = startScheduler(payload, [linkCheckSchedule])
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await first.stop()
    await second.stop()
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'checkLinks' } },
    })
    expect(queued.totalDocs).toBe(1)
    // Two workers running the queue at once still make one run: the second finds the lock taken.
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
