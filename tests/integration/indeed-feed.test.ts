import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { feedGate, FULL_FEED_LIMITS } from '@/lib/feeds/feedGate'
import { indeedFeedStream } from '@/lib/feeds/indeedFeed'
import { defaultListing } from '@/lib/jobs/listing/listingParams'

import { createJob } from '../helpers/fixtures'
import { startTestPayload } from '../helpers/testPayload'

/**
 * /feeds/indeed.xml through its route handler on a real database: the aggregators' format with
 * its required elements, only listed jobs, the /jobs filters, text that cannot break the XML, and
 * the limits that keep a client from making the server stream the board again and again.
 * Its time and memory at 100,000 jobs: npm run bench:feed (docs/feeds.md).
 */
type Handler = (request: Request) => Promise<Response>
let payload: Payload
let feedRoute: Handler
const SITE = 'http://localhost:3000'
let address = 0

/** The feed as a client at its own address fetches it. */
const fetchFeed = (query = '', clientAddress = `203.0.113.${++address}`) =>
  feedRoute(new Request(`${SITE}/feeds/indeed.xml${query}`, { headers: { 'x-client-address': clientAddress } }))

type FeedJob = Record<string, string | number>
const parser = new XMLParser({ cdataPropName: false, parseTagValue: false, isArray: (name) => name === 'job' })
const jobsOf = (xml: string): FeedJob[] => parser.parse(xml).source.job ?? []

const ids: Record<string, number> = {}

beforeAll(async () => {
  payload = await startTestPayload()
  ;({ GET: feedRoute } = await import('@/app/feeds/indeed.xml/route'))
  const make = async (name: string, data: Record<string, unknown>) => {
    ids[name] = (await createJob(payload, data as never)).id
  }
  await make('worldwide', { job_title: 'Worldwide Support Lead', hiring_locations: ['Worldwide'], salary_range: '$60k - $80k' })
  await make('germany', { job_title: 'Berlin-hours Backend Engineer', hiring_locations: ['Germany'], category: 'Design' })
  await make('europe', { job_title: 'European Data Analyst', hiring_locations: ['Europe'] })
  await make('hostile', {
    job_title: 'Engineer ]]> <script>alert(1)</script> & friends',
    hiring_locations: ['Worldwide'],
    job_description: 'First paragraph with ]]> inside & an ampersand.\n\nSecond paragraph <b>bold?</b>',
  })
  await make('closed', { job_title: 'Closed Role', hiring_locations: ['Worldwide'], is_active: false })
  const expired = await createJob(payload, { job_title: 'Expired Role', hiring_locations: ['Worldwide'] } as never)
  await payload.update({ collection: 'jobs', id: expired.id, data: { expiresAt: new Date(Date.now() - 60_000).toISOString() }, overrideAccess: true })
  ids.expired = expired.id
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('the aggregators\u2019 XML job feed', () => {
  it('holds every listed job with the required elements, and no closed or expired one', async () => {
    const response = await fetchFeed()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<source>')).toBe(true)
    const jobs = jobsOf(xml)
    const references = jobs.map((job) => Number(job.referencenumber))
    expect(references).toEqual(expect.arrayContaining([ids.worldwide, ids.germany, ids.europe, ids.hostile]))
    expect(references).not.toContain(ids.closed)
    expect(references).not.toContain(ids.expired)
    for (const job of jobs) {
      for (const name of ['title', 'date', 'referencenumber', 'url', 'company', 'description', 'remotetype']) expect(job[name], `${job.referencenumber} ${name}`).toBeTruthy()
      expect(String(job.url)).toMatch(new RegExp(`^${SITE}/jobs/[a-z0-9-]+\\?ref=feed$`))
      expect(new Date(String(job.date)).toISOString()).toBe(job.date)
    }
  })

  it('names the country of a job open to one country only, and none for a region or the world', async () => {
    const jobs = jobsOf(await (await fetchFeed()).text())
    const byId = (id: number) => jobs.find((job) => Number(job.referencenumber) === id)!
    expect(byId(ids.germany).country).toBe('DE')
    expect(byId(ids.europe)).not.toHaveProperty('country')
    expect(byId(ids.worldwide)).not.toHaveProperty('country')
    expect(byId(ids.worldwide)).toMatchObject({ remotetype: 'Fully remote', salary: '$60k - $80k', jobtype: 'fulltime' })
  })

  it('keeps text that looks like markup or ends a CDATA section as text', async () => {
    const hostile = jobsOf(await (await fetchFeed()).text()).find((job) => Number(job.referencenumber) === ids.hostile)!
    expect(hostile.title).toBe('Engineer ]]> <script>alert(1)</script> & friends')
    expect(hostile.description).toBe('<p>First paragraph with ]]&gt; inside &amp; an ampersand.</p><p>Second paragraph &lt;b&gt;bold?&lt;/b&gt;</p>')
  })

  it('answers a malformed or hostile query with a valid feed, never an error page', async () => {
    for (const query of ['?page=-1&sort=bogus', '?category=%3Cscript%3E&q=%00%01', `?q=${'x'.repeat(5000)}`, '?location=&location=Worldwide&type=Nope', '?minSalary=1e999&livesIn=ZZ&tz=Not/AZone']) {
      const response = await fetchFeed(query)
      expect(response.status, query).toBe(200)
      const xml = await response.text()
      expect(() => parser.parse(xml), query).not.toThrow()
      expect(xml.trimEnd().endsWith('</source>'), query).toBe(true)
    }
  })

  it('takes the /jobs filters', async () => {
    const designs = jobsOf(await (await fetchFeed('?category=Design')).text())
    expect(designs.map((job) => Number(job.referencenumber))).toEqual([ids.germany])
    expect(jobsOf(await (await fetchFeed('?q=European')).text()).map((job) => Number(job.referencenumber))).toEqual([ids.europe])
  })

  it('streams in batches: every job once, in id order, however small the batch', async () => {
    const whole = jobsOf(await new Response(indeedFeedStream(poolOf(payload), { ...defaultListing(), tab: 'all', page: 1 }, { site: SITE, batchSize: 1 })).text())
    const references = whole.map((job) => Number(job.referencenumber))
    expect(references).toEqual([...references].sort((a, b) => a - b))
    expect(new Set(references).size).toBe(references.length)
    expect(references.length).toBe(jobsOf(await (await fetchFeed()).text()).length)
  })
})

describe('what keeps the feed from exhausting the server', () => {
  it('refuses an address past its hourly feeds with 429 and Retry-After', async () => {
    const client = '198.51.100.99'
    for (let index = 0; index < FULL_FEED_LIMITS[0].points; index++) {
      const response = await fetchFeed('?q=none-at-all', client)
      expect(response.status).toBe(200)
      await response.text()
    }
    const refused = await fetchFeed('?q=none-at-all', client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Too many feed requests')
    // Another address is still served.
    const other = await fetchFeed('?q=none-at-all')
    expect(other.status).toBe(200)
    await other.text()
  })

  it('streams to two readers at once in a process and frees a place when a reader goes away', async () => {
    const gate = feedGate(2)
    const first = gate.open()
    const second = gate.open()
    expect(first && second).toBeTruthy()
    expect(gate.open()).toBeNull()
    first!()
    first!()
    expect(gate.streaming()).toBe(1)
    expect(gate.open()).not.toBeNull()
  })

  it('cuts off a reader that stalls, and frees its place', async () => {
    let freed = false
    const stream = indeedFeedStream(poolOf(payload), { ...defaultListing(), tab: 'all', page: 1 }, { site: SITE, batchSize: 1, maxMs: 50, onEnd: () => (freed = true) })
    const reader = stream.getReader()
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(freed).toBe(true)
    await expect(reader.read()).rejects.toThrow('The feed took over 0 s to read')
  })

  it('gives the route’s place back when the stream ends, is cancelled, or the reader aborts', async () => {
    // Three readers that never finish would hold both places: the third is told to come back.
    const readers = await Promise.all([fetchFeed(), fetchFeed()])
    const third = await fetchFeed()
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toBe('60')
    await readers[0].text()
    await readers[1].body!.cancel()
    const fourth = await fetchFeed()
    expect(fourth.status).toBe(200)
    await fourth.text()
    const controller = new AbortController()
    const aborted = await feedRoute(new Request(`${SITE}/feeds/indeed.xml`, { headers: { 'x-client-address': '192.0.2.1' }, signal: controller.signal }))
    controller.abort()
    await aborted.body?.cancel().catch(() => {})
    const after = [await fetchFeed(), await fetchFeed()]
    expect(after.map((response) => response.status)).toEqual([200, 200])
    await Promise.all(after.map((response) => response.text()))
  })
})
