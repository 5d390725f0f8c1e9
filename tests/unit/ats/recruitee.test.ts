import { describe, expect, it } from 'vitest'

import { recruitee } from '@/lib/ats/adapters/recruitee'

import {
  boardSamples,
  expectWellFormed,
  jobById,
  readWith,
  sampleJson,
  sampleText,
} from '../../helpers/atsSamples'

const PATH = '/api/offers/'
const readSample = (company: string, file: string) =>
  readWith(recruitee, company, { [PATH]: sampleText('recruitee', file) })

describe('Recruitee adapter', () => {
  it('reads Aikido’s offers: string salaries as numbers, hidden ones as none, its flags and dates', async () => {
    const { jobs, asked } = await readSample('aikidosecurity', 'aikido-offers-3.json')
    expect(asked).toEqual(['/api/offers/'])
    // "75.00"–"95.00" per year: wrong at the source, read as written.
    expect(jobById(jobs, '2705729')).toMatchObject({
      title: 'Office Manager Chicago',
      pay: { min: 75, max: 95, currency: 'USD', interval: 'year' },
      workplace: 'onsite',
      locations: ['Chicago, Illinois, United States'],
      countryCodes: ['US'],
      education: 'high_school',
      experience: 'experienced',
      postedAt: '2026-08-10T15:13:59.000Z',
      updatedAt: '2026-08-10T19:18:44.000Z',
    })
    expect(jobById(jobs, '2707521')).toMatchObject({
      companyName: 'Aikido Security',
      pay: null,
      workplace: 'remote',
      // "Remote job", with the city only in locations[].
      locations: ['Remote job', 'Tel Aviv, Tel Aviv, Israel'],
      countryCodes: ['IL'],
      employmentType: 'fulltime_permanent',
      education: 'bachelor_degree',
      experience: 'mid_level',
      applyUrl: 'https://aikidosecurity.recruitee.com/o/customer-success-engineer-tel-aviv',
      postedAt: '2026-08-11T20:45:29.000Z',
    })
  })

  it('joins the description and the requirements (Acme)', async () => {
    const { jobs } = await readSample('acme', 'acme-sanitized-offers-2.json')
    const job = jobById(jobs, '2700825')
    expect(job.pay).toEqual({ min: 60000, max: 75000, currency: 'EUR', interval: 'year' })
    expect(job.descriptionHtml).toMatch(/^<p><strong>How you will make an impact<\/strong><\/p>/)
    expect(job.descriptionHtml).toContain('<p><strong>What we expect from you</strong></p>')
    expect(job.workplace).toBe('hybrid')
  })

  it('lets hybrid win over remote, and strips the zero-width space after a department (Espeo)', async () => {
    const { jobs } = await readSample('espeo', 'espeo-offers-trimmed-3.json')
    expect(jobById(jobs, '2660726')).toMatchObject({
      workplace: 'hybrid',
      department: 'Delivery',
      locations: ['Remote job'],
      countryCodes: ['PL'],
      descriptionHtml: null,
      employmentType: 'contract',
    })
  })

  it('reads an offer with no flag set as unspecified, and other salary periods', async () => {
    const data = sampleJson('recruitee', 'espeo-offers-trimmed-3.json')
    const offer = {
      ...data.offers[0],
      hybrid: false,
      remote: false,
      on_site: false,
      salary: { min: '25', max: null, period: 'hour', currency: 'pln' },
    }
    const { jobs } = await readWith(recruitee, 'espeo', {
      [PATH]: JSON.stringify({ offers: [offer] }),
    })
    expect(jobs[0]).toMatchObject({
      workplace: 'unspecified',
      pay: { min: 25, max: null, currency: 'PLN', interval: 'hour' },
    })
  })

  it.each(boardSamples('recruitee'))('reads every offer of %s well formed', async (file) => {
    const { jobs } = await readSample(file.split('-')[0], file)
    expect(jobs.length).toBe(sampleJson('recruitee', file).offers.length)
    expectWellFormed(jobs)
  })

  it('drops an offer without an http(s) address, and says plainly when the answer is not JSON or not a board', async () => {
    const [bad, good] = sampleJson('recruitee', 'espeo-offers-trimmed-3.json').offers
    const body = JSON.stringify({
      offers: [{ ...bad, careers_url: null, careers_apply_url: 'ftp://espeo/1' }, good],
    })
    expect(
      (await readWith(recruitee, 'espeo', { [PATH]: body })).jobs.map((job) => job.sourceId),
    ).toEqual([String(good.id)])
    expect((await readWith(recruitee, 'espeo', { [PATH]: '{"offers":[]}' })).jobs).toEqual([])
    await expect(readWith(recruitee, 'espeo', { [PATH]: '{"offers":' })).rejects.toThrow(
      'Recruitee answered with something that is not JSON',
    )
    await expect(readWith(recruitee, 'espeo', { [PATH]: '{"error":"not found"}' })).rejects.toThrow(
      'Recruitee answered without a list of offers',
    )
  })
})
