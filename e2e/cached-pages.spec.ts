import { expect, type APIRequestContext, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'
import { signUpAndConfirm } from './support/member'

/** Pages every visitor shares, served from the cache (the content spec's routes, home, /jobs and a search, a company, a job). */
const CACHED = [
  '/',
  '/jobs',
  '/jobs?q=engineer&sort=company',
  '/resources',
  '/post-job',
  '/submit-job',
  '/nomad-insurance',
  '/international-banking',
  '/remote-hiring-platforms',
  '/esim-data-plans',
  '/remote-work-tools',
  '/career-resources',
  '/remote-job-checklist',
  '/interview-coach',
  '/linkedin-optimizer',
  '/nomad-visas',
  '/nomad-visas?region=Europe&income=2500-3500',
  '/resume-builder',
  '/cover-letter-generator',
  '/cover-letter-generator?job=no-such-job',
  '/company/gitlab',
]

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  return (await login.json()).token as string
}

/** Reads `path` until `seen` holds, for at most `withinMs`; the time it took. */
const waitUntil = async (request: APIRequestContext, path: string, seen: (html: string, status: number) => boolean, withinMs = 2000) => {
  const started = Date.now()
  for (;;) {
    const response = await request.get(path)
    if (seen(await response.text(), response.status())) return Date.now() - started
    if (Date.now() - started > withinMs) throw new Error(`${path} did not change within ${withinMs} ms (last answer: ${response.status()}, cache ${response.headers()['x-nextjs-cache']})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test("a member's session and favorites never reach a shared page", async ({ page, request }) => {
  const email = `cached-${Date.now()}@e2e.example`
  const password = 'cached-pages-password'
  await signUpAndConfirm(page, email, password)
  await page.goto('/jobs')
  const heart = page.locator('main article').first().getByRole('button', { name: /Save .* to favorites/ })
  const jobPath = await page.locator('main article h3 a').first().getAttribute('href')
  await heart.click()
  await expect(page.getByText('Added to favorites').first()).toBeVisible()

  // The member sees their own state on every cached page…
  for (const path of [...CACHED, jobPath!]) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached()
  }
  await page.goto(jobPath!)
  await expect(page.getByRole('button', { name: /Remove .* from favorites/ })).toHaveAttribute('aria-pressed', 'true')

  // The browser asks, with the member's cookie, as it does on every page.
  const get = (path: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'include' })
      return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() }
    }, path)

  // …which comes from the browser's own private request, never from the page.
  const viewer = await get('/api/viewer')
  expect(viewer.headers['cache-control']).toBe('private, no-store')
  expect(JSON.parse(viewer.text).account.collection).toBe('members')

  // Each cached page, asked for with the member's cookie and then without one, carries nothing of theirs.
  for (const path of [...CACHED, jobPath!]) {
    const anonymous = await request.get(path)
    expect(anonymous.headers()['set-cookie'], path).toBeUndefined()
    const answers = [
      ['member', await get(path)],
      ['anonymous', { status: anonymous.status(), headers: anonymous.headers(), text: await anonymous.text() }],
    ] as const
    for (const [who, { status, headers, text }] of answers) {
      expect(status, `${who} ${path}`).toBe(200)
      expect(headers['x-nextjs-cache'], `${who} ${path} comes from the shared cache`).toMatch(/HIT|MISS|STALE/)
      expect(text, `${who} ${path}`).not.toContain(email)
      expect(text, `${who} ${path}`).not.toContain('Sign Out')
      expect(text, `${who} ${path}`).not.toContain('aria-pressed="true"')
    }
  }
  // An anonymous browser on the same pages is signed out, with an empty heart.
  const anonymous = await page.context().browser()!.newContext()
  const stranger = await anonymous.newPage()
  await stranger.goto(jobPath!)
  await expect(stranger.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  await expect(stranger.getByRole('button', { name: /Save .* to favorites/ })).toHaveAttribute('aria-pressed', 'false')
  await anonymous.close()
})

test("an editor's change, a moderator's deactivation and an expiry show on cached pages within 2 s", async ({ request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }

  // An editor renames a provider: its directory page follows.
  const { docs: banks } = await (await request.get('/api/banking-providers?limit=1&depth=0', { headers: auth })).json()
  const bank = banks[0] as { id: number; name: string }
  await request.get('/international-banking')
  expect((await request.get('/international-banking')).headers()['x-nextjs-cache']).toBe('HIT')
  const renamed = `${bank.name} Freshness ${Date.now()}`
  await request.patch(`/api/banking-providers/${bank.id}`, { headers: auth, data: { name: renamed } })
  await waitUntil(request, '/international-banking', (html) => html.includes(renamed))
  await request.patch(`/api/banking-providers/${bank.id}`, { headers: auth, data: { name: bank.name } })

  // An editor changes a visa: the filtered view that lists it follows too.
  const { docs: visas } = await (await request.get('/api/visas?limit=1&depth=0&where[region][equals]=Europe', { headers: auth })).json()
  const visa = visas[0] as { id: number; program: string }
  const filtered = '/nomad-visas?region=Europe'
  await request.get(filtered)
  expect((await request.get(filtered)).headers()['x-nextjs-cache']).toBe('HIT')
  const program = `${visa.program} Freshness ${Date.now()}`
  await request.patch(`/api/visas/${visa.id}`, { headers: auth, data: { program } })
  await waitUntil(request, filtered, (html) => html.includes(program))
  await request.patch(`/api/visas/${visa.id}`, { headers: auth, data: { program: visa.program } })

  // A moderator deactivates a job: its cached page says it closed, with 410, /jobs and a cached
  // search drop it, and the resume builder opened for it says it is no longer listed.
  // The newest job a visitor sees (the public API lists only what the board lists).
  const jobs = await (await request.get('/api/jobs?limit=1&depth=0&sort=-posted_date')).json()
  const job = jobs.docs[0] as { id: number; slug: string; job_title: string; company_name: string }
  const search = `/jobs?company=${encodeURIComponent(job.company_name)}`
  const card = `href="/jobs/${job.slug}"`
  const tool = `/resume-builder?job=${job.slug}`
  for (const path of [`/jobs/${job.slug}`, search, '/jobs', tool]) {
    await request.get(path)
    const cached = await request.get(path)
    expect(cached.headers()['x-nextjs-cache'], path).toBe('HIT')
    if (path !== `/jobs/${job.slug}`) expect(await cached.text(), path).toContain(card)
  }
  await request.patch(`/api/jobs/${job.id}`, { headers: auth, data: { is_active: false } })
  await waitUntil(request, `/jobs/${job.slug}`, (html, status) => status === 410 && html.includes('This job is no longer available'))
  await waitUntil(request, search, (html) => !html.includes(card))
  await waitUntil(request, '/jobs', (html) => !html.includes(card))
  await waitUntil(request, tool, (html) => html.includes('That job is no longer listed.') && !html.includes(card))

  // Listed again, with an expiry a moment away: the page shows it, then shows it closed when it
  // expires, though nothing was written at that moment.
  const expiresAt = new Date(Date.now() + 4000).toISOString()
  await request.patch(`/api/jobs/${job.id}`, { headers: auth, data: { is_active: true, expiresAt } })
  await waitUntil(request, `/jobs/${job.slug}`, (html, status) => status === 200 && html.includes(job.job_title))
  await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now()))
  await waitUntil(request, `/jobs/${job.slug}`, (html) => html.includes('This job is no longer available'))
  await request.patch(`/api/jobs/${job.id}`, { headers: auth, data: { is_active: true, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() } })
})

test('a CDN in front may keep a shared page for a minute, then five more while it asks again, never a year', async ({ request }) => {
  for (const path of CACHED) {
    const response = await request.get(path)
    // Next says s-maxage=31536000 (or s-maxage=300 with a year of stale-while-revalidate);
    // the server bounds it, since a change renders the page afresh at once (src/lib/cache/sharedCacheControl.ts).
    const policy = response.headers()['cache-control'] ?? ''
    expect(policy, path).toMatch(/^s-maxage=\d+, stale-while-revalidate=300$/)
    expect(Number(/s-maxage=(\d+)/.exec(policy)?.[1]), path).toBeLessThanOrEqual(60)
  }
  // Built assets stay immutable for a year: their names change with their content.
  const home = await (await request.get('/')).text()
  const script = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0]
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})
