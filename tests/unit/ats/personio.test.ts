import { describe, expect, it } from 'vitest'

import { personio } from '@/lib/ats/adapters/personio'

import {
  boardSamples,
  expectWellFormed,
  jobById,
  readWith,
  sampleText,
} from '../../helpers/atsSamples'

const PATH = '/xml?language=en'
const readSample = (company: string, file: string) =>
  readWith(personio, company, { [PATH]: sampleText('personio', file) })

const feed = (positions: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>${positions}</workzag-jobs>`

describe('Personio adapter', () => {
  it('reads the demo account’s feed: built page address, type and schedule, seniority, headed descriptions, pay', async () => {
    const { jobs, asked } = await readSample('demo', 'demo-account-positions-11.xml')
    expect(asked).toEqual(['/xml?language=en'])
    expect(jobs).toHaveLength(11)
    const manager = jobById(jobs, '2140231')
    expect(manager).toMatchObject({
      title: 'Copy of Junior Compliance and Immigrations Manager',
      companyName: 'Parent Ltd.',
      applyUrl: 'https://demo.jobs.personio.de/job/2140231',
      locations: ['London'],
      countryCodes: [],
      workplace: 'unspecified',
      department: 'Management',
      employmentType: 'permanent, full-time',
      experience: 'experienced',
      // `min` with an empty `max`.
      pay: { min: 100000, max: null, currency: 'GBP', interval: 'year' },
      postedAt: '2024-09-24T11:00:15.000Z',
      updatedAt: null,
    })
    expect(manager.descriptionHtml).toMatch(
      /^<h3>Your mission<\/h3>The International Affairs Office Manager/,
    )
    expect(manager.descriptionHtml).toContain('<h3>Your profile</h3><strong>ESSENTIAL KNOWLEDGE')
    expect(manager.descriptionHtml).toContain('<h3>Why us?</h3>')
    // A € salary on a Manchester job.
    expect(jobById(jobs, '2140233').pay).toEqual({
      min: 100000,
      max: null,
      currency: 'EUR',
      interval: 'year',
    })
    // An office named Remote is a place, not a workplace; the schedule the docs do not list.
    expect(jobById(jobs, '2140224')).toMatchObject({
      locations: ['Remote'],
      workplace: 'unspecified',
      employmentType: 'permanent, full-or-part-time',
      experience: 'entry-level',
      pay: null,
    })
    expect(jobById(jobs, '2140221').companyName).toBeNull()
  })

  it('reads additional offices, an empty jobDescriptions, entities, and a position listed twice once', async () => {
    const { jobs } = await readSample('acme', 'acme-sanitized-additional-offices.xml')
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({
      sourceId: '1834171',
      companyName: 'Acme SE & Co. KG',
      locations: ['Munich', 'Berlin'],
      descriptionHtml: null,
      applyUrl: 'https://acme.jobs.personio.de/job/1834171',
    })
  })

  it('maps a currency symbol when the code is missing, and escapes a heading that is plain text', async () => {
    const body = feed(`<position><id>7</id><name>Engineer</name><office>Austin</office>
      <jobDescriptions><jobDescription><name>R&amp;D &lt;team&gt;</name><value><![CDATA[<p>Build</p>]]></value></jobDescription></jobDescriptions>
      <salaryInformation><min>50</min><max>70</max><currencySymbol>$</currencySymbol><type>hourly</type></salaryInformation></position>`)
    const { jobs } = await readWith(personio, 'acme', { [PATH]: body })
    expect(jobs[0]).toMatchObject({
      pay: { min: 50, max: 70, currency: 'USD', interval: 'hour' },
      descriptionHtml: '<h3>R&amp;D &lt;team&gt;</h3><p>Build</p>',
      employmentType: null,
    })
  })

  it('drops a position whose id cannot make an address, and keeps the rest', async () => {
    const body = feed(
      '<position><id>a/b</id><name>Odd</name></position><position><id>8</id><name>Fine</name></position>',
    )
    expect(
      (await readWith(personio, 'acme', { [PATH]: body })).jobs.map((job) => job.sourceId),
    ).toEqual(['8'])
  })

  it.each(boardSamples('personio'))('reads every position of %s well formed', async (file) => {
    const { jobs } = await readSample(file.split('-')[0], file)
    expectWellFormed(jobs)
    for (const job of jobs)
      expect(job.applyUrl).toBe(
        `https://${file.split('-')[0]}.jobs.personio.de/job/${job.sourceId}`,
      )
  })

  it('reads an empty feed, and says plainly when the answer is not XML or not the feed', async () => {
    expect((await readWith(personio, 'acme', { [PATH]: feed('') })).jobs).toEqual([])
    await expect(
      readWith(personio, 'acme', { [PATH]: '<workzag-jobs><position><id>1</id></workzag-jobs>' }),
    ).rejects.toThrow('Personio answered with something that is not XML')
    await expect(readWith(personio, 'acme', { [PATH]: '{"jobs":[]}' })).rejects.toThrow(
      'Personio answered with something that is not XML',
    )
    await expect(
      readWith(personio, 'acme', { [PATH]: '<html><body>Moved</body></html>' }),
    ).rejects.toThrow('Personio answered without a list of positions')
  })

  it('does not expand entities a feed declares for itself (a billion laughs stays nine characters)', async () => {
    const levels = Array.from({ length: 8 }, (_, level) => `<!ENTITY l${level + 2} "${`&l${level + 1};`.repeat(10)}">`).join('\n')
    const body = `<?xml version="1.0"?>\n<!DOCTYPE w [\n<!ENTITY l1 "lollollollollollol">\n${levels}\n]>\n<workzag-jobs><position><id>1</id><name>&l9;</name><office>Remote</office></position></workzag-jobs>`
    const started = process.memoryUsage().rss
    const { jobs } = await readWith(personio, 'acme', { [PATH]: body })
    expect(jobs.map((job) => job.title)).toEqual(['&l9;'])
    expect(process.memoryUsage().rss - started).toBeLessThan(50 * 1024 * 1024)
  })
})
