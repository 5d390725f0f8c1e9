import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openJobCountsByCategory } from '@/lib/jobs/listing/openJobCountsByCategory'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { createJob } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

beforeAll(async () => {
  payload = await startTestPayload()
  await createJob(payload, { category: 'Engineering' })
  await createJob(payload, { category: 'Engineering' })
  await createJob(payload, { category: 'Engineering', is_active: false })
  await createJob(payload, { category: 'Customer Support' })
  await createJob(payload, { category: 'Customer Support', expiresAt: '2020-01-01T00:00:00.000Z' })
  await createJob(payload, { category: 'Design', is_active: false })
  await createJob(payload, { category: 'Data', expiresAt: '2099-01-01T00:00:00.000Z' })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('openJobCountsByCategory: the numbers on the home category tiles', () => {
  it('counts active, unexpired jobs per listing category', async () => {
    const counts = await openJobCountsByCategory(payload)
    expect(Object.fromEntries(counts)).toEqual({ Engineering: 2, 'Customer Support': 1, Data: 1 })
  })

  it('counts a job as expired from its expiry time on', async () => {
    const counts = await openJobCountsByCategory(payload, new Date('2100-01-01T00:00:00.000Z'))
    expect(counts.get('Data')).toBeUndefined()
  })
})
