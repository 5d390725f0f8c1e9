import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'

import { migrations } from '../../migrations'
import { removeDemoJobs, seedDatabase } from '../../seed/seedDatabase'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('committed migrations on an empty database', () => {
  it('create every collection table and record the migration', async () => {
    const { rows } = await poolOf(payload).query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')
    expect(rows.length).toBeGreaterThan(0)
    for (const slug of Object.keys(payload.collections).filter((slug) => !slug.startsWith('payload-'))) {
      expect((await payload.count({ collection: slug as never })).totalDocs).toBe(0)
    }
  })

  it('are not applied twice when a second start migrates again', async () => {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const { rows } = await poolOf(payload).query<{ name: string; n: string }>(
      'SELECT name, count(*) AS n FROM payload_migrations GROUP BY name HAVING count(*) > 1',
    )
    expect(rows).toEqual([])
  })
})

describe('seed', () => {
  it('loads about 250 companies, the two posting plans and 60 demo jobs', async () => {
    const report = await seedDatabase(payload, { demo: true })
    expect(report.companies).toBeGreaterThanOrEqual(240)
    expect(report['posting-plans']).toBe(2)
    expect(report['demo jobs']).toBe(60)
    const gitlab = await payload.find({ collection: 'companies', where: { slug: { equals: 'gitlab' } } })
    expect(gitlab.docs[0]?.name).toBe('GitLab')
    const plans = await payload.find({ collection: 'posting-plans', sort: 'sortOrder' })
    expect(plans.docs.map((plan) => [plan.name, plan.price, plan.popular])).toEqual([
      ['Starter Post', 69, false],
      ['Launch Bundle', 199, true],
    ])
  })

  it('spreads the demo jobs over every category, type and schedule', async () => {
    const { docs } = await payload.find({ collection: 'jobs', limit: 0, pagination: false, where: { isDemo: { equals: true } } })
    const values = (key: 'category' | 'job_type' | 'schedule_type') => new Set(docs.map((job) => job[key]))
    expect(values('category').size).toBe(12)
    expect(values('job_type').size).toBe(4)
    expect(values('schedule_type').size).toBe(3)
    expect(docs.every((job) => job.is_active && job.slug)).toBe(true)
  })

  it('is idempotent: a second run adds nothing', async () => {
    const before = await payload.count({ collection: 'companies' })
    const report = await seedDatabase(payload, { demo: true })
    expect(report).toEqual({ companies: 0, 'posting-plans': 0, 'demo jobs': 0 })
    expect((await payload.count({ collection: 'companies' })).totalDocs).toBe(before.totalDocs)
  })

  it('on start fills only empty collections and leaves demo jobs out of a used database', async () => {
    const report = await seedDatabase(payload, { demo: true, onlyEmpty: true })
    expect(report).toEqual({})
  })

  it('removes every demo job with one call and keeps the others', async () => {
    await payload.create({
      collection: 'jobs',
      data: {
        job_title: 'Real job',
        company_name: 'GitLab',
        job_type: 'Full-Time',
        schedule_type: 'Flexible',
        category: 'Engineering',
        hiring_locations: ['Worldwide'],
        job_url: 'https://about.gitlab.com/jobs/real',
        posted_date: new Date().toISOString(),
      },
    })
    expect(await removeDemoJobs(payload)).toBe(60)
    const { docs } = await payload.find({ collection: 'jobs' })
    expect(docs.map((job) => job.job_title)).toEqual(['Real job'])
  })
})
