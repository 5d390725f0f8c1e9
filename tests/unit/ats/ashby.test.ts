import { describe, expect, it } from 'vitest'

import { ashby } from '@/lib/ats/adapters/ashby'

import {
  boardSamples,
  expectWellFormed,
  jobById,
  readWith,
  sampleJson,
  sampleText,
} from '../../helpers/atsSamples'

const path = (name: string) => `/posting-api/job-board/${name}?includeCompensation=true`
const readSample = (name: string, file: string) =>
  readWith(ashby, name, { [path(name)]: sampleText('ashby', file) })

describe('Ashby adapter', () => {
  it('reads Ramp’s board: workplaceType over isRemote, every place, the country of the job’s address, salary only', async () => {
    const { jobs, asked } = await readSample('ramp', 'ramp-job-board-112.json')
    expect(asked).toEqual(['/posting-api/job-board/ramp?includeCompensation=true'])
    expect(jobs).toHaveLength(112)
    expect(jobById(jobs, '34413f8d-26bf-4bbc-8ade-eb309a0e2245')).toMatchObject({
      // " Security Engineer, Cloud" in the payload.
      title: 'Security Engineer, Cloud',
      // isRemote is true on this hybrid job.
      workplace: 'hybrid',
      locations: ['New York, NY (HQ)', 'Miami, FL', 'Remote (US)', 'Remote (Canada)'],
      // addressCountry "USA".
      countryCodes: ['US'],
      // The tier also offers equity (no amounts): only the salary is pay.
      pay: { min: 211400, max: 290600, currency: 'USD', interval: 'year' },
      department: 'Engineering',
      employmentType: 'FullTime',
      companyName: null,
      applyUrl: 'https://jobs.ashbyhq.com/ramp/34413f8d-26bf-4bbc-8ade-eb309a0e2245',
      postedAt: '2026-04-07T17:12:35.753Z',
    })
    expect(jobById(jobs, '20331539-c49c-4bf7-a719-a7e1b6e55537')).toMatchObject({
      workplace: 'onsite',
      countryCodes: ['GB'],
    })
    expect(jobById(jobs, '9320454f-f2ca-4c19-82d2-b51b8d75fd3a')).toMatchObject({
      workplace: 'remote',
      countryCodes: ['AR'],
      pay: null,
    })
  })

  it('takes the lowest minimum and highest maximum across pay zones, in their currency and interval', async () => {
    const { jobs } = await readSample('ramp', 'ramp-job-board-112.json')
    // Three tiers: US Nationwide 154.2K–215K, NY/SF 175K–240K, Canada 215.6K–296K.
    expect(jobById(jobs, 'd84bbf19-572a-499c-9c87-0c154ce85caf').pay).toEqual({
      min: 154200,
      max: 296000,
      currency: 'USD',
      interval: 'year',
    })
    expect(jobById(jobs, '3f94674f-6af8-4e10-9631-77b1b0a410bf').pay).toEqual({
      min: 121500,
      max: 166600,
      currency: 'CAD',
      interval: 'year',
    })
    expect(jobById(jobs, '67fadb77-43d8-4449-954b-d4cf2c6d3b8b')).toMatchObject({
      employmentType: 'Intern',
      pay: { min: 11700, max: 11700, currency: 'USD', interval: 'month' },
    })
  })

  it('reads isRemote when workplaceType is absent (Reedsy, 2025), and ignores an equity component with amounts', async () => {
    const { jobs } = await readSample('reedsy', 'reedsy-job-board-18-2025.json')
    expect(jobs).toHaveLength(18)
    for (const job of jobs) expect(job.workplace).toBe('remote')
    expect(jobById(jobs, '9b29b6b9-1360-46f2-8c77-60be5bc49102')).toMatchObject({
      locations: ['Philippines', 'India', 'Thailand', 'Vietnam', 'Remote'],
      countryCodes: ['PH'],
      pay: { min: 25000, max: 45000, currency: 'USD', interval: 'year' },
    })
    // EquityPercentage 0–0.2 comes first in its tier.
    expect(jobById(jobs, 'b043b550-02b7-416f-8969-5db8fd9dc8ee').pay).toEqual({
      min: 70000,
      max: 120000,
      currency: 'EUR',
      interval: 'year',
    })
    expect(jobById(jobs, 'de732b71-4806-45b9-9a1f-17fea68949d1').title).toBe(
      'Customer Happiness Intern - Remote',
    )
  })

  it('skips unlisted jobs, and reads isRemote only when workplaceType is null', async () => {
    const data = sampleJson('ashby', 'ramp-job-board-112.json')
    const [unlisted, nullType, hybrid, ...rest] = data.jobs
    const jobs = [
      { ...unlisted, isListed: false },
      { ...nullType, workplaceType: null, isRemote: true },
      { ...hybrid, workplaceType: 'Hybrid', isRemote: true },
      ...rest,
    ]
    const read = await readWith(ashby, 'ramp', {
      [path('ramp')]: JSON.stringify({ ...data, jobs }),
    })
    expect(read.jobs).toHaveLength(111)
    expect(read.jobs.map((job) => job.sourceId)).not.toContain(unlisted.id)
    expect(jobById(read.jobs, nullType.id).workplace).toBe('remote')
    expect(jobById(read.jobs, hybrid.id).workplace).toBe('hybrid')
  })

  it('reads a plain description only when there is no HTML, and an address that names no country as none', async () => {
    const row = sampleJson('ashby', 'reedsy-job-board-18-2025.json').jobs[0]
    const body = JSON.stringify({
      jobs: [
        {
          ...row,
          descriptionHtml: '',
          address: { postalAddress: { addressCountry: 'Remote' } },
          compensation: {},
        },
      ],
    })
    const { jobs } = await readWith(ashby, 'reedsy', { [path('reedsy')]: body })
    expect(jobs[0]).toMatchObject({ descriptionHtml: null, countryCodes: [], pay: null })
    expect(jobs[0].descriptionText).toMatch(/^South East Asia-based candidates only/)
  })

  it('asks for a board name with a space as one encoded segment', async () => {
    const { asked } = await readWith(ashby, 'Hippocratic AI', {
      [path('Hippocratic%20AI')]: '{"apiVersion":"1","jobs":[]}',
    })
    expect(asked).toEqual(['/posting-api/job-board/Hippocratic%20AI?includeCompensation=true'])
  })

  it.each(boardSamples('ashby'))(
    'reads every job of %s well formed, with HTML descriptions',
    async (file) => {
      const name = file.split('-')[0]
      const { jobs } = await readSample(name, file)
      expectWellFormed(jobs)
      for (const job of jobs) expect(job.descriptionHtml?.startsWith('<')).toBe(true)
    },
  )

  it('says plainly when the answer is not JSON or not a board', async () => {
    await expect(readWith(ashby, 'ramp', { [path('ramp')]: '' })).rejects.toThrow(
      'Ashby answered with something that is not JSON',
    )
    await expect(readWith(ashby, 'ramp', { [path('ramp')]: '{"apiVersion":"1"}' })).rejects.toThrow(
      'Ashby answered without a list of jobs',
    )
  })
})
