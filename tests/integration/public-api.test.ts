import { Validator } from '@seriousme/openapi-schema-validator'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'

import { seedDatabase } from '../../seed/seedDatabase'
import { createJob } from '../helpers/fixtures'
import { undocumented } from '../helpers/openApiAnswers'
import { route } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

/**
 * The public read API on the seeded board, through its route handlers: its OpenAPI document is
 * valid, and each path's real answer (and each error) matches what the document says; only public
 * fields leave; CORS, ETag and 304, the per-address limit. The job search, whose counts live in
 * Next's data cache, is checked against the document on the production server:
 * e2e/public-api.spec.ts.
 */
type Handler = Parameters<typeof route>[0]
let payload: Payload
// Imported once the test database is set: the routes' modules read the config as they load.
let openApiRoute: Handler, companyRoute: Handler, companiesRoute: Handler, jobRoute: Handler, jobsRoute: Handler, visasRoute: Handler
let jobsPreflight: () => Response
let document: Awaited<ReturnType<typeof route>>['json']

type Answer = Awaited<ReturnType<typeof route>> & { text: string }

/** A GET as a client sends it, from one address unless said otherwise. */
const call = async (handler: Handler, path: string, headers: Record<string, string> = {}, slug?: string): Promise<Answer> => {
  const answer = await route(handler, 'GET', path.replace(/^\/api/, ''), { headers: { 'x-client-address': '198.51.100.7', ...headers }, params: slug ? { slug } : {} })
  return { ...answer, text: answer.json === null ? '' : JSON.stringify(answer.json) }
}

/** The answer matches the document's schema for this path, status and media type. */
const expectDocumented = (answer: Answer, path: string) =>
  expect(undocumented(document, path, { status: answer.status, contentType: answer.headers.get('content-type'), json: answer.json })).toEqual([])

let listedSlug = ''
let closedSlug = ''

beforeAll(async () => {
  payload = await startTestPayload()
  ;({ GET: openApiRoute } = await import('@/app/api/openapi.json/route'))
  ;({ GET: companyRoute } = await import('@/app/api/v1/companies/[slug]/route'))
  ;({ GET: companiesRoute } = await import('@/app/api/v1/companies/route'))
  ;({ GET: jobRoute } = await import('@/app/api/v1/jobs/[slug]/route'))
  ;({ GET: jobsRoute, OPTIONS: jobsPreflight } = await import('@/app/api/v1/jobs/route'))
  ;({ GET: visasRoute } = await import('@/app/api/v1/visas/route'))
  await seedDatabase(payload, { demo: true })
  const listed = await createJob(payload, {
    job_title: 'Remote API Engineer',
    company_name: 'Zapier',
    hiring_locations: ['Europe'],
    salary_range: '$120k - $150k',
    tz_min_offset: -1,
    tz_max_offset: 3,
    contactEmail: 'hiring-secret@zapier.example',
  } as never)
  listedSlug = listed.slug!
  const closed = await createJob(payload, { job_title: 'Closed Role', reviewStatus: 'approved' } as never)
  await payload.update({ collection: 'jobs', id: closed.id, data: { is_active: false } })
  closedSlug = closed.slug!
  const answer = await call(openApiRoute, '/api/openapi.json')
  document = answer.json
}, 180_000)

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, open to any origin', async () => {
    const answer = await call(openApiRoute, '/api/openapi.json')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(document.openapi).toBe('3.1.0')
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(Object.keys(document.paths).sort()).toEqual(['/api/v1/companies', '/api/v1/companies/{slug}', '/api/v1/jobs', '/api/v1/jobs/{slug}', '/api/v1/visas'])
  })

  it('lists the /jobs parameters, the seeker’s three included', () => {
    const names = document.paths['/api/v1/jobs'].get.parameters.map((parameter: { name: string }) => parameter.name)
    expect(names).toEqual(expect.arrayContaining(['q', 'category', 'company', 'type', 'schedule', 'location', 'education', 'experience', 'salary', 'livesIn', 'tz', 'minSalary', 'sort', 'page']))
  })
})

describe('every path answers what the document says', () => {
  it('GET /api/v1/jobs/{slug}: the whole job, and never a contact email or a moderation field', async () => {
    const answer = await call(jobRoute, `/api/v1/jobs/${listedSlug}`, {}, listedSlug)
    expect(answer.status).toBe(200)
    expectDocumented(answer, '/api/v1/jobs/{slug}')
    expect(answer.json.data).toMatchObject({ slug: listedSlug, title: 'Remote API Engineer', companyName: 'Zapier' })
    expect(answer.json.data.companyProfileUrl).toMatch(/\/company\/zapier$/)
    expect(answer.text).not.toContain('hiring-secret')
    expect(answer.text).not.toMatch(/reviewStatus|contactEmail|linkStatus|posted_via|postedVia|user_id/)
  })

  it('a closed job is gone (410), an unknown one not found (404), both as problems', async () => {
    const gone = await call(jobRoute, `/api/v1/jobs/${closedSlug}`, {}, closedSlug)
    expect(gone.status).toBe(410)
    expectDocumented(gone, '/api/v1/jobs/{slug}')
    const missing = await call(jobRoute, '/api/v1/jobs/no-such-job', {}, 'no-such-job')
    expect(missing.status).toBe(404)
    expectDocumented(missing, '/api/v1/jobs/{slug}')
    expect(missing.json).toMatchObject({ status: 404, title: 'Not found' })
  })

  it('GET /api/v1/companies and /api/v1/companies/{slug}', async () => {
    const page = await call(companiesRoute, '/api/v1/companies?q=zapier')
    expect(page.status).toBe(200)
    expectDocumented(page, '/api/v1/companies')
    expect(page.json.data[0]).toMatchObject({ slug: 'zapier', name: 'Zapier' })
    const all = await call(companiesRoute, '/api/v1/companies?page=2')
    expect(all.json).toMatchObject({ page: 2, total: expect.any(Number) })
    expect(all.json.data).toHaveLength(48)
    const one = await call(companyRoute, '/api/v1/companies/zapier', {}, 'zapier')
    expect(one.status).toBe(200)
    expectDocumented(one, '/api/v1/companies/{slug}')
    expect(one.json.data.openJobs.map((job: { title: string }) => job.title)).toContain('Remote API Engineer')
    const missing = await call(companyRoute, '/api/v1/companies/nobody', {}, 'nobody')
    expect(missing.status).toBe(404)
    expectDocumented(missing, '/api/v1/companies/{slug}')
  })

  it('GET /api/v1/visas, checked against a passport and an income, eligible programs first', async () => {
    const all = await call(visasRoute, '/api/v1/visas')
    expect(all.status).toBe(200)
    expectDocumented(all, '/api/v1/visas')
    expect(all.json.total).toBe(60)
    const checked = await call(visasRoute, '/api/v1/visas?passport=de&income=4000&region=Europe')
    expect(checked.status).toBe(200)
    expectDocumented(checked, '/api/v1/visas')
    const statuses = checked.json.data.map((visa: { passportCheck: { status: string } }) => visa.passportCheck.status)
    expect(statuses[0]).toBe('qualify')
    expect(statuses.indexOf('not-eligible')).toBeGreaterThan(statuses.lastIndexOf('qualify'))
    const germany = checked.json.data.find((visa: { countryCode: string }) => visa.countryCode.toUpperCase() === 'DE')
    expect(germany?.passportCheck).toMatchObject({ status: 'not-eligible' })
  })
})

describe('bad requests are refused with a problem naming the parameter', () => {
  it.each([
    ['/api/v1/jobs?livesIn=XX', 'livesIn'],
    ['/api/v1/jobs?tz=Mars/Olympus', 'tz'],
    ['/api/v1/jobs?page=0', 'page'],
    ['/api/v1/jobs?minSalary=lots', 'minSalary'],
    ['/api/v1/jobs?category=Astrology', 'category'],
    ['/api/v1/jobs?q=(5,000 characters)', 'q'],
    ['/api/v1/jobs?catgory=Design', 'catgory'],
  ])('%s', async (path, parameter) => {
    const answer = await call(jobsRoute, path.replace('(5,000 characters)', 'a'.repeat(5000)))
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expectDocumented(answer, '/api/v1/jobs')
    expect(answer.json.errors.map((error: { parameter: string }) => error.parameter).join(' ')).toContain(parameter)
  })

  it('an income without a passport says what is missing', async () => {
    const answer = await call(visasRoute, '/api/v1/visas?income=3000')
    expect(answer.status).toBe(400)
    expectDocumented(answer, '/api/v1/visas')
    expect(answer.json.errors).toEqual([{ parameter: 'income', message: 'income is judged beside a passport: add passport.' }])
  })
})

describe('caching, CORS and the per-address limit', () => {
  it('any origin may read; an ETag brings 304 with no body when nothing changed', async () => {
    const first = await call(companiesRoute, '/api/v1/companies?q=design', { origin: 'https://elsewhere.example' })
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await call(companiesRoute, '/api/v1/companies?q=design', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    const other = await call(companiesRoute, '/api/v1/companies?q=sales', { 'if-none-match': etag })
    expect(other.status).toBe(200)
  })

  it('a browser’s preflight for If-None-Match is allowed', async () => {
    const response = await jobsPreflight()
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('If-None-Match')
    expect(response.headers.get('access-control-allow-methods')).toContain('GET')
  })

  it('past its limit an address gets 429 with Retry-After, others go on', async () => {
    process.env.API_RATE_LIMIT_PER_MINUTE = '3'
    try {
      const from = { 'x-client-address': '203.0.113.99' }
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await call(visasRoute, '/api/v1/visas', from)).status)
      expect(statuses).toEqual([200, 200, 200, 429])
      const refused = await call(visasRoute, '/api/v1/visas', from)
      expect(refused.status).toBe(429)
      expectDocumented(refused, '/api/v1/visas')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.json.detail).toMatch(/At most 3 requests a minute/)
      expect((await call(visasRoute, '/api/v1/visas', { 'x-client-address': '203.0.113.100' })).status).toBe(200)
    } finally {
      delete process.env.API_RATE_LIMIT_PER_MINUTE
    }
  })
})
