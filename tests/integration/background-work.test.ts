import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { deactivateExpiredJobs } from '@/lib/jobs/expireJobs'
import { closedJobSlugs } from '@/lib/jobs/closedJobSlugs'
import { consumeLimits } from '@/lib/rateLimit/rateLimit'
import { resetStaleJobs } from '@/lib/schedule/housekeeping'
import { claimSlot } from '@/lib/schedule/slotClaim'

import { createJob } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('rate limits in PostgreSQL', () => {
  it('refuse past the limit and say when to retry, shared by every app instance', async () => {
    const rule = { name: `test-${Date.now()}`, points: 3, durationSeconds: 3600 }
    const otherInstance = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    try {
      expect(await consumeLimits(poolOf(payload), [rule], '203.0.113.7')).toEqual({ allowed: true })
      expect(await consumeLimits(otherInstance, [rule], '203.0.113.7')).toEqual({ allowed: true })
      expect(await consumeLimits(poolOf(payload), [rule], '203.0.113.7')).toEqual({ allowed: true })
      const refused = await consumeLimits(otherInstance, [rule], '203.0.113.7')
      expect(refused.allowed).toBe(false)
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(3500)
      expect(await consumeLimits(otherInstance, [rule], '198.51.100.1')).toEqual({ allowed: true })
    } finally {
      await otherInstance.end()
    }
  })
})

describe('send claims', () => {
  it('a key is claimed once', async () => {
    expect(await claimSlot(poolOf(payload), 'test@2026-11-23T03:00:00.000Z')).toBe(true)
    expect(await claimSlot(poolOf(payload), 'test@2026-11-23T03:00:00.000Z')).toBe(false)
  })
})

describe('job expiry', () => {
  it('the queued expireJobs task deactivates expired jobs only', async () => {
    const past = await createJob(payload, { expiresAt: new Date(Date.now() - 60_000).toISOString() })
    const future = await createJob(payload)
    await payload.jobs.queue({ task: 'expireJobs', input: {} })
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'jobs', id: past.id })).is_active).toBe(false)
    expect((await payload.findByID({ collection: 'jobs', id: future.id })).is_active).toBe(true)
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'expireJobs' } } })
    expect(docs[0]).toMatchObject({ completedAt: expect.any(String), hasError: false })
    expect(await deactivateExpiredJobs(payload)).toBe(0)
  })

  it('an expired job page answers Gone even before the daily task has run', async () => {
    const expired = await createJob(payload, { expiresAt: new Date(Date.now() - 1000).toISOString() })
    const open = await createJob(payload)
    const closed = await closedJobSlugs(poolOf(payload))
    expect(closed.has(expired.slug!)).toBe(true)
    expect(closed.has(open.slug!)).toBe(false)
  })

  it('a job left "processing" by a dead worker goes back to the queue', async () => {
    const job = await payload.jobs.queue({ task: 'expireJobs', input: {} })
    await poolOf(payload).query("UPDATE payload_jobs SET processing = true, updated_at = now() - interval '2 hours' WHERE id = $1", [job.id])
    expect(await resetStaleJobs(poolOf(payload))).toBe(1)
    const { rows } = await poolOf(payload).query('SELECT processing FROM payload_jobs WHERE id = $1', [job.id])
    expect(rows[0].processing).toBe(false)
  })
})
