import { describe, expect, it } from 'vitest'

import { greenhouse } from '@/lib/ats/adapters/greenhouse'
import { MAX_JOBS_PER_BOARD } from '@/lib/ats/limits'

import {
  boardSamples,
  expectWellFormed,
  jobById,
  readWith,
  sampleJson,
  sampleText,
} from '../../helpers/atsSamples'

const path = (board: string) => `/v1/boards/${board}/jobs?content=true`
const readSample = (board: string, file: string) =>
  readWith(greenhouse, board, { [path(board)]: sampleText('greenhouse', file) })

describe('Greenhouse adapter', () => {
  it('reads Anthropic’s board: ids, places split on | and ; plus offices, and the Location Type metadata', async () => {
    const { jobs, asked } = await readSample('anthropic', 'anthropic-jobs-content-4.json')
    expect(asked).toEqual(['/v1/boards/anthropic/jobs?content=true'])
    expect(jobs.map((job) => job.sourceId)).toEqual([
      '5311686008',
      '5215052008',
      '5023394008',
      '5101378008',
    ])

    const fellows = jobById(jobs, '5023394008')
    expect(fellows).toMatchObject({
      title: 'Anthropic Fellows Program',
      companyName: 'Anthropic',
      department: 'AI Research & Engineering',
      workplace: 'onsite',
      pay: null,
      applyUrl: 'https://job-boards.greenhouse.io/anthropic/jobs/5023394008',
      postedAt: '2025-12-11T17:27:23.000Z',
      updatedAt: '2026-07-14T22:35:00.000Z',
    })
    // "London, UK; Ontario, CAN; …" then the offices, "London, UK" and "San Francisco, CA" once each.
    expect(fellows.locations).toEqual([
      'London, UK',
      'Ontario, CAN',
      'Remote-Friendly, United States',
      'San Francisco, CA',
      'British Columbia, CA',
      'Ontario, CA',
      'Remote-Friendly US (Travel Required)',
    ])
    expect(jobById(jobs, '5215052008').locations).toEqual([
      'San Francisco, CA',
      'New York City, NY',
      'Seattle, WA',
    ])
    // The metadata says Remote for a Sydney job: the adapter says what the API says.
    expect(jobById(jobs, '5311686008').workplace).toBe('remote')
    // "Location Type" with a null value says nothing.
    expect(jobById(jobs, '5101378008').workplace).toBe('unspecified')
  })

  it('unescapes the content exactly once: HTML out, the twice-escaped entities left as entities', async () => {
    const { jobs } = await readSample('anthropic', 'anthropic-jobs-content-4.json')
    const html = jobById(jobs, '5311686008').descriptionHtml ?? ''
    expect(
      html.startsWith('<div class="content-intro"><h2><strong>About Anthropic</strong></h2>'),
    ).toBe(true)
    expect(html).toContain('&nbsp;')
    expect(html).not.toContain('&amp;nbsp;')
    expect(html).not.toContain('&lt;')
  })

  it('trims titles and departments, reads null metadata and offices named Remote (SmarterDx)', async () => {
    const { jobs } = await readSample('smarterdx', 'smarterdx-jobs-content-remote-2.json')
    expect(jobById(jobs, '5099964007')).toMatchObject({
      title: 'Clinical Coding Specialist',
      department: 'Clinical Operations',
      companyName: 'SmarterDx',
      workplace: 'unspecified',
      locations: ['Remote (United States)', 'Remote'],
    })
  })

  it('keeps other metadata out of the workplace (GitLab’s Quota Coverage Type)', async () => {
    const { jobs } = await readSample('gitlab', 'gitlab-jobs-content-remote-2.json')
    expect(jobById(jobs, '8503792002')).toMatchObject({
      workplace: 'unspecified',
      locations: ['Remote, Italy', 'Italy'],
    })
  })

  it('reads workplace and employment type from their metadata names, whatever the case, and Hybrid with a note', async () => {
    const row = sampleJson('greenhouse', 'anthropic-jobs-content-4.json').jobs[0]
    const metadata = [
      {
        id: 1,
        name: 'workplace type',
        value: 'Hybrid (Travel-Required)',
        value_type: 'single_select',
      },
      { id: 2, name: 'Time Type', value: ['Full time'], value_type: 'multi_select' },
    ]
    const { jobs } = await readWith(greenhouse, 'acme', {
      [path('acme')]: JSON.stringify({ jobs: [{ ...row, metadata }] }),
    })
    expect(jobs[0]).toMatchObject({ workplace: 'hybrid', employmentType: 'Full time' })
  })

  it('accepts an absolute_url on the company’s own site and does not split places on commas (Stripe’s job)', async () => {
    const detail = sampleJson('greenhouse', 'stripe-job-detail.json')
    const { jobs } = await readWith(greenhouse, 'stripe', {
      [path('stripe')]: JSON.stringify({ jobs: [detail] }),
    })
    expect(jobs[0]).toMatchObject({
      sourceId: '8026689',
      applyUrl: 'https://stripe.com/jobs/search?gh_jid=8026689',
      // Its one office is "US", a parent office grouping 100-odd others: kept as written.
      locations: ['Toronto, New York, San Francisco', 'US'],
      companyName: 'Stripe',
    })
  })

  it.each(boardSamples('greenhouse'))(
    'reads every job of %s well formed, with HTML descriptions',
    async (file) => {
      const board = file.split('-')[0]
      const { jobs } = await readSample(board, file)
      expect(jobs.length).toBe(sampleJson('greenhouse', file).jobs.length)
      expectWellFormed(jobs)
      for (const job of jobs) {
        expect(job.descriptionHtml?.startsWith('<')).toBe(true)
        expect(job.descriptionHtml).not.toContain('&lt;')
        expect(job.pay).toBeNull()
      }
    },
  )

  it('drops a job without an http(s) address, or without an id, and keeps the rest', async () => {
    const [first, second, third] = sampleJson('greenhouse', 'anthropic-jobs-content-4.json').jobs
    const body = JSON.stringify({
      jobs: [
        { ...first, absolute_url: 'javascript:alert(1)' },
        { ...second, id: null },
        third,
        'not a job',
      ],
    })
    const { jobs } = await readWith(greenhouse, 'anthropic', { [path('anthropic')]: body })
    expect(jobs.map((job) => job.sourceId)).toEqual([String(third.id)])
  })

  it('reads an empty board, and says plainly when the answer is not JSON or not a board', async () => {
    expect(
      (await readWith(greenhouse, 'acme', { [path('acme')]: '{"jobs":[],"meta":{"total":0}}' }))
        .jobs,
    ).toEqual([])
    await expect(
      readWith(greenhouse, 'acme', { [path('acme')]: '<html>Not found</html>' }),
    ).rejects.toThrow('Greenhouse answered with something that is not JSON')
    await expect(
      readWith(greenhouse, 'acme', { [path('acme')]: '{"meta":{"total":3}}' }),
    ).rejects.toThrow('Greenhouse answered without a list of jobs')
  })

  it(`keeps at most ${MAX_JOBS_PER_BOARD} jobs of a board`, async () => {
    const row = sampleJson('greenhouse', 'smarterdx-jobs-content-remote-2.json').jobs[0]
    const rows = Array.from({ length: MAX_JOBS_PER_BOARD + 250 }, (_, index) => ({
      ...row,
      id: index + 1,
    }))
    const { jobs } = await readWith(greenhouse, 'smarterdx', {
      [path('smarterdx')]: JSON.stringify({ jobs: rows }),
    })
    expect(jobs).toHaveLength(MAX_JOBS_PER_BOARD)
    expect(jobs.at(-1)?.sourceId).toBe(String(MAX_JOBS_PER_BOARD))
  })
})
