import { expect, type Page, test } from '@playwright/test'

import { counted, jobsCounter as counter } from './support/counter'
import { E2E_ADMIN } from './support/environment'

/** How many jobs are listed now (other journeys may have posted some). */
const listedTotal = async (page: Page) => {
  const response = await page.request.get('/api/jobs?limit=1&depth=0')
  return (await response.json()).totalDocs as number
}

const chooseFilter = async (page: Page, label: string, value: string) => {
  await page.getByRole('button', { name: label, exact: true }).click()
  await page.getByRole('menuitemcheckbox', { name: new RegExp(`^${value}`) }).click()
  await page.keyboard.press('Escape')
}

test('search, two filters and a sort narrow the list; Clear All resets them and keeps the tab', async ({ page }) => {
  const total = await listedTotal(page)
  await page.goto('/jobs')
  await expect(page.getByRole('heading', { name: 'Remote Job Listings' })).toBeVisible()
  // Which of every matching job this page shows.
  await expect(counter(page)).toHaveText(`Showing 1–30 of ${total} jobs`)
  await expect(page.locator('main article')).toHaveCount(30)

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer')
  await expect(page).toHaveURL(/q=engineer/)
  await chooseFilter(page, 'Category', 'Engineering')
  await expect(page).toHaveURL(/category=Engineering/)
  await chooseFilter(page, 'Job Type', 'Full-Time')
  await expect(page).toHaveURL(/type=Full-Time/)
  await expect(page.getByRole('button', { name: 'Category: 1 selected' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Sort jobs' }).selectOption({ label: 'Company A-Z' })
  await expect(page).toHaveURL(/sort=company/)

  const { shown, total: matching } = counted(await counter(page).textContent())
  expect(matching).toBeGreaterThan(0)
  expect(matching).toBeLessThan(total)
  expect(shown).toBe(Math.min(matching, 30))
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(shown)
  const companies = await cards.locator('header p').allTextContents()
  expect(companies).toEqual([...companies].sort((a, b) => a.localeCompare(b)))
  for (const card of await cards.all()) {
    await expect(card.getByText('Engineering', { exact: true })).toBeVisible()
    await expect(card.getByText('Full-Time', { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Active filters:')).toBeVisible()

  // The URL is the state: reloading it shows the same list.
  await page.reload()
  await expect(counter(page)).toHaveText(matching > 30 ? `Showing 1–30 of ${matching} jobs` : `Showing ${matching} of ${matching} jobs`)

  await page.getByRole('tab', { name: 'Favorites (0)' }).click()
  await expect(page).toHaveURL(/tab=favorites/)
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(page).toHaveURL(/\/jobs\?tab=favorites$/)
  await expect(page.getByText('Active filters:')).toHaveCount(0)
  await page.getByRole('tab', { name: 'All Jobs' }).click()
  await expect(counter(page)).toHaveText(`Showing 1–30 of ${total} jobs`)
})

test('a search typed slowly keeps every letter and the focus while each result arrives', async ({ page }) => {
  await page.goto('/jobs')
  const box = page.getByRole('searchbox', { name: 'Search jobs' })
  // Slower than the debounce: each letter's list lands while the next one is typed.
  await box.pressSequentially('engineer', { delay: 450 })
  await expect(page).toHaveURL(/\?q=engineer$/)
  await expect(box).toHaveValue('engineer')
  await expect(box).toBeFocused()
  const { shown } = counted(await counter(page).textContent())
  await expect(page.locator('main article')).toHaveCount(shown)
  expect(shown).toBeGreaterThan(0)
})

test('an empty result says No jobs found and Clear Filters brings the jobs back', async ({ page }) => {
  const total = await listedTotal(page)
  await page.goto('/jobs?q=zzzz-no-such-job')
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible()
  await expect(counter(page)).toHaveText('Showing 0 of 0 jobs')
  await page.getByRole('link', { name: 'Clear Filters' }).click()
  await expect(counter(page)).toHaveText(`Showing 1–30 of ${total} jobs`)
})

test('pages keep the counter and the filters; the list renders without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/jobs?location=Worldwide')
  const { shown, total: matching } = counted(await counter(page).textContent())
  expect(matching).toBeGreaterThan(0)
  await expect(page.locator('main article')).toHaveCount(shown)
  for (const card of await page.locator('main article').all()) {
    await expect(card.getByText('Worldwide').first()).toBeVisible()
  }
  // The counter says where the page is: page 2 starts at the 31st job, the last ends at the total.
  const total = await listedTotal(page)
  await page.goto('/jobs?page=2')
  await expect(counter(page)).toHaveText(`Showing 31–${Math.min(60, total)} of ${total} jobs`)
  const lastPage = Math.ceil(total / 30)
  await page.goto(`/jobs?page=${lastPage}`)
  const left = total - (lastPage - 1) * 30
  await expect(counter(page)).toHaveText(`Showing ${(lastPage - 1) * 30 + 1}–${total} of ${total} jobs`)
  await expect(page.locator('main article')).toHaveCount(left)
  await expect(page.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page')
  await context.close()
})

test('a signed-out visitor who taps a heart on /jobs is sent to sign in', async ({ page }) => {
  await page.goto('/jobs')
  await page.locator('main article').first().getByRole('button', { name: /Save .* to favorites/ }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('a job card shows the spec fields and View Job opens the posting in a new tab', async ({ page }) => {
  await page.goto('/jobs')
  const card = page.locator('main article').first()
  const view = card.getByRole('link', { name: /View Job/ })
  await expect(view).toHaveAttribute('target', '_blank')
  // Through the counting redirect (src/lib/jobs/counts), which crawlers are told not to follow.
  await expect(view).toHaveAttribute('href', /^\/jobs\/[^/]+\/apply$/)
  await expect(view).toHaveAttribute('rel', 'nofollow noopener noreferrer')
  await expect(card.getByText(/ago$|^yesterday$|^just now$/)).toBeVisible()
})

test('the filter choices come with the menu, not with each page; a failed load says so and tries again', async ({ page }) => {
  const facets = await (await page.request.get('/api/job-facets')).json()
  const engineering = facets.category.find((option: { value: string }) => option.value === 'Engineering')
  expect(engineering.count).toBeGreaterThan(0)
  const html = await (await page.request.get('/jobs')).text()
  expect(html).not.toContain('"count":') // no choice list travels with the page

  // The network drops the load: the menu says so, and once it is back Try again brings the choices.
  let offline = true
  await page.route('**/api/job-facets', (route) => (offline ? route.abort() : route.continue()))
  await page.goto('/jobs')
  await page.getByRole('button', { name: 'Category', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The choices could not be loaded.' })).toBeVisible()
  offline = false
  await page.getByRole('menuitem', { name: 'Try again' }).click()
  await expect(page.getByRole('menuitemcheckbox', { name: `Engineering ${engineering.count}` })).toBeVisible()
  await page.getByRole('menuitemcheckbox', { name: /^Engineering/ }).click()
  await expect(page).toHaveURL(/category=Engineering/)
})

test('each filter menu counts within the search and the other filters, so every choice it offers lists jobs', async ({ page }) => {
  const everyCompany = (await (await page.request.get('/api/job-facets')).json()).company.length
  await page.goto('/jobs?category=Engineering')
  const { total: engineering } = counted(await counter(page).textContent())
  await page.getByRole('button', { name: 'Company', exact: true }).click()
  const choices = page.getByRole('menuitemcheckbox')
  await expect(choices.first()).toBeVisible()
  // Only the companies with Engineering jobs, each counted among them, not all of them with "1".
  expect(await choices.count()).toBeLessThan(everyCompany)
  // Each choice's count is its own element (a company's name may end in a digit).
  const counts = (await choices.locator('span.text-xs').allTextContents()).map(Number)
  expect(counts).toHaveLength(await choices.count())
  expect(counts.every((count) => count > 0)).toBe(true)
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(engineering)
  // Picking one lists its jobs, as many as its count.
  await choices.first().click()
  await expect(page).toHaveURL(/company=/)
  await expect(counter(page)).toHaveText(`Showing ${counts[0]} of ${counts[0]} job${counts[0] === 1 ? '' : 's'}`)
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toHaveCount(0)
})

test('a long unbroken word in a job wraps: neither /jobs nor the job page gets wider than a phone or a desktop', async ({ browser, request }) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const { docs } = await (await request.get('/api/jobs?limit=1&depth=0&sort=-posted_date')).json()
  const job = docs[0] as { id: number; slug: string; job_description: string }
  const link = 'https://careers.example.com/positions?ref=remotepassportandaverylongtrackingid1234567890abcdef'
  expect((await request.patch(`/api/jobs/${job.id}`, { headers, data: { job_description: `Apply at ${link} today. ${job.job_description}` } })).ok()).toBe(true)
  try {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      for (const path of ['/jobs', `/jobs/${job.slug}`]) {
        await expect.poll(async () => (await page.goto(path), await page.locator('main').textContent()), { timeout: 5000 }).toContain('remotepassportandaverylong')
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width)
      }
      await context.close()
    }
  } finally {
    await request.patch(`/api/jobs/${job.id}`, { headers, data: { job_description: job.job_description } })
  }
})

test('"Back to jobs" returns to the listing as the visitor left it; from elsewhere, to /jobs', async ({ page, browser }) => {
  await page.goto('/jobs?category=Engineering&sort=title&page=1')
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer')
  await expect(page).toHaveURL(/q=engineer/)
  const listing = new URL(page.url())
  await page.locator('main article h3 a').first().click()
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/)
  await page.getByRole('link', { name: '← Back to jobs' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/jobs' && url.search === listing.search)
  await expect(page.getByRole('button', { name: 'Category: 1 selected' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('engineer')

  // Someone who opens a job from a shared link goes back to the whole listing.
  const stranger = await browser.newPage()
  const jobPath = new URL(await page.locator('main article h3 a').first().evaluate((a) => (a as HTMLAnchorElement).href)).pathname
  await stranger.goto(jobPath)
  await expect(stranger.getByRole('link', { name: '← Back to jobs' })).toHaveAttribute('href', '/jobs')
  await stranger.close()
})

test('the tabs are a tab list the arrow keys move through, and Clear All is a button Space presses', async ({ page }) => {
  await page.goto('/jobs?category=Engineering')
  const tabs = page.getByRole('tablist', { name: 'Job lists' })
  await expect(tabs.getByRole('tab', { name: 'All Jobs' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'All Jobs' })).toBeVisible()
  await tabs.getByRole('tab', { name: 'All Jobs' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: /^Favorites/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/tab=favorites/)
  await expect(tabs.getByRole('tab', { name: /^Favorites/ })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('button', { name: 'Clear All' }).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\/jobs\?tab=favorites$/)
})

test('on a phone the first job shows on the first screen; the filters wait behind one Filters button, chosen ones as chips', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await phone.newPage()
  await page.goto('/jobs?category=Engineering')
  const firstTitle = page.locator('main article h3').first()
  await expect(firstTitle).toBeVisible()
  const box = (await firstTitle.boundingBox())!
  expect(box.y + box.height).toBeLessThan(844)

  // Folded: the eight filter buttons and the alert are out of the way; the chosen one is a chip.
  const toggle = page.getByRole('button', { name: 'Filters (1)' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { name: 'Company', exact: true })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Remove Category: Engineering' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear All' })).toBeVisible()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Company', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Category: 1 selected' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to get email alerts for this search' })).toBeVisible()
  await phone.close()

  // On a desktop there is no Filters button: everything shows.
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await desktop.goto('/jobs')
  await expect(desktop.getByRole('button', { name: 'Company', exact: true })).toBeVisible()
  await expect(desktop.getByRole('button', { name: /^Filters/ })).toBeHidden()
  await desktop.close()
})
