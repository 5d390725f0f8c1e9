import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LISTENER_NAME, listenForChanges } from '@/lib/cache/changeListener'
import { WATCHED_TABLES } from '@/lib/cache/affectedRoutes'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { closedJobSlugs } from '@/lib/jobs/closedJobSlugs'
import { poolOf } from '@/lib/db/pool'
import { nextListedExpiry } from '@/lib/jobs/nextListedExpiry'

import { createJob } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
const seen: string[][] = []
let connects = 0
const statuses: boolean[] = []
let stop: () => Promise<void>

const until = async (check: () => boolean, withinMs = 2000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Date.now() - started
}
const changedSince = (from: number) => seen.slice(from).flat()

beforeAll(async () => {
  payload = await startTestPayload()
  stop = listenForChanges({
    connectionString: process.env.DATABASE_URL!,
    onChange: (tables) => void seen.push(tables),
    onConnect: () => void connects++,
    onStatus: (up) => void statuses.push(up),
    heartbeatMs: 200,
    nextExpiry: (client) => nextListedExpiry(client),
    log: () => {},
  })
  await until(() => connects === 1, 10_000)
})

afterAll(async () => {
  await stop?.()
  await closePayload(payload)
})

describe('cache change broadcast (PostgreSQL LISTEN/NOTIFY)', () => {
  it('the connection reports itself alive on each heartbeat', async () => {
    const from = statuses.length
    await until(() => statuses.length >= from + 2)
    expect(statuses.slice(from).every(Boolean)).toBe(true)
  })

  it('knows every closed job (deactivated or expired) and no listed one', async () => {
    const listed = await createJob(payload, { job_title: 'Still Listed' })
    const deactivated = await createJob(payload, { job_title: 'Deactivated', is_active: false })
    const expired = await createJob(payload, { job_title: 'Expired' })
    await poolOf(payload).query(`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id])
    const closed = await closedJobSlugs(poolOf(payload))
    expect(closed.has(deactivated.slug!)).toBe(true)
    expect(closed.has(expired.slug!)).toBe(true)
    expect(closed.has(listed.slug!)).toBe(false)
  })

  it('every table a cached page shows has the trigger that announces its changes', async () => {
    const { rows } = await poolOf(payload).query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = c.relname || '_cache_change'`,
    )
    expect(rows.map((row) => row.table).sort()).toEqual([...WATCHED_TABLES].sort())
  })

  it('a saved job, a renamed provider and a bulk update each arrive within 2 s, once per burst', async () => {
    const from = seen.length
    await createJob(payload, { job_title: 'Broadcast Engineer' })
    await until(() => changedSince(from).includes('jobs'))

    const next = seen.length
    await poolOf(payload).query(`UPDATE banking_providers SET name = name`)
    await poolOf(payload).query(`UPDATE jobs SET updated_at = now()`)
    await poolOf(payload).query(`UPDATE jobs SET updated_at = now()`)
    await until(() => changedSince(next).includes('banking_providers') && changedSince(next).includes('jobs'))
    // Changes that come together are handed over together: one revalidation, not one per statement.
    expect(changedSince(next).filter((table) => table === 'jobs')).toHaveLength(1)
  })

  it('a change to a table no cached page shows is not announced', async () => {
    const from = seen.length
    await poolOf(payload).query(`UPDATE members SET updated_at = now()`)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(changedSince(from)).toEqual([])
  })

  it('a listed job reaching its expiry is announced at that moment, though nothing was written', async () => {
    await createJob(payload, { job_title: 'Expiring Soon', expiresAt: new Date(Date.now() + 1500).toISOString() })
    await new Promise((resolve) => setTimeout(resolve, 400))
    const from = seen.length
    const waited = await until(() => changedSince(from).includes('jobs'), 4000)
    expect(waited).toBeGreaterThan(600)
  })

  it('a lost connection is made again, and counted as "anything may have changed"', async () => {
    const before = statuses.length
    const { rows } = await poolOf(payload).query(`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1`, [LISTENER_NAME])
    expect(rows).toEqual([{ ended: true }])
    await until(() => connects === 2, 10_000)
    // The proxy reads this: the database was reported down, then up again.
    expect(statuses.slice(before)).toContain(false)
    expect(statuses.at(-1)).toBe(true)
    const from = seen.length
    await createJob(payload, { job_title: 'After Reconnect' })
    await until(() => changedSince(from).includes('jobs'))
  })
})
