import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'

import { E2E_ADMIN } from './support/environment'

const BLOCKS = [
  'Review queue',
  'Jobs posted (30 days)',
  'Link health',
  'Job imports',
  'Visas due for review',
  'Subscribers',
  'AI tools (30 days)',
  'Apply clicks (30 days)',
]

/** The staff job series' colour (Okabe-Ito's reddish purple, src/components/admin/dashboard/chartColors.ts). */
const STAFF_COLOR = [0xcc, 0x79, 0xa7]
/** Broken links' vermilion (VERDICT_COLORS.broken). */
const BROKEN_COLOR = [0xd5, 0x5e, 0x00]

const adminHeaders = async (request: APIRequestContext) => {
  const response = await request.post('/api/users/login', { data: E2E_ADMIN })
  return { Authorization: `JWT ${(await response.json()).token as string}` }
}

/** A browser of its own signed in to /admin, with the page's script errors collected. */
const signedIn = async (browser: Browser, email: string, password: string) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return { page, errors, close: () => context.close() }
}

const dashboardOf = (page: Page) => page.getByTestId('staff-dashboard')

const blockTitles = (page: Page) =>
  dashboardOf(page).getByRole('heading', { level: 2 }).allTextContents()

/** Pixels drawn on a chart's canvas, all of them or only those of one colour. */
const drawnPixels = (canvas: Locator, color?: number[]) =>
  canvas.evaluate((element, rgb) => {
    const node = element as HTMLCanvasElement
    const { data } = node.getContext('2d')!.getImageData(0, 0, node.width, node.height)
    let count = 0
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue
      if (!rgb || rgb.every((value, k) => Math.abs(data[i + k] - value) <= 3)) count++
    }
    return count
  }, color)

const newStaff = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  role: 'editor' | 'moderator',
) => {
  const email = `${role}-dash-${Date.now()}@e2e.example`
  const created = await request.post('/api/users', {
    headers,
    data: { email, password: 'staff-password-123', roles: [role] },
  })
  expect(created.ok()).toBe(true)
  return { email, id: (await created.json()).doc.id as number }
}

test('an admin sees every block, with charts drawn from the data and each link leading on', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request)
  // A finished link check, and a visitor using an AI tool.
  const run = await request.post('/api/link-check-runs', {
    headers,
    data: {
      trigger: 'manual',
      status: 'completed',
      startedAt: new Date().toISOString(),
      totalCount: 120,
      validCount: 100,
      brokenCount: 12,
      blockedCount: 5,
      unknownCount: 3,
    },
  })
  expect(run.status()).toBe(201)
  // A run a minute before, the same day: the chart tells the two bars apart by their time.
  const earlier = await request.post('/api/link-check-runs', {
    headers,
    data: {
      trigger: 'manual',
      status: 'completed',
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      totalCount: 120,
      validCount: 110,
      brokenCount: 4,
      blockedCount: 4,
      unknownCount: 2,
    },
  })
  expect(earlier.status()).toBe(201)
  const letter = await request.post('/api/ai/generate-cover-letter', {
    data: { jobTitle: 'Product Designer', companyName: 'Dashboard Co', tone: 'professional' },
  })
  expect(letter.status()).toBe(200)
  // A job created by staff today (after the run: its change drops the cached job and link blocks).
  const job = await request.post('/api/jobs', {
    headers,
    data: {
      job_title: `Dashboard staff job ${Date.now()}`,
      company_name: 'Dashboard Co',
      job_type: 'Full-Time',
      schedule_type: 'Flexible',
      category: 'Design',
      hiring_locations: ['Worldwide'],
      job_url: `https://jobs.example.com/dashboard/${Date.now()}`,
    },
  })
  expect(job.status()).toBe(201)

  const admin = await signedIn(browser, E2E_ADMIN.email, E2E_ADMIN.password)
  const { page } = admin
  await expect(dashboardOf(page)).toBeVisible()
  expect((await blockTitles(page)).sort()).toEqual([...BLOCKS].sort())
  // Payload's pending-reviews banner is folded into the review queue block, not repeated.
  await expect(page.getByText(/waiting for review\.|No jobs wait for review\./)).toHaveCount(1)

  const jobsChart = page.locator('[data-block="jobs-posted"] canvas')
  await expect(jobsChart).toHaveAttribute('aria-label', /jobs? posted in the last 30 days/)
  await expect.poll(() => drawnPixels(jobsChart, STAFF_COLOR)).toBeGreaterThan(20)
  await expect(
    page.locator('[data-block="jobs-posted"]').getByRole('term').getByText('Staff (admin)', { exact: true }),
  ).toBeVisible()
  const links = page.locator('[data-block="link-health"]')
  await expect(links.locator('dd').nth(1)).toHaveText('12')
  await expect.poll(() => drawnPixels(links.locator('canvas'), BROKEN_COLOR)).toBeGreaterThan(20)
  // Each bar's label names its run alone (issue 33, 17d: two runs of one day had the same label).
  const bars = await links.locator('table tbody th').allTextContents()
  expect(bars.length).toBeGreaterThanOrEqual(2)
  expect(new Set(bars).size).toBe(bars.length)
  expect(bars.at(-1)).toMatch(/\d{2}:\d{2} UTC$/)
  for (const block of ['subscribers', 'ai-tools']) {
    await expect
      .poll(() => drawnPixels(page.locator(`[data-block="${block}"] canvas`)))
      .toBeGreaterThan(500)
  }

  // The seeded visas were last reviewed on 1 June 2025: all of them are due, each linked to its edit page.
  const visas = page.locator('[data-block="visas-due"]')
  await expect(visas.getByText(/\d+ programs? due/)).toBeVisible()
  await expect(visas.getByText('1 Jun 2025').first()).toBeVisible()
  await expect(dashboardOf(page).getByRole('alert')).toHaveCount(0)

  await page.screenshot({ path: 'test-results/admin-dashboard-1280.png', fullPage: true })
  await visas.getByRole('listitem').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/visas\/\d+$/)
  expect(admin.errors).toEqual([])
  await admin.close()
  await request.delete(`/api/jobs/${(await job.json()).doc.id}`, { headers })
  await request.delete(`/api/link-check-runs/${(await run.json()).doc.id}`, { headers })
  await request.delete(`/api/link-check-runs/${(await earlier.json()).doc.id}`, { headers })
})

test('a moderator sees the review queue and the jobs posted, and nothing of the content or the site', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request)
  const moderator = await newStaff(request, headers, 'moderator')
  const { page, errors, close } = await signedIn(browser, moderator.email, 'staff-password-123')
  expect(await blockTitles(page)).toEqual(['Review queue', 'Jobs posted (30 days)'])
  const queue = page.locator('[data-block="review-queue"]')
  await expect(
    queue.getByText(/^(\d+ jobs? waiting for review\.|No jobs wait for review\.)$/),
  ).toBeVisible()
  await expect
    .poll(() => drawnPixels(page.locator('[data-block="jobs-posted"] canvas')))
    .toBeGreaterThan(500)
  await queue.getByRole('link', { name: 'Review queue' }).click()
  await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible()
  expect(errors).toEqual([])
  await close()
  await request.delete(`/api/users/${moderator.id}`, { headers })
})

test('an editor sees the visas due for review and the job imports, and no job, subscriber or AI figures', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request)
  const editor = await newStaff(request, headers, 'editor')
  const { page, errors, close } = await signedIn(browser, editor.email, 'staff-password-123')
  expect(await blockTitles(page)).toEqual(['Job imports', 'Visas due for review'])
  await expect(page.getByText(/waiting for review/)).toHaveCount(0)
  await expect(dashboardOf(page).locator('canvas')).toHaveCount(0)
  const first = page.locator('[data-block="visas-due"] li').first().getByRole('link')
  const country = (await first.textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(/\/admin\/collections\/visas\/\d+$/)
  await expect(page.getByRole('textbox', { name: /Country/ }).first()).toHaveValue(country)
  expect(errors).toEqual([])
  await close()
  await request.delete(`/api/users/${editor.id}`, { headers })
})
