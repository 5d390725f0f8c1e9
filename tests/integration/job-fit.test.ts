import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/lib/db/pool'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { feedJobs } from '@/lib/feeds/feedJobs'
import { jobsQuery } from '@/lib/jobs/listing/jobsQuery'
import { newJobsMatching } from '@/lib/jobs/listing/newJobsQuery'
import { listingQueryString } from '@/lib/jobs/listing/listingParams'
import { parseListingParams } from '@/lib/jobs/listing/parseListingParams'

import { up as backfill } from '../../migrations/20261123_224400_job_fit_backfill'
import { up as partTimeHourlyPay } from '../../migrations/20261127_200000_part_time_hourly_pay'

import { createJob, createStaff, jobData } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

/**
 * "Can I take this job from where I live, in my hours, for this pay?": what a job stores on save,
 * and the /jobs parameters livesIn, tz, minSalary and sort=salary on a real PostgreSQL.
 */
let payload: Payload
let moderatorToken: string
const ids: Record<string, number> = {}
const winter = new Date('2026-01-15T12:00:00Z')

const titles = async (query: Record<string, string>) =>
  (await jobsQuery(poolOf(payload), parseListingParams(query), { now: winter })).jobs.map((job) => job.job_title)

beforeAll(async () => {
  payload = await startTestPayload()
  await payload.updateGlobal({ slug: 'exchange-rates', data: { asOf: '2026-11-01', rates: [{ currency: 'EUR', usdPerUnit: 1.15 }] } })
  await createStaff(payload, 'moderator@example.com', ['moderator'])
  moderatorToken = await tokenFor(payload, 'users', 'moderator@example.com', 'staff-password')
  const jobs = [
    { job_title: 'Worldwide Engineer', hiring_locations: ['Worldwide'], salary_range: '$100k - $130k' },
    { job_title: 'Europe Designer', hiring_locations: ['Europe'], salary_range: '€45,000 - €60,000', tz_min_offset: -1, tz_max_offset: 3 },
    { job_title: 'US Analyst', hiring_locations: ['USA', 'Canada'], salary_range: '$40/hr', tz_min_offset: -8, tz_max_offset: -3 },
    { job_title: 'Unclear Writer', hiring_locations: ['San Francisco, CA'], salary_range: 'Competitive' },
  ]
  for (const job of jobs) ids[job.job_title] = (await createJob(payload, job as never)).id
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('what a job stores on save', () => {
  it('reads who may apply from the hiring locations', async () => {
    const europe = await payload.findByID({ collection: 'jobs', id: ids['Europe Designer'], depth: 0 })
    expect(europe).toMatchObject({ openWorldwide: false, eligibilityNeedsReview: false, eligibilityUnread: null })
    expect(europe.eligibleCountries).toEqual(expect.arrayContaining(['PT', 'DE', 'GB', 'CH']))
    const worldwide = await payload.findByID({ collection: 'jobs', id: ids['Worldwide Engineer'], depth: 0 })
    expect(worldwide).toMatchObject({ openWorldwide: true, eligibleCountries: [] })
  })

  it('flags what it cannot read for a moderator, keeping the text', async () => {
    const unclear = await payload.findByID({ collection: 'jobs', id: ids['Unclear Writer'], depth: 0 })
    expect(unclear).toMatchObject({ eligibilityNeedsReview: true, eligibilityUnread: 'San Francisco, CA', eligibleCountries: [], hiring_locations: ['San Francisco, CA'] })
  })

  it('reads the salary as yearly dollars', async () => {
    const europe = await payload.findByID({ collection: 'jobs', id: ids['Europe Designer'], depth: 0 })
    expect(europe).toMatchObject({ salary_min_usd: 51_750, salary_max_usd: 69_000, salaryNeedsReview: false })
    const hourly = await payload.findByID({ collection: 'jobs', id: ids['US Analyst'], depth: 0 })
    expect(hourly).toMatchObject({ salary_min_usd: 83_200, salary_max_usd: 83_200 })
    const none = await payload.findByID({ collection: 'jobs', id: ids['Unclear Writer'], depth: 0 })
    expect(none).toMatchObject({ salary_min_usd: null, salary_max_usd: null })
  })

  it("keeps a moderator's correction until the text changes", async () => {
    const id = ids['Unclear Writer']
    const corrected = await rest(payload, 'PATCH', `/jobs/${id}`, { token: moderatorToken, body: { eligibleCountries: ['US'] } })
    expect(corrected.status).toBe(200)
    const afterEdit = await payload.findByID({ collection: 'jobs', id, depth: 0 })
    expect(afterEdit).toMatchObject({ eligibleCountries: ['US'], eligibilityNeedsReview: false, eligibilitySetByHand: true })
    await payload.update({ collection: 'jobs', id, data: { job_title: 'Unclear Writer' } })
    expect((await payload.findByID({ collection: 'jobs', id, depth: 0 })).eligibleCountries).toEqual(['US'])
    await payload.update({ collection: 'jobs', id, data: { hiring_locations: ['Portugal'] } })
    expect(await payload.findByID({ collection: 'jobs', id, depth: 0 })).toMatchObject({ eligibleCountries: ['PT'], eligibilitySetByHand: false })
    await payload.update({ collection: 'jobs', id, data: { hiring_locations: ['San Francisco, CA'] } })
  })

  it('follows the rate table, except where a moderator set the numbers', async () => {
    const hand = await createJob(payload, { job_title: 'Hand Set', salary_range: '€100,000' } as never)
    await rest(payload, 'PATCH', `/jobs/${hand.id}`, { token: moderatorToken, body: { salary_min_usd: 99_000, salary_max_usd: 99_000 } })
    await payload.updateGlobal({ slug: 'exchange-rates', data: { asOf: '2026-11-20', rates: [{ currency: 'EUR', usdPerUnit: 1.2 }] } })
    expect(await payload.findByID({ collection: 'jobs', id: ids['Europe Designer'], depth: 0 })).toMatchObject({ salary_min_usd: 54_000, salary_max_usd: 72_000 })
    expect(await payload.findByID({ collection: 'jobs', id: hand.id, depth: 0 })).toMatchObject({ salary_min_usd: 99_000, salarySetByHand: true })
    await payload.updateGlobal({ slug: 'exchange-rates', data: { asOf: '2026-11-01', rates: [{ currency: 'EUR', usdPerUnit: 1.15 }] } })
    await payload.delete({ collection: 'jobs', id: hand.id })
  })

  it("reads a part-time or contract job's hourly pay for the hours it states, or as no yearly pay; the migration reads stored ones again", async () => {
    const description = 'Write practical articles for our blog, asynchronously, with a friendly editor.'
    const job = await createJob(payload, { job_title: 'Part-Time Writer', job_type: 'Part-Time', salary_range: '$35 - $50/hour', job_description: description } as never)
    const stored = () => payload.findByID({ collection: 'jobs', id: job.id, depth: 0 })
    expect(await stored()).toMatchObject({ salary_min_usd: null, salary_max_usd: null, salaryNeedsReview: false })
    expect(await titles({ minSalary: '60000' })).not.toContain('Part-Time Writer')
    await payload.update({ collection: 'jobs', id: job.id, data: { job_description: `${description} About 20 hours a week.` } })
    expect(await stored()).toMatchObject({ salary_min_usd: 36_400, salary_max_usd: 52_000 })
    await payload.update({ collection: 'jobs', id: job.id, data: { job_type: 'Full-Time' } })
    expect(await stored()).toMatchObject({ salary_min_usd: 72_800, salary_max_usd: 104_000 })
    // A job stored before this rule, with the full-time figure: the migration reads it again.
    await payload.update({ collection: 'jobs', id: job.id, data: { job_type: 'Contract', job_description: description } })
    await poolOf(payload).query('UPDATE jobs SET salary_min_usd = 72800, salary_max_usd = 104000 WHERE id = $1', [job.id])
    await partTimeHourlyPay({ db: payload.db.drizzle, payload, req: {} } as never)
    expect(await stored()).toMatchObject({ salary_min_usd: null, salary_max_usd: null })
    await payload.delete({ collection: 'jobs', id: job.id })
  })

  it('takes a time-zone range from a public post, and refuses half of one', async () => {
    const posted = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '198.51.100.70' }, body: jobData({ tz_min_offset: 5, tz_max_offset: 13 }) })
    expect(posted.status).toBe(201)
    expect(posted.json.doc).toMatchObject({ tz_min_offset: 5, tz_max_offset: 13 })
    const half = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '198.51.100.71' }, body: jobData({ tz_min_offset: 5 }) })
    expect(half.status).toBe(400)
    expect(JSON.stringify(half.json)).toContain('Give both ends of the time-zone range, or neither.')
    const server = await rest(payload, 'POST', '/jobs', { headers: { 'x-client-address': '198.51.100.72' }, body: { ...jobData(), openWorldwide: true } })
    expect(server.status).toBe(400)
    expect(JSON.stringify(server.json)).toContain('openWorldwide is set by Remote Passport')
    await payload.delete({ collection: 'jobs', id: posted.json.doc.id })
  })
})

describe('the /jobs parameters', () => {
  it('livesIn lists jobs open to residents of that country, worldwide ones included', async () => {
    expect(await titles({ livesIn: 'PT' })).toEqual(['Europe Designer', 'Worldwide Engineer'])
    expect(await titles({ livesIn: 'ca' })).toEqual(expect.arrayContaining(['US Analyst', 'Worldwide Engineer']))
    expect(await titles({ livesIn: 'ca' })).not.toContain('Europe Designer')
    // An unknown code is no filter at all.
    expect((await titles({ livesIn: 'ZZ' })).length).toBe(4)
  })

  it("tz lists jobs with no range or a range holding the zone's offset today", async () => {
    expect(await titles({ tz: 'Europe/Lisbon' })).not.toContain('US Analyst')
    expect(await titles({ tz: 'Europe/Lisbon' })).toEqual(expect.arrayContaining(['Europe Designer', 'Worldwide Engineer', 'Unclear Writer']))
    expect(await titles({ tz: 'America/Chicago' })).not.toContain('Europe Designer')
    expect(await titles({ tz: 'Asia/Kolkata' })).toEqual(expect.not.arrayContaining(['Europe Designer', 'US Analyst']))
  })

  it('minSalary keeps jobs paying at least that much a year, leaving out jobs without numbers', async () => {
    expect((await titles({ minSalary: '80000' })).sort()).toEqual(['US Analyst', 'Worldwide Engineer'])
    expect(await titles({ minSalary: '120000' })).toEqual(['Worldwide Engineer'])
    expect((await titles({ minSalary: 'lots' })).length).toBe(4)
  })

  it('sort=salary puts the highest pay first and jobs without numbers last', async () => {
    expect(await titles({ sort: 'salary' })).toEqual(['Worldwide Engineer', 'US Analyst', 'Europe Designer', 'Unclear Writer'])
  })

  it('are part of the count shared between visitors, so a narrower list is never counted as the whole', async () => {
    const counts = new Map<string, number>()
    const sharedCount = async (key: string, count: () => Promise<number>) => counts.get(key) ?? counts.set(key, await count()).get(key)!
    const matching = async (query: Record<string, string>) => (await jobsQuery(poolOf(payload), parseListingParams(query), { now: winter, sharedCount })).matching
    expect(await matching({})).toBe(4)
    expect(await matching({ livesIn: 'PT' })).toBe(2)
    expect(await matching({ tz: 'Asia/Kolkata' })).toBe(2)
    expect(await matching({ minSalary: '120000' })).toBe(1)
  })

  it('the parameters combine, and survive the canonical query string', async () => {
    expect(await titles({ livesIn: 'PT', tz: 'Europe/Lisbon', minSalary: '60000' })).toEqual(['Europe Designer', 'Worldwide Engineer'])
    expect(await titles({ livesIn: 'PT', tz: 'Europe/Lisbon', minSalary: '70000' })).toEqual(['Worldwide Engineer'])
    const params = parseListingParams({ livesIn: 'pt', tz: 'Europe/Lisbon', minSalary: '60000', sort: 'salary' })
    expect(listingQueryString(params)).toBe('?livesIn=PT&tz=Europe%2FLisbon&minSalary=60000&sort=salary')
  })
})

describe('the feeds and alerts', () => {
  it('take the same parameters as the board', async () => {
    const feed = await feedJobs(poolOf(payload), new URL('https://remotepassport.example/jobs.rss?livesIn=PT&minSalary=60000'))
    expect(feed.jobs.map((job) => job.job_title).sort()).toEqual(['Europe Designer', 'Worldwide Engineer'])
    expect(feed.listingPath).toBe('/jobs?livesIn=PT&minSalary=60000')
    const { jobs } = await newJobsMatching(poolOf(payload), parseListingParams({ livesIn: 'US' }), new Date(0), { now: winter })
    expect(jobs.map((job) => job.job_title).sort()).toEqual(['US Analyst', 'Worldwide Engineer'])
  })
})

describe('the backfill for jobs stored before these fields', () => {
  it('fills who may apply and the salary from the stored texts', async () => {
    const pool = poolOf(payload)
    await pool.query(`DELETE FROM jobs_eligible_countries;
      UPDATE jobs SET open_worldwide = false, eligibility_unread = NULL, eligibility_needs_review = false, salary_min_usd = NULL, salary_max_usd = NULL`)
    expect(await titles({ livesIn: 'PT' })).toEqual([])
    await backfill({ db: payload.db.drizzle, payload, req: {} } as never)
    expect(await titles({ livesIn: 'PT' })).toEqual(['Europe Designer', 'Worldwide Engineer'])
    expect(await payload.findByID({ collection: 'jobs', id: ids['Unclear Writer'], depth: 0 })).toMatchObject({ eligibilityNeedsReview: true, eligibilityUnread: 'San Francisco, CA' })
    expect(await titles({ sort: 'salary' })).toEqual(['Worldwide Engineer', 'US Analyst', 'Europe Designer', 'Unclear Writer'])
  })
})

