import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dashboardData } from '@/lib/dashboard/dashboardData'
import { closePayload } from '@/lib/db/keepPoolAlive'
import { poolOf } from '@/lib/db/pool'
import { answerApplyClick } from '@/lib/jobs/counts/applyClick'
import { COUNT_BURST, countJobVisit } from '@/lib/jobs/counts/countJobVisit'
import { pruneCountMarks } from '@/lib/jobs/counts/countOnce'
import { recordJobCount } from '@/lib/jobs/counts/jobDailyCounts'
import { jobDailyStats } from '@/lib/jobs/counts/jobDailyStats'
import { pruneFinishedJobs } from '@/lib/schedule/housekeeping'
import type { Job } from '@/payload-types'

import { createJob, createMember } from '../helpers/fixtures'
import { route } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

/**
 * Job counts (issue 31) on a real PostgreSQL: the Apply buttons' redirect and the job page's view
 * beacon, through their route handlers and their lib functions with a clock of their own; what
 * an employer's page and the admin dashboard read back.
 */
type Handler = Parameters<typeof route>[0]
let payload: Payload
let pool: Pool
let applyRoute: Handler, applyHead: Handler, viewRoute: Handler
let listed: Job, other: Job, closed: Job

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let addresses = 0
/** A new visitor's address: each test its own, so the per-address burst limit stays out of the way. */
const newAddress = () => `203.0.113.${++addresses}`

/** A click on an Apply button as a browser sends it. */
const clickHeaders = (address: string, extra: Record<string, string> = {}) => ({
  'x-client-address': address,
  'user-agent': CHROME,
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  ...extra,
})

const clickRequest = (slug: string, headers: Record<string, string>, { method = 'GET', query = '' } = {}) =>
  new Request(`http://localhost:3000/jobs/${slug}/apply${query}`, { method, headers })

/** The job page's beacon as the browser sends it. */
const beacon = (slug: string, source: string, address: string, extra: Record<string, string> = {}) =>
  route(viewRoute, 'POST', '/job-views', {
    body: { slug, source },
    headers: {
      'x-client-address': address,
      'user-agent': CHROME,
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'empty',
      ...extra,
    },
  })

/** Apply clicks and views of a job, all days, by source. */
const countsOf = async (jobId: number) => {
  const { rows } = await pool.query<{ source: string; views: number; clicks: number }>(
    'SELECT source, sum(views)::int AS views, sum(apply_clicks)::int AS clicks FROM job_daily_counts WHERE job_id = $1 GROUP BY source',
    [jobId],
  )
  const total = { views: 0, clicks: 0 }
  const bySource: Record<string, { views: number; clicks: number }> = {}
  for (const row of rows) {
    bySource[row.source] = { views: row.views, clicks: row.clicks }
    total.views += row.views
    total.clicks += row.clicks
  }
  return { ...total, bySource }
}

const eventually = async (check: () => Promise<unknown>, expected: unknown) => {
  for (let i = 0; i < 50 && JSON.stringify(await check()) !== JSON.stringify(expected); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  expect(await check()).toEqual(expected)
}

beforeAll(async () => {
  payload = await startTestPayload()
  pool = poolOf(payload)
  ;({ GET: applyRoute, HEAD: applyHead } = await import('@/app/(frontend)/jobs/[slug]/apply/route'))
  ;({ POST: viewRoute } = await import('@/app/api/job-views/route'))
  listed = await createJob(payload, { job_title: 'Counted Engineer', job_url: 'https://careers.example.com/jobs/counted?src=rp' })
  other = await createJob(payload, { job_title: 'Other Engineer' })
  closed = await createJob(payload, { job_title: 'Closed Engineer', is_active: false })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('an Apply click', () => {
  it('sends the visitor on to the job’s own link at once, uncached, unindexed and without a cookie, and counts it', async () => {
    const answer = await route(applyRoute, 'GET', `/jobs/${listed.slug}/apply`, { headers: clickHeaders(newAddress()), params: { slug: listed.slug! } })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(listed.job_url)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/)
    expect(answer.headers.get('set-cookie')).toBeNull()
    await eventually(async () => (await countsOf(listed.id)).bySource.board?.clicks, 1)
  })

  it('is counted once per visitor and job within the hour, again after it, and each visitor apart', async () => {
    const job = other
    const before = (await countsOf(job.id)).clicks
    const at = new Date('2026-11-24T12:00:00Z')
    const click = async (address: string, minutes: number, agent = CHROME) => {
      const { response, counted } = await answerApplyClick(clickRequest(job.slug!, clickHeaders(address, { 'user-agent': agent })), job.slug!, {
        payload,
        now: new Date(at.getTime() + minutes * 60_000),
      })
      expect(response.status).toBe(302)
      return counted
    }
    const me = newAddress()
    expect(await click(me, 0)).toBe('counted')
    expect(await click(me, 10)).toBe('repeat')
    expect(await click(me, 59)).toBe('repeat')
    expect(await click(newAddress(), 20)).toBe('counted')
    // Another browser at the same address (a shared office connection) is another visitor.
    expect(await click(me, 30, FIREFOX)).toBe('counted')
    expect(await click(me, 61)).toBe('counted')
    expect((await countsOf(job.id)).clicks - before).toBe(4)
    const day = await pool.query('SELECT apply_clicks FROM job_daily_counts WHERE job_id = $1 AND day = $2', [job.id, '2026-11-24'])
    expect(day.rows.map((row) => row.apply_clicks).reduce((a, b) => a + b, 0)).toBe(4)
  })

  it('made just before midnight still holds after it, under the next day’s salt', async () => {
    const address = newAddress()
    const visit = (at: string) =>
      countJobVisit({ pool, secret: payload.secret }, { jobId: other.id, kind: 'apply', source: 'direct', visitor: { address, userAgent: CHROME }, now: new Date(at) })
    expect(await visit('2026-11-25T23:50:00Z')).toBe('counted')
    expect(await visit('2026-11-26T00:10:00Z')).toBe('repeat')
    expect(await visit('2026-11-26T00:51:00Z')).toBe('counted')
  })

  it('from a bot, a prefetch or a HEAD request is sent on but not counted', async () => {
    const before = await countsOf(listed.id)
    const send = async (headers: Record<string, string>, method = 'GET') => {
      const { response, counted } = await answerApplyClick(clickRequest(listed.slug!, headers, { method }), listed.slug!, { payload })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(listed.job_url)
      return counted
    }
    expect(await send(clickHeaders(newAddress(), { 'user-agent': GOOGLEBOT }))).toBe('bot')
    expect(await send(clickHeaders(newAddress(), { 'user-agent': 'curl/8.5.0' }))).toBe('bot')
    expect(await send(clickHeaders(newAddress(), { 'user-agent': '' }))).toBe('bot')
    expect(await send(clickHeaders(newAddress(), { 'sec-purpose': 'prefetch' }))).toBe('prefetch')
    expect(await send(clickHeaders(newAddress(), { 'next-router-prefetch': '1' }))).toBe('prefetch')
    expect(await send(clickHeaders(newAddress()), 'HEAD')).toBe('prefetch')
    const head = await route(applyHead, 'HEAD', `/jobs/${listed.slug}/apply`, { headers: clickHeaders(newAddress()), params: { slug: listed.slug! } })
    expect(head.status).toBe(302)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await countsOf(listed.id)).toEqual(before)
  })

  it('from an address sending more than a person would is no longer counted, and still sent on', async () => {
    const before = (await countsOf(listed.id)).clicks
    const address = newAddress()
    const outcomes = []
    // Each a different browser, so none is a repeat: only the pace gives them away.
    for (let n = 0; n <= COUNT_BURST.points; n++) {
      const { response, counted } = await answerApplyClick(clickRequest(listed.slug!, clickHeaders(address, { 'user-agent': `${CHROME} n/${n}` })), listed.slug!, { payload })
      expect(response.headers.get('location')).toBe(listed.job_url)
      outcomes.push(await counted)
    }
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(COUNT_BURST.points)
    expect(outcomes.at(-1)).toBe('burst')
    expect((await countsOf(listed.id)).clicks - before).toBe(COUNT_BURST.points)
  })

  it('takes the source the job page hands on, and tells another site’s link from the board’s', async () => {
    const before = await countsOf(listed.id)
    const send = async (headers: Record<string, string>, query = '') =>
      (await answerApplyClick(clickRequest(listed.slug!, headers, { query }), listed.slug!, { payload })).counted
    expect(await send(clickHeaders(newAddress()), '?from=feed')).toBe('counted')
    expect(await send(clickHeaders(newAddress(), { 'sec-fetch-site': 'cross-site' }))).toBe('counted')
    expect(await send(clickHeaders(newAddress(), { 'sec-fetch-site': 'none' }))).toBe('counted')
    const after = await countsOf(listed.id)
    const grew = (source: string) => (after.bySource[source]?.clicks ?? 0) - (before.bySource[source]?.clicks ?? 0)
    expect([grew('feed'), grew('other-site'), grew('direct'), grew('board')]).toEqual([1, 1, 1, 0])
  })

  it('of an unknown job answers 404; of a closed job leads to its page (410) and counts nothing', async () => {
    const missing = await route(applyRoute, 'GET', '/jobs/no-such-job/apply', { headers: clickHeaders(newAddress()), params: { slug: 'no-such-job' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    const gone = await answerApplyClick(clickRequest(closed.slug!, clickHeaders(newAddress())), closed.slug!, { payload })
    expect(gone.response.status).toBe(302)
    expect(gone.response.headers.get('location')).toBe(`/jobs/${closed.slug}`)
    expect(await gone.counted).toBe('not-counted')
    expect(await countsOf(closed.id)).toEqual({ views: 0, clicks: 0, bySource: {} })
  })
})

describe('a job page view', () => {
  it('is counted from the page’s beacon with its source, once per visitor within the hour, without a cookie', async () => {
    const before = await countsOf(other.id)
    const me = newAddress()
    const first = await beacon(other.slug!, 'feed', me)
    expect(first.status).toBe(204)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect((await beacon(other.slug!, 'feed', me)).status).toBe(204)
    expect((await beacon(other.slug!, 'other-site', newAddress())).status).toBe(204)
    const after = await countsOf(other.id)
    expect((after.bySource.feed?.views ?? 0) - (before.bySource.feed?.views ?? 0)).toBe(1)
    expect((after.bySource['other-site']?.views ?? 0) - (before.bySource['other-site']?.views ?? 0)).toBe(1)
    // A view and a click of the same visitor are counted apart.
    const { counted } = await answerApplyClick(clickRequest(other.slug!, clickHeaders(me)), other.slug!, { payload })
    expect(await counted).toBe('counted')
  })

  it('is not counted from a bot, from anything but the page’s own beacon, or of a closed job', async () => {
    const before = await countsOf(listed.id)
    expect((await beacon(listed.slug!, 'board', newAddress(), { 'user-agent': GOOGLEBOT })).status).toBe(204)
    // Sent by another site's page, or as a navigation, or not as JSON: not the beacon.
    expect((await beacon(listed.slug!, 'board', newAddress(), { 'sec-fetch-site': 'cross-site' })).status).toBe(400)
    expect((await beacon(listed.slug!, 'board', newAddress(), { origin: 'https://elsewhere.example' })).status).toBe(400)
    expect((await beacon(listed.slug!, 'board', newAddress(), { 'sec-fetch-mode': 'navigate' })).status).toBe(400)
    const text = await route(viewRoute, 'POST', '/job-views', {
      rawBody: JSON.stringify({ slug: listed.slug, source: 'board' }),
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, 'x-client-address': newAddress() },
    })
    expect(text.status).toBe(400)
    expect((await beacon(listed.slug!, 'somewhere', newAddress())).status).toBe(400)
    expect((await beacon(closed.slug!, 'board', newAddress())).status).toBe(204)
    expect((await beacon('no-such-job', 'board', newAddress())).status).toBe(204)
    expect(await countsOf(listed.id)).toEqual(before)
    expect((await countsOf(closed.id)).views).toBe(0)
  })
})

describe('what the counts keep, and for how long', () => {
  it('keeps no address or browser: the marks are keyed hashes, pruned an hour on, the salts after two days', async () => {
    const address = '198.51.100.99'
    await countJobVisit(
      { pool, secret: payload.secret },
      { jobId: listed.id, kind: 'view', source: 'direct', visitor: { address, userAgent: CHROME }, now: new Date('2026-11-20T10:00:00Z') },
    )
    const { rows } = await pool.query(
      `SELECT t.table_name, string_agg(c.column_name, ',' ORDER BY c.column_name) AS columns
         FROM information_schema.tables t JOIN information_schema.columns c USING (table_schema, table_name)
        WHERE t.table_name IN ('job_daily_counts', 'count_once', 'count_salts') GROUP BY t.table_name ORDER BY 1`,
    )
    expect(rows).toEqual([
      { table_name: 'count_once', columns: 'expires_at,key' },
      { table_name: 'count_salts', columns: 'day,salt' },
      { table_name: 'job_daily_counts', columns: 'apply_clicks,day,job_id,source,views' },
    ])
    const stored = await pool.query("SELECT encode(key, 'hex') AS key FROM count_once UNION ALL SELECT key FROM rate_limits")
    for (const row of stored.rows) expect(row.key).not.toContain(address)
    await pruneFinishedJobs(pool, new Date('2026-11-20T11:30:00Z'))
    expect((await pool.query("SELECT count(*)::int AS n FROM count_once WHERE expires_at <= '2026-11-20T11:30:00Z'")).rows[0].n).toBe(0)
    expect((await pool.query("SELECT count(*)::int AS n FROM count_salts WHERE day = '2026-11-20'")).rows[0].n).toBe(1)
    await pruneCountMarks(pool, new Date('2026-11-22T00:30:00Z'))
    expect((await pool.query("SELECT count(*)::int AS n FROM count_salts WHERE day <= '2026-11-20'")).rows[0].n).toBe(0)
  })

  it('go with their job', async () => {
    const job = await createJob(payload, { job_title: 'Short-lived' })
    await recordJobCount(pool, job.id, 'view', 'board', new Date())
    await payload.delete({ collection: 'jobs', id: job.id })
    expect((await pool.query('SELECT count(*)::int AS n FROM job_daily_counts WHERE job_id = $1', [job.id])).rows[0].n).toBe(0)
  })
})

describe('jobDailyStats, for the employer pages', () => {
  it('gives every day of the range with its views, clicks and favorites, zeros included, and the sources, for all jobs at once', async () => {
    const a = await createJob(payload, { job_title: 'Stats A' })
    const b = await createJob(payload, { job_title: 'Stats B' })
    const quiet = await createJob(payload, { job_title: 'Stats quiet' })
    const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)
    for (let n = 0; n < 3; n++) await recordJobCount(pool, a.id, 'view', 'board', at('2026-11-02'))
    await recordJobCount(pool, a.id, 'view', 'feed', at('2026-11-02', 23))
    await recordJobCount(pool, a.id, 'apply', 'feed', at('2026-11-02'))
    await recordJobCount(pool, a.id, 'view', 'api', at('2026-11-04', 0))
    await recordJobCount(pool, a.id, 'apply', 'other-site', at('2026-11-04'))
    // Outside the range: the day before and the day after.
    await recordJobCount(pool, a.id, 'view', 'board', at('2026-10-31', 23))
    await recordJobCount(pool, a.id, 'view', 'board', at('2026-11-05', 0))
    await recordJobCount(pool, b.id, 'apply', 'direct', at('2026-11-03'))
    const saver = async (email: string, job: number, createdAt: string) => {
      const member = await createMember(payload, email)
      const favorite = await payload.create({ collection: 'favorites', data: { job, member: member.id } })
      await pool.query('UPDATE favorites SET created_at = $2 WHERE id = $1', [favorite.id, createdAt])
    }
    await saver('saver-1@example.com', a.id, '2026-11-03T08:00:00Z')
    await saver('saver-2@example.com', a.id, '2026-11-03T23:59:00Z')
    await saver('saver-3@example.com', b.id, '2026-11-05T00:00:00Z')

    const stats = await jobDailyStats(pool, [a.id, b.id, quiet.id, a.id], { from: at('2026-11-01', 15), to: at('2026-11-04', 9) })
    expect([...stats.keys()]).toEqual([a.id, b.id, quiet.id])
    const ofA = stats.get(a.id)!
    expect(ofA.days).toEqual([
      { day: '2026-11-01', views: 0, applyClicks: 0, favorites: 0 },
      { day: '2026-11-02', views: 4, applyClicks: 1, favorites: 0 },
      { day: '2026-11-03', views: 0, applyClicks: 0, favorites: 2 },
      { day: '2026-11-04', views: 1, applyClicks: 1, favorites: 0 },
    ])
    expect(ofA.totals).toEqual({ views: 5, applyClicks: 2, favorites: 2 })
    expect(ofA.sources).toEqual([
      { source: 'board', views: 3, applyClicks: 0 },
      { source: 'feed', views: 1, applyClicks: 1 },
      { source: 'api', views: 1, applyClicks: 0 },
      { source: 'other-site', views: 0, applyClicks: 1 },
      { source: 'direct', views: 0, applyClicks: 0 },
    ])
    expect(stats.get(b.id)!.totals).toEqual({ views: 0, applyClicks: 1, favorites: 0 })
    expect(stats.get(quiet.id)!.days.map((day) => day.views + day.applyClicks + day.favorites)).toEqual([0, 0, 0, 0])
    expect((await jobDailyStats(pool, [], { from: at('2026-11-01'), to: at('2026-11-04') })).size).toBe(0)
  })
})

describe('the admin dashboard’s apply clicks', () => {
  it('shows clicks per day over 30 days and the jobs clicked most, to admins only', async () => {
    const now = new Date('2027-03-10T12:00:00Z')
    const top = await createJob(payload, { job_title: 'Most clicked' })
    const second = await createJob(payload, { job_title: 'Second most clicked' })
    for (let n = 0; n < 3; n++) await recordJobCount(pool, top.id, 'apply', 'board', new Date('2027-03-10T08:00:00Z'))
    await recordJobCount(pool, top.id, 'apply', 'feed', new Date('2027-02-10T08:00:00Z'))
    await recordJobCount(pool, second.id, 'apply', 'board', new Date('2027-03-01T08:00:00Z'))
    for (let n = 0; n < 7; n++) await recordJobCount(pool, second.id, 'view', 'board', new Date('2027-03-01T09:00:00Z'))
    // Before the 30 days: not in the block.
    for (let n = 0; n < 9; n++) await recordJobCount(pool, second.id, 'apply', 'board', new Date('2027-02-01T08:00:00Z'))

    const admin = { collection: 'users', roles: ['admin'] }
    const { applyClicks } = (await dashboardData(pool, admin, now)).figures
    expect(applyClicks!.days).toHaveLength(30)
    expect(applyClicks!.days.at(-1)).toBe('2027-03-10')
    expect(applyClicks!.clicks.at(-1)).toBe(3)
    expect(applyClicks!.clicks[applyClicks!.days.indexOf('2027-03-01')]).toBe(1)
    expect(applyClicks!.clicks[applyClicks!.days.indexOf('2027-02-10')]).toBe(1)
    expect(applyClicks!.total).toBe(5)
    expect(applyClicks!.views).toBe(7)
    expect(applyClicks!.topJobs).toEqual([
      { id: top.id, title: 'Most clicked', company: top.company_name, clicks: 4, views: 0 },
      { id: second.id, title: 'Second most clicked', company: second.company_name, clicks: 1, views: 7 },
    ])
    for (const roles of [['moderator'], ['editor']]) expect((await dashboardData(pool, { collection: 'users', roles }, now)).figures.applyClicks).toBeUndefined()
  })
})
