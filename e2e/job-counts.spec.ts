import { expect, test } from '@playwright/test'
import pg from 'pg'

import { E2E_ADMIN, E2E_ENV } from './support/environment'

/**
 * Job counts in the browser: a job page counts one view after it loads, with the source its
 * address says (?ref=feed), and its Apply button goes through /jobs/{slug}/apply to the job's own
 * link, counted once. The counts are read where the employer pages and the dashboard read them.
 */
const EMPLOYER = 'https://apply.counts-e2e.example'

const database = () =>
  new pg.Pool({
    connectionString: E2E_ENV.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${E2E_ENV.EMBEDDED_PG_PORT}/remote_passport`,
    max: 1,
  })

test('a job page counts one view with its source, and Apply lands on the job’s own page, counted once', async ({ browser, request }) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token as string}` }
  const stamp = Date.now()
  const created = await request.post('/api/jobs', {
    headers,
    data: {
      job_title: `Counted role ${stamp}`,
      company_name: 'Counts Co',
      job_type: 'Full-Time',
      schedule_type: 'Flexible',
      category: 'Engineering',
      hiring_locations: ['Worldwide'],
      job_url: `${EMPLOYER}/roles/${stamp}`,
    },
  })
  expect(created.status()).toBe(201)
  const job = (await created.json()).doc as { id: number; slug: string; job_url: string }

  // A visitor of their own (the server trusts one proxy hop), whose employer site is stubbed.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${stamp % 250}` } })
  await context.route(`${EMPLOYER}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Counts Co careers</title><h1>Apply at Counts Co</h1>' }),
  )
  const page = await context.newPage()
  const pool = database()
  const counts = async () =>
    (
      await pool.query<{ source: string; views: number; apply_clicks: number }>(
        'SELECT source, views, apply_clicks FROM job_daily_counts WHERE job_id = $1 ORDER BY source',
        [job.id],
      )
    ).rows
  try {
    const viewSent = page.waitForRequest((sent) => sent.url().endsWith('/api/job-views') && sent.method() === 'POST')
    const response = await page.goto(`/jobs/${job.slug}?ref=feed`)
    expect(response?.status()).toBe(200)
    const beacon = await viewSent
    expect(beacon.postDataJSON()).toEqual({ slug: job.slug, source: 'feed' })
    expect((await beacon.response())?.status()).toBe(204)
    await expect.poll(counts).toEqual([{ source: 'feed', views: 1, apply_clicks: 0 }])

    // The button carries the visit's source on to the click, and leaves the site in a new tab.
    const apply = page.getByRole('link', { name: /Apply for this job/ })
    await expect(apply).toHaveAttribute('href', `/jobs/${job.slug}/apply?from=feed`)
    await expect(apply).toHaveAttribute('rel', 'nofollow noopener noreferrer')
    const [employer] = await Promise.all([context.waitForEvent('page'), apply.click()])
    await employer.waitForURL(job.job_url)
    await expect(employer.getByRole('heading', { name: 'Apply at Counts Co' })).toBeVisible()
    await expect.poll(counts).toEqual([{ source: 'feed', views: 1, apply_clicks: 1 }])

    // The same visitor again within the hour: sent on, not counted again; no cookie either way.
    const viewAgain = page.waitForRequest((sent) => sent.url().endsWith('/api/job-views') && sent.method() === 'POST')
    expect((await page.reload())?.status()).toBe(200)
    expect((await (await viewAgain).response())?.status()).toBe(204)
    const second = await context.request.get(`/jobs/${job.slug}/apply`, { maxRedirects: 0 })
    expect(second.status()).toBe(302)
    expect(second.headers().location).toBe(job.job_url)
    expect(second.headers()['cache-control']).toBe('no-store')
    expect(second.headers()['set-cookie']).toBeUndefined()
    await page.waitForTimeout(500)
    expect(await counts()).toEqual([{ source: 'feed', views: 1, apply_clicks: 1 }])
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([])

    // The marked address is the same cached page as the plain one, not a page of its own.
    const plain = await request.get(`/jobs/${job.slug}`)
    const marked = await request.get(`/jobs/${job.slug}?ref=api`)
    expect(marked.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await marked.text()).toBe(await plain.text())
  } finally {
    await context.close()
    await pool.end()
    await request.delete(`/api/jobs/${job.id}`, { headers })
  }
})
