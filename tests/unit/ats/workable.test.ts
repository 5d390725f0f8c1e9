import { describe, expect, it } from 'vitest'

import { workable } from '@/lib/ats/adapters/workable'

import {
  boardSamples,
  expectWellFormed,
  jobById,
  readWith,
  sampleJson,
  sampleText,
} from '../../helpers/atsSamples'

const path = (slug: string) => `/api/v1/widget/accounts/${slug}?details=true`
const readSample = (slug: string, file: string) =>
  readWith(workable, slug, { [path(slug)]: sampleText('workable', file) })

describe('Workable adapter', () => {
  it('merges the rows of a job listed once per location (Zaelab: Spain and Portugal)', async () => {
    const { jobs, asked } = await readSample('zaelab', 'zaelab-widget-per-location-2.json')
    expect(asked).toEqual(['/api/v1/widget/accounts/zaelab?details=true'])
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({
      sourceId: 'DD136DD7E7',
      title: 'Business Analyst - Spanish Speaking',
      companyName: 'Zaelab',
      locations: ['Spain', 'Portugal'],
      countryCodes: ['ES', 'PT'],
      workplace: 'remote',
      // No application_url in these rows: the job's page.
      applyUrl: 'https://apply.workable.com/j/DD136DD7E7',
      postedAt: '2026-08-05T00:00:00.000Z',
      descriptionHtml: null,
    })
  })

  it('reads CrewAI’s board: places from locations[], empty strings as nothing, no remote flag as unspecified', async () => {
    const { jobs } = await readSample('crewai', 'crewai-widget-details-4.json')
    expect(jobById(jobs, '3862836931')).toMatchObject({
      companyName: 'CrewAI',
      locations: ['São Paulo, State of São Paulo, Brazil'],
      countryCodes: ['BR'],
      workplace: 'remote',
      employmentType: 'Full-time',
      experience: 'Mid-Senior level',
      education: null,
      department: 'Support',
    })
    // city "" and region null.
    expect(jobById(jobs, '96051E9EDE').locations).toEqual(['United States'])
    expect(jobById(jobs, '0AB5665160').workplace).toBe('unspecified')
    expect(jobById(jobs, '0AB5665160').descriptionHtml).toMatch(/^<h3>About CrewAI<\/h3>/)
  })

  it('counts hidden locations as places, and keeps education as written', async () => {
    const { jobs } = await readSample('huggingface', 'huggingface-widget-3.json')
    expect(jobById(jobs, 'F4C096B22E')).toMatchObject({
      locations: ['Paris, Île-de-France, France'],
      countryCodes: ['FR'],
      education: "Master's Degree",
      descriptionHtml: null,
    })
    expect(jobById(jobs, '0BD8C06DB3')).toMatchObject({
      experience: null,
      education: 'Unspecified',
      postedAt: '2024-10-17T00:00:00.000Z',
    })
  })

  it('reads a row without locations[] from its own city, state and country', async () => {
    const data = sampleJson('workable', 'vasion-widget-details-2.json')
    const { locations: _locations, ...row } = data.jobs[0]
    const { jobs } = await readWith(workable, 'vasion', {
      [path('vasion')]: JSON.stringify({ ...data, jobs: [row] }),
    })
    expect(jobs[0]).toMatchObject({
      locations: ['New South Wales, Australia'],
      countryCodes: ['AU'],
    })
  })

  it.each(boardSamples('workable'))('reads every job of %s well formed', async (file) => {
    const { jobs } = await readSample(file.split('-')[0], file)
    const data = sampleJson('workable', file)
    expect(jobs.length).toBe(
      new Set(data.jobs.map((row: { shortcode: string }) => row.shortcode)).size,
    )
    expectWellFormed(jobs)
    for (const job of jobs) expect(job.companyName).toBe(data.name)
  })

  it('drops a job without an http(s) address, and says plainly when the answer is not JSON or not a board', async () => {
    const data = sampleJson('workable', 'vasion-widget-details-2.json')
    const [bad, good] = data.jobs
    const body = JSON.stringify({
      ...data,
      jobs: [{ ...bad, url: '/j/x', shortlink: '', application_url: null }, good],
    })
    expect(
      (await readWith(workable, 'vasion', { [path('vasion')]: body })).jobs.map(
        (job) => job.sourceId,
      ),
    ).toEqual([good.shortcode])
    expect(
      (await readWith(workable, 'vasion', { [path('vasion')]: '{"name":"Vasion","jobs":[]}' }))
        .jobs,
    ).toEqual([])
    await expect(
      readWith(workable, 'vasion', { [path('vasion')]: '<!doctype html>' }),
    ).rejects.toThrow('Workable answered with something that is not JSON')
    await expect(
      readWith(workable, 'vasion', { [path('vasion')]: '{"name":"Vasion"}' }),
    ).rejects.toThrow('Workable answered without a list of jobs')
  })
})
