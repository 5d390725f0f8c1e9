import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openJobsOfCompany } from '@/lib/companies/openJobsOfCompany'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { createJob } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()

const titles = (jobs: { job_title: string }[]) => jobs.map((job) => job.job_title)

beforeAll(async () => {
  payload = await startTestPayload()
  await createJob(payload, {
    company_name: 'Remote',
    job_title: 'Older Remote job',
    posted_date: daysAgo(5),
  })
  await createJob(payload, {
    company_name: 'remote',
    job_title: 'Lower-case Remote job',
    posted_date: daysAgo(2),
  })
  await createJob(payload, {
    company_name: 'REMOTE',
    job_title: 'Newest Remote job',
    posted_date: daysAgo(1),
  })
  await createJob(payload, {
    company_name: 'Remote',
    job_title: 'Inactive Remote job',
    is_active: false,
  })
  await createJob(payload, {
    company_name: 'Remote',
    job_title: 'Expired Remote job',
    posted_date: daysAgo(40),
    expiresAt: daysAgo(10),
  })
  await createJob(payload, { company_name: 'Remote.com', job_title: 'Remote.com job' })
  await createJob(payload, { company_name: 'Remote Labs', job_title: 'Remote Labs job' })
  await createJob(payload, { company_name: 'Doist', job_title: 'Doist job' })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('openJobsOfCompany: the open jobs on a company profile', () => {
  it("lists the company's active, unexpired jobs newest first, in any letter case", async () => {
    const jobs = await openJobsOfCompany(payload, 'Remote')
    expect(titles(jobs)).toEqual(['Newest Remote job', 'Lower-case Remote job', 'Older Remote job'])
  })

  it('leaves out inactive and expired jobs and jobs of companies with longer names', async () => {
    const listed = titles(await openJobsOfCompany(payload, 'Remote'))
    for (const title of [
      'Inactive Remote job',
      'Expired Remote job',
      'Remote.com job',
      'Remote Labs job',
      'Doist job',
    ]) {
      expect(listed).not.toContain(title)
    }
    expect(titles(await openJobsOfCompany(payload, 'Remote Labs'))).toEqual(['Remote Labs job'])
    expect(titles(await openJobsOfCompany(payload, 'remote.com'))).toEqual(['Remote.com job'])
  })

  it('gives what a job row needs: title, type, posted date and the slug of its page', async () => {
    const [job] = await openJobsOfCompany(payload, 'Doist')
    expect(job).toMatchObject({
      job_title: 'Doist job',
      job_type: 'Full-Time',
      company_name: 'Doist',
    })
    expect(job.slug).toMatch(/^doist-job-doist-[0-9a-f]{8}$/)
    expect(new Date(job.posted_date).getTime()).toBeGreaterThan(0)
  })

  it('gives nothing for a company without jobs or an empty name', async () => {
    expect(await openJobsOfCompany(payload, 'Hotjar')).toEqual([])
    expect(await openJobsOfCompany(payload, '  ')).toEqual([])
  })

  it('stops at the limit, and finds exact names behind many longer ones', async () => {
    for (let i = 0; i < 12; i++) {
      await createJob(payload, {
        company_name: 'Buffer',
        job_title: `Buffer job ${i}`,
        posted_date: daysAgo(30 - i),
      })
    }
    // Sixty newer jobs at a longer name fill the first batches the search reads.
    for (let i = 0; i < 60; i++) {
      await createJob(payload, { company_name: 'Buffer Labs', job_title: `Buffer Labs job ${i}` })
    }
    const jobs = await openJobsOfCompany(payload, 'Buffer')
    expect(jobs).toHaveLength(10)
    expect(titles(jobs)).toEqual(Array.from({ length: 10 }, (_, i) => `Buffer job ${11 - i}`))
    expect(await openJobsOfCompany(payload, 'Buffer', 3)).toHaveLength(3)
  })
})
