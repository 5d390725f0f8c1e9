import { readFileSync } from 'node:fs'
import path from 'node:path'

import { XMLParser } from 'fast-xml-parser'
import { request } from 'undici'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { ATS_KINDS, type AtsKind } from '@/lib/ats/types'

import {
  atsIdOf,
  type AtsServer,
  type FakeJob,
  generateBoards,
  greenhouseWorkplaceWays,
  mutateBoards,
  startAtsServer,
} from '../../helpers/atsServer'
import { sharedFolder } from '../../helpers/sharedData'

let server: AtsServer

beforeAll(async () => {
  server = await startAtsServer()
})

afterAll(async () => {
  await server?.close()
})

beforeEach(() => server.reset())

const get = async (pathAndQuery: string, headers: Record<string, string> = {}) => {
  const response = await request(`${server.url}${pathAndQuery}`, { headers })
  const body = await response.body.text()
  const header = (name: string) => {
    const value = response.headers[name]
    return Array.isArray(value) ? value.join(', ') : value
  }
  return { status: response.statusCode, body, header }
}

const DESCRIPTION =
  '<p>We build R&amp;D tools for&nbsp;small teams. You’ll ship often.</p>' +
  '<h3>What you will do</h3><ul><li>Build APIs</li><li>Review code</li></ul>' +
  '<h3>What you bring</h3><ul><li>TypeScript</li><li>Care for "details"</li></ul>' +
  '<h3>About us</h3><p>Read <a href="https://acme.example/about">about us</a>.</p>'

const job = (id: string, extra: Partial<FakeJob>): FakeJob => ({
  id,
  title: 'Engineer',
  locations: ['Remote - US'],
  workplace: 'remote',
  descriptionHtml: DESCRIPTION,
  postedAt: '2026-10-01T12:00:00.000Z',
  companyName: 'Acme & Partners',
  ...extra,
})

/** A few roles that between them touch every field and every workplace. */
const JOBS: FakeJob[] = [
  job('a1', {
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    countryCode: 'US',
    employmentType: 'full-time',
    pay: { min: 150000, max: 190000, currency: 'USD', interval: 'year' },
  }),
  job('a2', {
    title: 'Product Designer',
    department: 'Product',
    locations: ['Berlin, Germany', 'Remote (EMEA)'],
    workplace: 'hybrid',
    employmentType: 'part-time',
    pay: { min: 5000, max: 6500, currency: 'EUR', interval: 'month' },
  }),
  job('a3', {
    title: 'Account Executive',
    department: 'Sales',
    locations: ['London, UK'],
    countryCode: 'GB',
    workplace: 'onsite',
    employmentType: 'contract',
    pay: { min: 40, max: 55, currency: 'GBP', interval: 'hour' },
  }),
  job('a4', {
    title: 'Support Engineer',
    department: 'Customer Success',
    locations: ['Anywhere'],
    employmentType: 'full-time',
  }),
  job('a5', {
    title: 'Data Intern',
    locations: ['Warsaw, Poland'],
    workplace: 'unspecified',
    employmentType: 'internship',
  }),
  job('a6', {
    title: 'Site Reliability Engineer',
    locations: ['Remote, Germany'],
    countryCode: 'DE',
  }),
  job('a7', {
    title: 'Recruiter',
    department: 'People',
    locations: ['New York, NY'],
    workplace: 'hybrid',
  }),
  job('a8', {
    title: 'Office Manager',
    department: 'People',
    locations: ['Austin, TX'],
    workplace: 'onsite',
  }),
]

const BOARD: Record<AtsKind, string> = {
  greenhouse: 'acme',
  lever: 'acme-co',
  ashby: 'acme',
  workable: 'acme',
  recruitee: 'acme',
  smartrecruiters: 'AcmeCo',
  personio: 'acme-gmbh',
}

const LIST_PATH: Record<AtsKind, (board: string) => string> = {
  greenhouse: (board) => `/greenhouse/v1/boards/${board}/jobs?content=true`,
  lever: (board) => `/lever/v0/postings/${board}?mode=json`,
  ashby: (board) => `/ashby/posting-api/job-board/${board}?includeCompensation=true`,
  workable: (board) => `/workable/api/v1/widget/accounts/${board}?details=true`,
  recruitee: (board) => `/recruitee/${board}/api/offers/`,
  smartrecruiters: (board) => `/smartrecruiters/v1/companies/${board}/postings?limit=100&offset=0`,
  personio: (board) => `/personio/${board}/xml?language=en`,
}

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['position', 'jobDescription', 'office'].includes(name),
})

type Row = Record<string, unknown>

/** The list body as a top-level object and its job rows (Lever's bare array has no top level). */
const readList = (kind: AtsKind, body: string): { top: Row | null; rows: Row[] } => {
  if (kind === 'personio') {
    const document = xml.parse(body) as { 'workzag-jobs': Row & { position?: Row[] } }
    return { top: document['workzag-jobs'], rows: document['workzag-jobs'].position ?? [] }
  }
  const data = JSON.parse(body) as unknown
  if (Array.isArray(data)) return { top: null, rows: data as Row[] }
  const top = data as Row
  const rows = (top.jobs ?? top.offers ?? top.content) as Row[]
  return { top, rows }
}

const SAMPLES: Record<AtsKind, string[]> = {
  greenhouse: [
    'greenhouse/anthropic-jobs-content-4.json',
    'greenhouse/gitlab-jobs-content-remote-2.json',
    'greenhouse/smarterdx-jobs-content-remote-2.json',
  ],
  lever: [
    'lever/leverdemo-postings-6.json',
    'lever/spotify-postings-4.json',
    'lever/peopleai-postings-remote-4.json',
  ],
  ashby: ['ashby/ramp-job-board-112.json', 'ashby/reedsy-job-board-18-2025.json'],
  workable: [
    'workable/crewai-widget-details-4.json',
    'workable/huggingface-widget-3.json',
    'workable/vasion-widget-details-2.json',
    'workable/zaelab-widget-per-location-2.json',
  ],
  recruitee: [
    'recruitee/aikido-offers-3.json',
    'recruitee/acme-sanitized-offers-2.json',
    'recruitee/espeo-offers-trimmed-3.json',
  ],
  smartrecruiters: [
    'smartrecruiters/westerndigital-postings-3.json',
    'smartrecruiters/hirevue-postings-remote-3.json',
  ],
  personio: [
    'personio/demo-account-positions-11.xml',
    'personio/acme-sanitized-additional-offices.xml',
  ],
}

/** The top-level keys and the job fields (paths; `[]` walks a list) the importer reads, per kind. */
const NEEDED: Record<AtsKind, { top: string[]; job: string[] }> = {
  greenhouse: {
    top: ['jobs', 'meta', 'meta.total'],
    job: [
      'id',
      'internal_job_id',
      'title',
      'company_name',
      'absolute_url',
      'content',
      'location.name',
      'metadata',
      'metadata[].name',
      'metadata[].value',
      'departments[].name',
      'offices[].name',
      'offices[].location',
      'first_published',
      'updated_at',
      'requisition_id',
    ],
  },
  lever: {
    top: [],
    job: [
      'id',
      'text',
      'categories.location',
      'categories.allLocations',
      'categories.commitment',
      'categories.team',
      'categories.department',
      'country',
      'workplaceType',
      'createdAt',
      'description',
      'descriptionPlain',
      'opening',
      'descriptionBody',
      'lists[].text',
      'lists[].content',
      'additional',
      'salaryRange.min',
      'salaryRange.max',
      'salaryRange.currency',
      'salaryRange.interval',
      'salaryDescription',
      'hostedUrl',
      'applyUrl',
    ],
  },
  ashby: {
    top: ['jobs', 'apiVersion'],
    job: [
      'id',
      'title',
      'department',
      'team',
      'employmentType',
      'location',
      'secondaryLocations[].location',
      'address.postalAddress.addressCountry',
      'workplaceType',
      'isRemote',
      'isListed',
      'publishedAt',
      'descriptionHtml',
      'descriptionPlain',
      'shouldDisplayCompensationOnJobPostings',
      'compensation.compensationTierSummary',
      'compensation.compensationTiers[].components[].compensationType',
      'compensation.compensationTiers[].components[].interval',
      'compensation.compensationTiers[].components[].currencyCode',
      'compensation.compensationTiers[].components[].minValue',
      'compensation.compensationTiers[].components[].maxValue',
      'compensation.summaryComponents',
      'jobUrl',
      'applyUrl',
    ],
  },
  workable: {
    top: ['name', 'jobs'],
    job: [
      'shortcode',
      'title',
      'department',
      'employment_type',
      'telecommuting',
      'country',
      'city',
      'state',
      'locations[].country',
      'locations[].countryCode',
      'locations[].city',
      'locations[].region',
      'locations[].hidden',
      'education',
      'experience',
      'url',
      'shortlink',
      'application_url',
      'published_on',
      'created_at',
      'description',
    ],
  },
  recruitee: {
    top: ['offers'],
    job: [
      'id',
      'slug',
      'title',
      'company_name',
      'department',
      'description',
      'requirements',
      'location',
      'city',
      'country',
      'country_code',
      'locations[].name',
      'locations[].city',
      'locations[].country',
      'locations[].country_code',
      'remote',
      'hybrid',
      'on_site',
      'salary.min',
      'salary.max',
      'salary.period',
      'salary.currency',
      'employment_type_code',
      'created_at',
      'published_at',
      'updated_at',
      'careers_url',
      'careers_apply_url',
    ],
  },
  smartrecruiters: {
    top: ['offset', 'limit', 'totalFound', 'content'],
    job: [
      'id',
      'name',
      'uuid',
      'refNumber',
      'company.identifier',
      'company.name',
      'releasedDate',
      'location.city',
      'location.country',
      'location.remote',
      'location.hybrid',
      'location.fullLocation',
      'department',
      'typeOfEmployment.id',
      'typeOfEmployment.label',
      'ref',
    ],
  },
  personio: {
    top: ['position'],
    job: [
      'id',
      'subcompany',
      'office',
      'additionalOffices.office',
      'department',
      'name',
      'jobDescriptions.jobDescription[].name',
      'jobDescriptions.jobDescription[].value',
      'employmentType',
      'schedule',
      'createdAt',
      'salaryInformation.min',
      'salaryInformation.max',
      'salaryInformation.currencyCode',
      'salaryInformation.type',
    ],
  },
}

const SMART_DETAIL_SAMPLES = [
  'smartrecruiters/westerndigital-posting-detail.json',
  'smartrecruiters/hirevue-posting-detail-trimmed.json',
]
const SMART_DETAIL_NEEDED = [
  'id',
  'name',
  'postingUrl',
  'applyUrl',
  'releasedDate',
  'location.country',
  'location.remote',
  'typeOfEmployment.id',
  'jobAd.sections.companyDescription.text',
  'jobAd.sections.jobDescription.text',
  'jobAd.sections.qualifications.text',
  'jobAd.sections.additionalInformation.text',
  'compensation.min',
  'compensation.max',
  'compensation.currency',
  'compensation.period',
]

/** Every value at a path (`a.b[].c`) in a row; a missing key gives nothing, a null gives null. */
const at = (value: unknown, route: string): unknown[] => {
  if (!route) return [value]
  const [head, ...rest] = route.split('.')
  const list = head.endsWith('[]')
  const key = list ? head.slice(0, -2) : head
  if (value === null || typeof value !== 'object' || !(key in value)) return []
  const next = (value as Row)[key]
  const tail = rest.join('.')
  if (!list) return at(next, tail)
  return Array.isArray(next) ? next.flatMap((item) => at(item, tail)) : []
}

const shape = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/** The shapes (string, number, array …) found at each path across the rows; absent when never there. */
const shapes = (rows: unknown[], routes: string[]) =>
  Object.fromEntries(
    routes.map((route) => {
      const found = rows.flatMap((row) => at(row, route))
      return [route, found.length ? [...new Set(found.map(shape))].sort() : undefined]
    }),
  )

const readSample = (file: string) =>
  readFileSync(path.join(sharedFolder('ats-samples'), file), 'utf8')

const sampleList = (kind: AtsKind) => {
  const lists = SAMPLES[kind].map((file) => readList(kind, readSample(file)))
  return { tops: lists.map((list) => list.top), rows: lists.flatMap((list) => list.rows) }
}

/** Ours has each path the samples have, with a shape the samples also show (null aside). */
const expectSameFields = (routes: string[], sampleRows: unknown[], ourRows: unknown[]) => {
  const theirs = shapes(sampleRows, routes)
  const ours = shapes(ourRows, routes)
  for (const route of routes) {
    expect(theirs[route], `the real samples have ${route}`).toBeDefined()
    expect(ours[route], `the fake has ${route}`).toBeDefined()
    const real = theirs[route]!.filter((kind) => kind !== 'null')
    const fake = ours[route]!.filter((kind) => kind !== 'null')
    if (real.length) for (const kind of fake) expect(real, `${route} is a ${kind}`).toContain(kind)
  }
}

describe('each kind answers at its API path with the real API shape', () => {
  it.each(ATS_KINDS)('%s', async (kind) => {
    server.setBoard(kind, BOARD[kind], JOBS)
    const response = await get(LIST_PATH[kind](BOARD[kind]))
    expect(response.status).toBe(200)
    expect(response.header('content-type')).toMatch(
      kind === 'personio' ? /^text\/xml/ : /^application\/json/,
    )
    expect(response.header('etag')).toMatch(/^"[^"]+"$/)

    const ours = readList(kind, response.body)
    const real = sampleList(kind)
    if (kind === 'lever') expect(ours.top).toBeNull()
    expectSameFields(NEEDED[kind].top, real.tops, [ours.top])
    expectSameFields(NEEDED[kind].job, real.rows, ours.rows)

    const rows =
      kind === 'workable' ? new Set(ours.rows.map((row) => row.shortcode)).size : ours.rows.length
    expect(rows).toBe(JOBS.length)
  })

  it('SmartRecruiters: the posting detail has the fields of the real detail', async () => {
    server.setBoard('smartrecruiters', 'AcmeCo', JOBS)
    const real = SMART_DETAIL_SAMPLES.map((file) => JSON.parse(readSample(file)) as Row)
    const ours = []
    for (const fake of JOBS) {
      const response = await get(
        `/smartrecruiters/v1/companies/AcmeCo/postings/${atsIdOf('smartrecruiters', fake)}`,
      )
      expect(response.status).toBe(200)
      expect(response.header('content-type')).toMatch(/^application\/json/)
      ours.push(JSON.parse(response.body) as Row)
    }
    expectSameFields(SMART_DETAIL_NEEDED, real, ours)
    expect(ours[0]).toMatchObject({
      compensation: { min: 150000, max: 190000, currency: 'USD', period: 'ANNUALLY' },
    })
  })
})

describe('each kind keeps its quirks', () => {
  const list = async (kind: AtsKind) => {
    server.setBoard(kind, BOARD[kind], JOBS)
    const response = await get(LIST_PATH[kind](BOARD[kind]))
    return { raw: response.body, ...readList(kind, response.body) }
  }

  it('Greenhouse: content escaped (entities twice), places joined by |, both ways of saying remote', async () => {
    const { rows, top } = await list('greenhouse')
    expect(top).toMatchObject({ meta: { total: JOBS.length } })
    const first = rows[0] as { content: string; id: number; updated_at: string }
    expect(first.content.startsWith('&lt;p&gt;We build R&amp;amp;D tools for&amp;nbsp;small')).toBe(
      true,
    )
    expect(first.content).toContain('&lt;h3&gt;What you will do&lt;/h3&gt;')
    expect(first.content).toContain('content-pay-transparency')
    expect(String(first.id)).toBe(atsIdOf('greenhouse', JOBS[0]))
    expect(first.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
    expect((rows[1] as { location: { name: string } }).location.name).toMatch(/ \| |; /)

    const ways = greenhouseWorkplaceWays(JOBS)
    const remote = JOBS.flatMap((fake, index) => (fake.workplace === 'remote' ? [index] : []))
    expect(new Set(remote.map((index) => ways[index]))).toEqual(new Set(['location', 'metadata']))
    for (const index of remote) {
      const row = rows[index] as {
        location: { name: string }
        metadata: { name: string; value: string }[] | null
      }
      const told = (row.metadata ?? []).find((field) => field.name === 'Workplace Type')
      if (ways[index] === 'metadata') {
        expect(told?.value).toBe('Remote')
        expect(row.location.name).not.toMatch(/remote/i)
      } else {
        expect(told).toBeUndefined()
      }
    }

    const plain = await get('/greenhouse/v1/boards/acme/jobs')
    const bare = JSON.parse(plain.body) as { jobs: Row[] }
    expect(Object.keys(bare.jobs[0])).not.toContain('content')
    expect(Object.keys(bare.jobs[0])).not.toContain('offices')
  })

  it('Lever: a bare array, onsite spelt as the data spells it, epoch ms, lists cut out, salaryRange', async () => {
    const { rows } = await list('lever')
    const [first, , third] = rows as {
      workplaceType: string
      createdAt: number
      lists: { text: string }[]
      description: string
      salaryRange?: { interval: string }
      hostedUrl: string
      applyUrl: string
    }[]
    expect(rows.map((row) => row.workplaceType)).toEqual(JOBS.map((fake) => fake.workplace))
    expect(third.workplaceType).toBe('onsite')
    expect(first.createdAt).toBe(Date.parse(JOBS[0].postedAt))
    expect(first.lists.map((entry) => entry.text)).toEqual(['What you will do', 'What you bring'])
    expect(first.description).not.toContain('<ul>')
    expect(first.salaryRange?.interval).toBe('per-year-salary')
    expect(first.applyUrl).toBe(`${first.hostedUrl}/apply`)
    expect(rows[3]).not.toHaveProperty('salaryRange')
  })

  it('Ashby: workplaceType with isRemote true on hybrid roles, secondary places, compensation tiers', async () => {
    const { rows } = await list('ashby')
    const [remote, hybrid, onsite, , unspecified] = rows as Row[]
    expect(remote).toMatchObject({ workplaceType: 'Remote', isRemote: true, isListed: true })
    expect(hybrid).toMatchObject({
      workplaceType: 'Hybrid',
      isRemote: true,
      location: 'Berlin, Germany',
    })
    expect(hybrid.secondaryLocations).toEqual([
      { location: 'Remote (EMEA)', address: { postalAddress: {} } },
    ])
    expect(onsite).toMatchObject({ workplaceType: 'OnSite', isRemote: false })
    expect(unspecified).toMatchObject({ workplaceType: null, isRemote: null })
    expect(remote).toMatchObject({
      compensation: {
        compensationTiers: [
          {
            // Some roles also offer equity, as a component of its own (drawn from the role's id).
            components: expect.arrayContaining([
              expect.objectContaining({
                compensationType: 'Salary',
                interval: '1 YEAR',
                currencyCode: 'USD',
                minValue: 150000,
                maxValue: 190000,
              }),
            ]),
          },
        ],
      },
    })
    expect(rows[3]).toMatchObject({
      compensation: { compensationTiers: [], compensationTierSummary: null },
    })
  })

  it('Workable: one row per place sharing the shortcode, telecommuting, "" for empty values', async () => {
    const { rows, top } = await list('workable')
    expect(top).toMatchObject({ name: 'Acme & Partners' })
    const designer = rows.filter((row) => row.shortcode === atsIdOf('workable', JOBS[1]))
    expect(designer).toHaveLength(2)
    expect(designer.map((row) => row.country)).toEqual(['Germany', 'United Kingdom'])
    const intern = rows.find((row) => row.title === 'Data Intern')!
    expect(intern).toMatchObject({ department: '', code: '', telecommuting: false })
    expect(rows[0]).toMatchObject({ telecommuting: true, city: '', country: 'United States' })
    expect(rows[0].description).toBe(DESCRIPTION)
  })

  it('Recruitee: string salaries, three workplace booleans, spaced UTC dates', async () => {
    const { rows } = await list('recruitee')
    expect(rows[0]).toMatchObject({
      salary: { min: '150000.00', max: '190000.00', period: 'year', currency: 'USD' },
      remote: true,
      hybrid: false,
      on_site: false,
      location: 'Remote job',
    })
    expect(rows[1]).toMatchObject({ remote: false, hybrid: true, on_site: false })
    expect(rows[3]).toMatchObject({
      salary: { min: null, max: null, period: null, currency: null },
    })
    expect(rows[0].published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)
    expect(String(rows[0].description) + String(rows[0].requirements)).toBe(DESCRIPTION)
    expect(rows[0].careers_apply_url).toBe(`${String(rows[0].careers_url)}/c/new`)
  })

  it('SmartRecruiters: lower-case country, remote postings keep a city, empty region part', async () => {
    const { rows } = await list('smartrecruiters')
    expect(rows[0]).toMatchObject({ location: { country: 'us', remote: true, hybrid: false } })
    expect((rows[0].location as { city: string }).city).toBeTruthy()
    expect(rows[1]).toMatchObject({ location: { city: 'Berlin', country: 'de', hybrid: true } })
    expect(rows[4]).toMatchObject({
      location: { fullLocation: 'Warsaw, Masovian Voivodeship, Poland' },
    })
    expect(rows[5]).toMatchObject({ department: {} })
    expect(rows[0].ref).toBe(
      `https://api.smartrecruiters.com/v1/companies/AcmeCo/postings/${atsIdOf('smartrecruiters', JOBS[0])}`,
    )
  })

  it('Personio: offices, additional offices, descriptions in CDATA, salary information, no URL', async () => {
    const { rows, raw } = await list('personio')
    expect(raw).toContain('<![CDATA[')
    expect(raw).not.toMatch(/https?:\/\/[^"<]*personio/)
    expect(rows[1]).toMatchObject({
      office: ['Berlin'],
      additionalOffices: { office: ['Remote (EMEA)'] },
    })
    expect(rows[0]).toMatchObject({
      salaryInformation: {
        min: '150000.00',
        max: '190000.00',
        currencyCode: 'USD',
        type: 'yearly',
      },
    })
    const names = (
      rows[0].jobDescriptions as { jobDescription: { name: string }[] }
    ).jobDescription.map((part) => part.name)
    expect(names).toEqual(['Job description', 'What you will do', 'What you bring', 'About us'])
  })
})

describe('the server', () => {
  it('answers a matching If-None-Match with 304 until the board changes', async () => {
    server.setBoard('greenhouse', 'acme', JOBS)
    const first = await get('/greenhouse/v1/boards/acme/jobs?content=true')
    const etag = first.header('etag')!
    const again = await get('/greenhouse/v1/boards/acme/jobs?content=true', {
      'if-none-match': etag,
    })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    expect(again.header('etag')).toBe(etag)

    server.setBoard('greenhouse', 'acme', JOBS)
    expect(
      (await get('/greenhouse/v1/boards/acme/jobs?content=true', { 'if-none-match': etag })).status,
    ).toBe(304)

    server.setBoard('greenhouse', 'acme', [
      { ...JOBS[0], title: 'Staff Backend Engineer' },
      ...JOBS.slice(1),
    ])
    const changed = await get('/greenhouse/v1/boards/acme/jobs?content=true', {
      'if-none-match': etag,
    })
    expect(changed.status).toBe(200)
    expect(changed.header('etag')).not.toBe(etag)
    expect(changed.body).toContain('Staff Backend Engineer')
  })

  it('gives every kind an ETag and a 304, but not the SmartRecruiters detail a 304', async () => {
    for (const kind of ATS_KINDS) {
      server.setBoard(kind, BOARD[kind], JOBS)
      const first = await get(LIST_PATH[kind](BOARD[kind]))
      const again = await get(LIST_PATH[kind](BOARD[kind]), {
        'if-none-match': first.header('etag')!,
      })
      expect(again.status, kind).toBe(304)
    }
    const detail = `/smartrecruiters/v1/companies/AcmeCo/postings/${atsIdOf('smartrecruiters', JOBS[0])}`
    const first = await get(detail)
    expect(first.header('etag')).toBeTruthy()
    expect((await get(detail, { 'if-none-match': first.header('etag')! })).status).toBe(200)
  })

  it('pages SmartRecruiters: 250 postings over three pages of 100, totalFound, and each detail', async () => {
    const many = Array.from({ length: 250 }, (_, n) => job(`p${n}`, { title: `Engineer ${n}` }))
    server.setBoard('smartrecruiters', 'BigCo', many)
    const seen: string[] = []
    for (const offset of [0, 100, 200]) {
      const page = await get(
        `/smartrecruiters/v1/companies/BigCo/postings?limit=100&offset=${offset}`,
      )
      const data = JSON.parse(page.body) as {
        offset: number
        limit: number
        totalFound: number
        content: { id: string }[]
      }
      expect(data).toMatchObject({ offset, limit: 100, totalFound: 250 })
      expect(data.content).toHaveLength(offset === 200 ? 50 : 100)
      seen.push(...data.content.map((item) => item.id))
    }
    expect(seen).toEqual(many.map((fake) => atsIdOf('smartrecruiters', fake)))
    const beyond = JSON.parse(
      (await get('/smartrecruiters/v1/companies/BigCo/postings?limit=100&offset=300')).body,
    )
    expect(beyond).toMatchObject({ totalFound: 250, content: [] })

    const detail = await get(`/smartrecruiters/v1/companies/BigCo/postings/${seen[137]}`)
    expect(JSON.parse(detail.body)).toMatchObject({ id: seen[137], name: 'Engineer 137' })
    expect((await get('/smartrecruiters/v1/companies/BigCo/postings/999999999999999')).status).toBe(
      404,
    )
    expect(
      (await get('/smartrecruiters/v1/companies/BigCo/postings?limit=101&offset=0')).status,
    ).toBe(400)
    const defaults = JSON.parse((await get('/smartrecruiters/v1/companies/BigCo/postings')).body)
    expect(defaults).toMatchObject({ offset: 0, limit: 10 })
  })

  it('pages Lever with skip and limit, and sends the whole list without them', async () => {
    server.setBoard('lever', 'acme-co', JOBS)
    const ids = (body: string) =>
      (JSON.parse(body) as { id: string }[]).map((posting) => posting.id)
    const all = JOBS.map((fake) => atsIdOf('lever', fake))
    expect(ids((await get('/lever/v0/postings/acme-co?mode=json')).body)).toEqual(all)
    const pages = []
    for (const skip of [0, 3, 6, 9])
      pages.push(ids((await get(`/lever/v0/postings/acme-co?mode=json&skip=${skip}&limit=3`)).body))
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2, 0])
    expect(pages.flat()).toEqual(all)
  })

  it('answers a removed board as its API answers an unknown one, and unknown paths with 404', async () => {
    const bodies: Record<string, string> = {}
    for (const kind of ATS_KINDS) {
      server.setBoard(kind, BOARD[kind], JOBS)
      expect((await get(LIST_PATH[kind](BOARD[kind]))).status).toBe(200)
      server.removeBoard(kind, BOARD[kind])
      const gone = await get(LIST_PATH[kind](BOARD[kind]))
      expect(gone.status, kind).toBe(404)
      bodies[kind] = gone.body
    }
    expect(JSON.parse(bodies.greenhouse)).toEqual({ status: 404, error: 'Job not found' })
    expect(JSON.parse(bodies.lever)).toEqual({ ok: false, error: 'Document not found' })
    expect(bodies.personio).toContain('Page not found')
    expect((await get('/greenhouse/v1/boards/acme/departments')).status).toBe(404)
    expect((await get('/nothing-here')).status).toBe(404)
  })

  it('fails the next requests as asked (429 with Retry-After), then answers again', async () => {
    server.setBoard('recruitee', 'acme', JOBS)
    server.failNext('recruitee', 'acme', { status: 429, times: 2, retryAfterSeconds: 3 })
    const first = await get('/recruitee/acme/api/offers/')
    expect(first.status).toBe(429)
    expect(first.header('retry-after')).toBe('3')
    expect((await get('/recruitee/acme/api/offers/')).status).toBe(429)
    const third = await get('/recruitee/acme/api/offers/')
    expect(third.status).toBe(200)
    expect(server.requests.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['GET', '/recruitee/acme/api/offers/', 429],
      ['GET', '/recruitee/acme/api/offers/', 429],
      ['GET', '/recruitee/acme/api/offers/', 200],
    ])
  })

  it('serves a malformed body with 200 when asked, once', async () => {
    server.setBoard('ashby', 'acme', JOBS)
    server.failNext('ashby', 'acme', { status: 200, body: '{"jobs": [{"id": "1", "title": ' })
    const broken = await get('/ashby/posting-api/job-board/acme?includeCompensation=true')
    expect(broken.status).toBe(200)
    expect(broken.header('content-type')).toMatch(/^application\/json/)
    expect(() => JSON.parse(broken.body)).toThrow()
    const fine = await get('/ashby/posting-api/job-board/acme?includeCompensation=true')
    expect((JSON.parse(fine.body) as { jobs: unknown[] }).jobs).toHaveLength(JOBS.length)
  })

  it('delays a board as asked', async () => {
    server.setBoard('personio', 'acme-gmbh', JOBS)
    server.delay('personio', 'acme-gmbh', 150)
    const started = performance.now()
    expect((await get('/personio/acme-gmbh/xml?language=en')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })
})

describe('generated boards', () => {
  const boards = generateBoards({ sources: 14, jobsPerSource: 50 })
  const jobs = boards.flatMap((board) => board.jobs)
  const share = (test: (fake: FakeJob) => boolean) => jobs.filter(test).length / jobs.length

  it('are the same for the same seed, and others for another', () => {
    expect(generateBoards({ sources: 14, jobsPerSource: 50 })).toEqual(boards)
    expect(generateBoards({ sources: 14, jobsPerSource: 50, seed: 2 })).not.toEqual(boards)
  })

  it('spread evenly over the kinds with a realistic mix of roles', () => {
    for (const kind of ATS_KINDS)
      expect(boards.filter((board) => board.kind === kind)).toHaveLength(2)
    expect(new Set(boards.map((board) => `${board.kind}/${board.board}`)).size).toBe(14)
    for (const board of boards) {
      expect(board.jobs).toHaveLength(50)
      expect(new Set(board.jobs.map((fake) => fake.id)).size).toBe(50)
      expect(new Set(board.jobs.map((fake) => atsIdOf(board.kind, fake))).size).toBe(50)
    }
    expect(share((fake) => fake.workplace === 'remote')).toBeGreaterThan(0.62)
    expect(share((fake) => fake.workplace === 'remote')).toBeLessThan(0.78)
    expect(share((fake) => fake.workplace === 'hybrid')).toBeGreaterThan(0.09)
    expect(share((fake) => fake.workplace === 'onsite')).toBeGreaterThan(0.09)
    expect(share((fake) => Boolean(fake.pay))).toBeGreaterThan(0.4)
    expect(share((fake) => Boolean(fake.pay))).toBeLessThan(0.6)
    expect(
      new Set(jobs.flatMap((fake) => (fake.workplace === 'remote' ? fake.locations : []))).size,
    ).toBeGreaterThan(8)
    for (const fake of jobs) {
      expect(fake.descriptionHtml.length).toBeGreaterThanOrEqual(2048)
      expect(fake.descriptionHtml.length).toBeLessThanOrEqual(4096)
      expect(fake.descriptionHtml).toMatch(/<ul>.*<li>/)
    }
  })

  it('all render and parse on the server', async () => {
    for (const board of boards) server.setBoard(board.kind, board.board, board.jobs)
    for (const board of boards) {
      const response = await get(LIST_PATH[board.kind](board.board))
      expect(response.status).toBe(200)
      const { rows } = readList(board.kind, response.body)
      expect(rows.length).toBeGreaterThanOrEqual(board.kind === 'smartrecruiters' ? 50 : 50)
    }
  })

  it('mutate about the share asked: a third retitled, a third removed, a third new', () => {
    const before = JSON.stringify(boards)
    const after = mutateBoards(boards, 0.3, 7)
    expect(JSON.stringify(boards)).toBe(before)
    expect(mutateBoards(boards, 0.3, 7)).toEqual(after)
    let edited = 0
    let removed = 0
    let added = 0
    boards.forEach((board, index) => {
      const next = new Map(after[index].jobs.map((fake) => [fake.id, fake]))
      const old = new Set(board.jobs.map((fake) => fake.id))
      for (const fake of board.jobs) {
        const now = next.get(fake.id)
        if (!now) removed++
        else if (now.title !== fake.title || now.descriptionHtml !== fake.descriptionHtml) edited++
      }
      added += after[index].jobs.filter((fake) => !old.has(fake.id)).length
    })
    for (const board of after) {
      const ids = board.jobs.map((fake) => atsIdOf(board.kind, fake))
      expect(new Set(ids).size).toBe(ids.length)
    }
    const changed = (edited + removed + added) / jobs.length
    expect(changed).toBeGreaterThan(0.27)
    expect(changed).toBeLessThan(0.33)
    for (const part of [edited, removed, added])
      expect(part / (edited + removed + added)).toBeGreaterThan(0.25)
    expect(mutateBoards(boards, 0, 7)).toEqual(boards)
  })
})
