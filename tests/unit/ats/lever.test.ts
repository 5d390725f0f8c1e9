import { describe, expect, it } from 'vitest'

import { lever } from '@/lib/ats/adapters/lever'
import { MAX_JOBS_PER_BOARD } from '@/lib/ats/limits'

import {
  boardSamples,
  expectWellFormed,
  jobById,
  readWith,
  sampleJson,
  sampleText,
} from '../../helpers/atsSamples'

const page = (site: string, skip: number) => `/v0/postings/${site}?mode=json&skip=${skip}&limit=100`
const readSample = (site: string, file: string) =>
  readWith(lever, site, { [page(site, 0)]: sampleText('lever', file) })

/** `count` postings made from one saved posting, with ids `p{first}` … */
const postings = (count: number, first = 0) => {
  const posting = sampleJson('lever', 'leverdemo-postings-6.json')[0]
  return Array.from({ length: count }, (_, index) => ({ ...posting, id: `p${first + index}` }))
}

describe('Lever adapter', () => {
  it('reads Spotify’s postings: onsite as Lever writes it, every place, ISO-2 country, ms dates', async () => {
    const { jobs, asked } = await readSample('spotify', 'spotify-postings-4.json')
    expect(asked).toEqual(['/v0/postings/spotify?mode=json&skip=0&limit=100'])
    expect(jobById(jobs, 'cc5ccf57-b851-4c25-8840-ed4cd0535c12')).toMatchObject({
      title: 'Analyst, Licensing Finance – FP&A',
      workplace: 'onsite',
      countryCodes: ['US'],
      locations: ['New York, NY'],
      companyName: null,
    })
    expect(jobById(jobs, 'b4ad9572-e20f-4185-a284-99d9740d04f0')).toMatchObject({
      workplace: 'remote',
      locations: ['London', 'Stockholm'],
      countryCodes: ['GB'],
      department: 'Engineering',
      employmentType: 'Permanent',
      postedAt: new Date(1782821535482).toISOString(),
      updatedAt: null,
    })
    expect(jobById(jobs, '66acb66f-de37-4d95-a353-874db92838ef').workplace).toBe('hybrid')
  })

  it('reads Lever’s demo site: pay interval, the page as the address, lists as headed HTML, a posting with no place', async () => {
    const { jobs } = await readSample('leverdemo', 'leverdemo-postings-6.json')
    expect(jobById(jobs, 'c559265a-55ec-4f75-ac56-78290081f6e7')).toMatchObject({
      workplace: 'remote',
      countryCodes: ['NL'],
      pay: { min: 10000, max: 125000, currency: 'USD', interval: 'year' },
    })
    const writer = jobById(jobs, '33538a2f-d27d-4a96-8f05-fa4b0e4d940e')
    expect(writer.applyUrl).toBe(
      'https://jobs.lever.co/leverdemo/33538a2f-d27d-4a96-8f05-fa4b0e4d940e',
    )
    expect(writer.descriptionHtml).toMatch(/^<div>Welcome to the <b>Demo Job Listing<\/b>/)
    expect(writer.descriptionHtml).toContain(
      '<h3>Qualifications</h3><ul><li>be smart</li><li>be very smart</li></ul>',
    )
    expect(writer.descriptionHtml).toContain(
      '<div>you will never find a job better than this one!!!</div>',
    )
    expect(writer).toMatchObject({
      employmentType: 'Regular Full Time (Salary)',
      department: 'Customer Success',
    })
    expect(jobById(jobs, '79eda854-d6ba-4e73-9eb0-524daefed2d8')).toMatchObject({
      locations: [],
      countryCodes: [],
      employmentType: null,
      department: 'Sales',
      workplace: 'unspecified',
    })
    expect(jobById(jobs, 'dbedd284-e008-4961-b75c-e70d284eab5a').postedAt).toBe(
      '2017-08-16T18:11:42.690Z',
    )
  })

  it('reads on-site as the docs spell it, other intervals, and falls back to applyUrl without a page', async () => {
    const [posting] = postings(1)
    const body = JSON.stringify([
      {
        ...posting,
        workplaceType: 'on-site',
        hostedUrl: '',
        salaryRange: { min: 40, max: 55, currency: 'eur', interval: 'per-hour-wage' },
      },
    ])
    const { jobs } = await readWith(lever, 'acme', { [page('acme', 0)]: body })
    expect(jobs[0]).toMatchObject({
      workplace: 'onsite',
      pay: { min: 40, max: 55, currency: 'EUR', interval: 'hour' },
      applyUrl: posting.applyUrl,
    })
  })

  it('reads a single saved posting (Palantir) like a list row', async () => {
    const posting = sampleJson('lever', 'palantir-posting-detail.json')
    const { jobs } = await readWith(lever, 'palantir', {
      [page('palantir', 0)]: JSON.stringify([posting]),
    })
    expect(jobs[0]).toMatchObject({
      workplace: 'hybrid',
      countryCodes: ['GB'],
      locations: ['London, United Kingdom'],
      employmentType: 'Full-time',
    })
    expect(jobs[0].descriptionHtml).toContain('<h3>What We Require</h3>')
  })

  it.each(boardSamples('lever'))('reads every posting of %s well formed', async (file) => {
    const site = file.split('-')[0]
    const { jobs } = await readSample(site, file)
    expect(jobs.length).toBe(sampleJson('lever', file).length)
    expectWellFormed(jobs)
    for (const job of jobs)
      expect(job.applyUrl).toMatch(/^https:\/\/jobs\.lever\.co\/[^/]+\/[0-9a-f-]+$/)
  })

  it('pages by 100 until a short page', async () => {
    const { jobs, asked } = await readWith(lever, 'acme', {
      [page('acme', 0)]: JSON.stringify(postings(100, 0)),
      [page('acme', 100)]: JSON.stringify(postings(100, 100)),
      [page('acme', 200)]: JSON.stringify(postings(30, 200)),
    })
    expect(asked).toEqual([page('acme', 0), page('acme', 100), page('acme', 200)])
    expect(jobs).toHaveLength(230)
    expect(jobs.at(-1)?.sourceId).toBe('p229')
  })

  it('asks no further page after an exactly full one is followed by an empty one', async () => {
    const { jobs, asked } = await readWith(lever, 'acme', {
      [page('acme', 0)]: JSON.stringify(postings(100)),
      [page('acme', 100)]: '[]',
    })
    expect(asked).toHaveLength(2)
    expect(jobs).toHaveLength(100)
  })

  it('stops when a server ignores skip and repeats its first page', async () => {
    const { jobs, asked } = await readWith(lever, 'acme', (path) =>
      path.startsWith('/v0/postings/acme?') ? JSON.stringify(postings(100)) : undefined,
    )
    expect(asked).toHaveLength(2)
    expect(jobs).toHaveLength(100)
  })

  it(`stops reading pages at ${MAX_JOBS_PER_BOARD} postings`, async () => {
    const { jobs, asked } = await readWith(lever, 'acme', (path) => {
      const skip = Number(new URLSearchParams(path.split('?')[1]).get('skip'))
      return path === page('acme', skip) ? JSON.stringify(postings(100, skip)) : undefined
    })
    expect(jobs).toHaveLength(MAX_JOBS_PER_BOARD)
    expect(asked).toHaveLength(MAX_JOBS_PER_BOARD / 100)
  })

  it('reads an empty site, and says plainly when the answer is not JSON or not a list', async () => {
    expect((await readWith(lever, 'acme', { [page('acme', 0)]: '[]' })).jobs).toEqual([])
    await expect(
      readWith(lever, 'acme', { [page('acme', 0)]: 'Document not found' }),
    ).rejects.toThrow('Lever answered with something that is not JSON')
    await expect(
      readWith(lever, 'acme', { [page('acme', 0)]: '{"ok":false,"error":"Document not found"}' }),
    ).rejects.toThrow('Lever answered without a list of postings')
  })

  it('drops a posting without any http(s) address', async () => {
    const [good, bad] = postings(2)
    const body = JSON.stringify([
      good,
      { ...bad, hostedUrl: 'jobs.lever.co/acme/p1', applyUrl: null },
    ])
    expect(
      (await readWith(lever, 'acme', { [page('acme', 0)]: body })).jobs.map((job) => job.sourceId),
    ).toEqual(['p0'])
  })
})
