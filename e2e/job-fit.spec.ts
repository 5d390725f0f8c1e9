import { expect, type Page, test } from '@playwright/test'

import { signUpAndConfirm } from './support/member'

const counter = (page: Page) => page.getByRole('status').filter({ hasText: /Showing \d+ of \d+ jobs/ })
/** The controls answer once the page is hydrated: by then the country list is written in. */
const hydrated = async (page: Page) => {
  await expect.poll(() => page.getByRole('combobox', { name: 'Where do you live?' }).locator('option').count()).toBeGreaterThan(200)
}

const matching = async (page: Page) => Number(/of (\d+) jobs/.exec((await counter(page).textContent()) ?? '')?.[1])

test('"Where do you live?" lists the jobs open to that country, says so on each card, and is remembered', async ({ page }) => {
  await page.goto('/jobs')
  await hydrated(page)
  const everyJob = await matching(page)
  const whereYouLive = page.getByRole('combobox', { name: 'Where do you live?' })

  await whereYouLive.selectOption({ label: 'Portugal' })
  await expect(page).toHaveURL(/livesIn=PT/)
  await expect(counter(page)).not.toHaveText(`Showing 30 of ${everyJob} jobs`)
  const openToPortugal = await matching(page)
  expect(openToPortugal).toBeGreaterThan(0)
  expect(openToPortugal).toBeLessThan(everyJob)
  const cards = page.locator('main article')
  await expect(cards.first().getByText('Open to you', { exact: true })).toBeVisible()
  expect(await cards.getByText('Open to you', { exact: true }).count()).toBe(await cards.count())
  // A job for US residents only is not among them.
  for (const locations of await cards.locator('dd').allTextContents()) expect(locations.trim()).not.toBe('USA')

  // A job's page says the same, for this visitor (the page itself is the same for everyone).
  await cards.first().getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('list', { name: 'How this job fits you' })).toContainText('Open to residents of Portugal')
  await page.goto('/jobs?location=USA')
  await page.locator('main article').first().getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('list', { name: 'How this job fits you' })).toContainText(/residents of Portugal/)

  // Coming back later, the board remembers where the visitor lives.
  await page.goto('/jobs')
  await expect(page).toHaveURL(/livesIn=PT/)
  await expect(whereYouLive).toHaveValue('PT')

  // "Anywhere" shows every job again and forgets the country.
  await whereYouLive.selectOption({ label: 'Anywhere (show all jobs)' })
  await expect(page).not.toHaveURL(/livesIn/)
  await expect(counter(page)).toContainText(`of ${everyJob} jobs`)
  await page.goto('/jobs')
  await page.waitForTimeout(500)
  await expect(page).not.toHaveURL(/livesIn/)
})

test('a minimum salary and "Highest salary" order the board by pay, in dollars a year', async ({ page }) => {
  await page.goto('/jobs')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Minimum salary' }).selectOption({ label: '$150k+ a year' })
  await expect(page).toHaveURL(/minSalary=150000/)
  await expect(page.getByRole('link', { name: /Remove Minimum salary: \$150k\+ a year/ })).toBeVisible()
  await page.getByRole('combobox', { name: 'Sort jobs' }).selectOption({ label: 'Highest salary' })
  await expect(page).toHaveURL(/sort=salary/)
  // Each card's top yearly figure: the "≈ $…k/yr" tag beside another currency or period, else the text.
  const tops: number[] = []
  for (const card of await page.locator('main article').all()) {
    const tags = await card.locator('.job-tag-salary').allTextContents()
    const yearly = tags.find((tag) => tag.startsWith('≈'))
    const top = yearly ? Number(/(\d+)k\/yr$/.exec(yearly)?.[1]) * 1000 : Number(/([\d,]+)(k?)\s*$/i.exec(tags[0] ?? '')?.[1]?.replace(/,/g, ''))
    tops.push(/k\s*$/i.test(tags[0] ?? '') && !yearly ? top * 1000 : top)
  }
  expect(tops.length).toBeGreaterThan(0)
  for (const top of tops) expect(top).toBeGreaterThanOrEqual(150_000)
  expect(tops).toEqual([...tops].sort((a, b) => b - a))
})

test('an employer chooses the time zones they hire in', async ({ page }) => {
  await page.goto('/submit-job')
  const zones = page.getByRole('combobox', { name: 'Time zones you hire in' })
  await expect(zones).toHaveValue('any')
  await zones.selectOption({ label: 'Europe/Africa (UTC−1 to UTC+3)' })
  await expect(zones).toHaveValue('europe-africa')
})

test('/nomad-visas answers "which programs can I use?" for a passport and an income, eligible ones first', async ({ page }) => {
  await page.goto('/nomad-visas')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Check my eligibility' }) })
  await form.getByLabel('Your passport').fill('United States')
  await form.getByLabel('Your monthly income (US$)').fill('2500')
  await form.getByRole('button', { name: 'Check my eligibility' }).click()
  await expect(page).toHaveURL(/passport=United\+States&income=2500/)
  const cards = page.getByRole('article')
  await expect(cards.first()).toContainText('You qualify')
  // Portugal asks for more than $2,500 a month.
  const portugal = cards.filter({ has: page.getByRole('heading', { name: 'Portugal', exact: true }) })
  await expect(portugal).toContainText(/Not eligible: your income is below the minimum of about \$[\d,]+ a month\./)
  // The answers are in order: every "You qualify" before every "Not eligible".
  const answers = await page.locator('.visa-eligibility').allTextContents()
  const lastQualify = answers.map((text) => text.startsWith('You qualify')).lastIndexOf(true)
  const firstNot = answers.findIndex((text) => text.startsWith('Not eligible'))
  expect(lastQualify).toBeLessThan(firstNot)
  // A German passport: EU/EEA programs are not for it.
  await page.goto('/nomad-visas?passport=DE&income=9000')
  await expect(portugal).toContainText('Not eligible: EU, EEA and Swiss citizens can live in Portugal without this visa')
  await expect(page.getByLabel('Your passport')).toHaveValue('Germany')
})

test("a member's country follows them to another browser", async ({ page, browser }) => {
  const email = `lives-in-${Date.now()}@e2e.example`
  await signUpAndConfirm(page, email, 'member-password')
  await page.goto('/jobs')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Where do you live?' }).selectOption({ label: 'Canada' })
  await expect(page).toHaveURL(/livesIn=CA/)

  // Another browser: no cookie, but the member signs in.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto('/auth')
  const form = other.getByRole('tabpanel', { name: 'Sign In' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill('member-password')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(other).toHaveURL((url) => url.pathname === '/')
  await other.goto('/jobs')
  await expect(other).toHaveURL(/livesIn=CA/)
  await expect(other.getByRole('combobox', { name: 'Where do you live?' })).toHaveValue('CA')
  await elsewhere.close()
})

