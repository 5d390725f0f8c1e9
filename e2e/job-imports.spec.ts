import { expect, test } from '@playwright/test'

import { type AtsServer, type FakeJob, startAtsServer } from '../tests/helpers/atsServer'
import { jobPostingProblems } from '../tests/helpers/jobPostingRules'
import { signInToAdmin } from './support/admin'
import { E2E_ADMIN, E2E_ATS_PORT } from './support/environment'

const tag = `imp${Date.now().toString(36)}`

const role = (id: string, title: string, overrides: Partial<FakeJob> = {}): FakeJob => ({
  id,
  title,
  department: 'Engineering',
  locations: ['Remote - Europe'],
  workplace: 'remote',
  employmentType: 'full-time',
  descriptionHtml: `<p>${title} at Northwind Imports.</p><ul><li>TypeScript &amp; PostgreSQL</li></ul>`,
  pay: { min: 80_000, max: 100_000, currency: 'EUR', interval: 'year' },
  postedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  companyName: 'Northwind Imports',
  ...overrides,
})

let ats: AtsServer

test.beforeAll(async () => {
  ats = await startAtsServer({ port: E2E_ATS_PORT })
})

test.afterAll(async () => {
  await ats?.close()
})

test("an editor adds a company's Greenhouse board and its remote roles appear on /jobs, verified open; a role the board drops answers 410", async ({ page }) => {
  test.setTimeout(120_000)
  const board = `northwind-${tag}`
  const remoteTitle = `Platform Engineer ${tag}`
  const otherTitle = `Data Engineer ${tag}`
  const hybridTitle = `Office Engineer ${tag}`
  ats.setBoard('greenhouse', board, [
    role('4000000001', remoteTitle),
    role('4000000002', otherTitle),
    role('4000000003', hybridTitle, { locations: ['Hybrid - Dublin, Ireland'], workplace: 'hybrid' }),
  ])

  await signInToAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await page.goto('/admin/collections/companies/create')
  await page.getByLabel('Name').fill(`Northwind Imports ${tag}`)
  await page.getByLabel('Hiring Link').fill(`https://job-boards.greenhouse.io/${board}`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Companies successfully created', { exact: false }).or(page.getByText('successfully', { exact: false })).first()).toBeVisible()

  // The board was read from the careers link: the company lists it, and the editor opens it.
  await page.reload()
  await expect(page.getByText(board).first()).toBeVisible()
  // As the admin's own pages ask (Payload takes the session cookie only from the same site).
  const found = await page.request.get(`/api/job-sources?where[board][equals]=${board}&depth=0`, { headers: { 'sec-fetch-site': 'same-origin' } })
  const [source] = (await found.json()).docs as Array<{ id: number; origin: string; kind: string }>
  expect(source).toMatchObject({ kind: 'greenhouse', origin: 'careers-link' })
  const sourcePage = `/admin/collections/job-sources/${source.id}`
  await page.goto(sourcePage)
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText('Found 3, imported 2 (2 new), skipped 1, closed 0.')).toBeVisible()

  await page.goto(`/jobs?q=${tag}`)
  const card = page.locator('article.job-card', { hasText: remoteTitle })
  await expect(card).toBeVisible()
  await expect(card.getByText(/^Verified open (just now|\d+ seconds? ago)$/)).toBeVisible()
  await expect(page.locator('article.job-card', { hasText: hybridTitle })).toHaveCount(0)

  await card.getByRole('link', { name: remoteTitle }).click()
  await expect(page.getByRole('heading', { level: 1, name: remoteTitle })).toBeVisible()
  await expect(page.getByText(/^Verified open/)).toBeVisible()
  await expect(page.getByText('TypeScript & PostgreSQL')).toBeVisible()
  // Apply leads through the counting redirect to the role's own page at Greenhouse.
  const apply = await page.getByRole('link', { name: /Apply for this job/ }).getAttribute('href')
  const redirect = await page.request.get(apply!, { maxRedirects: 0 })
  expect(redirect.headers().location).toMatch(/greenhouse/)
  const jobPath = new URL(page.url()).pathname
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  // Its markup carries Greenhouse's own id for the role and when the sync last saw it open.
  expect(jsonLd.identifier).toMatchObject({ '@type': 'PropertyValue', name: 'Greenhouse', value: expect.stringMatching(/^\d+$/) })
  expect(jsonLd.mainEntityOfPage.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  // No salary is given by this role and an imported job has no end date: nothing else is missing.
  expect(await jobPostingProblems(jsonLd)).toEqual([])

  // The company's board drops the role: the next sync closes it, and its page answers 410.
  ats.setBoard('greenhouse', board, [role('4000000002', otherTitle)])
  await page.goto(sourcePage)
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText(/closed 1\./)).toBeVisible()
  // Every instance hears of the change from PostgreSQL (NOTIFY) a moment after the sync commits.
  await expect.poll(async () => (await page.request.get(jobPath)).status()).toBe(410)
})
