import { expect, type Page, test } from '@playwright/test'

import { jobsCounter as counter } from './support/counter'
import { signUpAndConfirm } from './support/member'

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
  await expect(counter(page)).not.toHaveText(`Showing 1–30 of ${everyJob} jobs`)
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

test('a remembered country is an active filter: its chip shows it, and removing it (or Clear All) shows every job and forgets it', async ({ page }) => {
  await page.goto('/jobs')
  await hydrated(page)
  const everyJob = await matching(page)
  await page.getByRole('combobox', { name: 'Where do you live?' }).selectOption({ label: 'Thailand' })
  await expect(page).toHaveURL(/livesIn=TH/)
  // Later, the board opens filtered by the remembered country, and says so.
  await page.goto('/jobs')
  await expect(page).toHaveURL(/livesIn=TH/)
  const chip = page.getByRole('link', { name: 'Remove Open to residents of Thailand' })
  await expect(chip).toBeVisible()
  await chip.click()
  await expect(page).not.toHaveURL(/livesIn/)
  await expect(counter(page)).toContainText(`of ${everyJob} jobs`)
  await page.goto('/jobs')
  await hydrated(page)
  await page.waitForTimeout(500)
  await expect(page).not.toHaveURL(/livesIn/)
  // Clear All clears it as well.
  await page.getByRole('combobox', { name: 'Where do you live?' }).selectOption({ label: 'Thailand' })
  await expect(page).toHaveURL(/livesIn=TH/)
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(page).not.toHaveURL(/livesIn/)
  await page.goto('/jobs')
  await hydrated(page)
  await page.waitForTimeout(500)
  await expect(page).not.toHaveURL(/livesIn/)
})

test('"Your hours" offers every time zone, not only the browser\'s own', async ({ page }) => {
  await page.goto('/jobs')
  await hydrated(page)
  const hours = page.getByRole('combobox', { name: 'Your hours' })
  await expect.poll(() => hours.locator('option').count()).toBeGreaterThan(300)
  await hours.selectOption({ label: '(UTC+9) Asia/Tokyo' })
  await expect(page).toHaveURL(/tz=Asia%2FTokyo/)
  await expect(page.getByRole('link', { name: 'Remove Your hours: Asia/Tokyo' })).toBeVisible()
  await expect(hours).toHaveValue('Asia/Tokyo')
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

test("a part-time job's hourly pay is a year's pay only for the hours it states; without hours it is no yearly pay", async ({ page }) => {
  // "Content Writer (Part-Time)", $35 - $50/hour, "around 20 hours per week": about $36k–52k a year, not $73k–104k.
  await page.goto('/jobs?q=Content+Writer')
  const writer = page.locator('main article').filter({ hasText: 'Content Writer (Part-Time)' })
  await expect(writer.locator('.job-tag-salary')).toHaveText(['$35 - $50/hour', '≈ $36k–52k/yr'])
  await page.goto('/jobs?minSalary=100000')
  await expect(page.locator('main article').filter({ hasText: 'Content Writer (Part-Time)' })).toHaveCount(0)
  // "Technical Writer (Contract)", $55 - $75/hour, "around 30 per week": ≈ $86k–117k a year.
  await page.goto('/jobs?q=Technical+Writer')
  await expect(page.locator('main article').filter({ hasText: 'Technical Writer (Contract)' }).locator('.job-tag-salary')).toHaveText(['$55 - $75/hour', '≈ $86k–117k/yr'])
  // "Instructional Designer (Contract)", $45 - $65/hour, states no hours: shown as hourly, with no yearly figure.
  await page.goto('/jobs?q=Instructional+Designer')
  const contract = page.locator('main article').filter({ hasText: 'Instructional Designer (Contract)' })
  await expect(contract.locator('.job-tag-salary')).toHaveText(['$45 - $65/hour'])
  await page.goto('/jobs?minSalary=50000&q=Instructional+Designer')
  await expect(page.locator('main article').filter({ hasText: 'Instructional Designer (Contract)' })).toHaveCount(0)
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

for (const javaScriptEnabled of [true, false]) {
  test(`/nomad-visas keeps a mistyped passport and the income, says which was not understood and offers the closest country (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/nomad-visas')
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Check my eligibility' }) })
    await form.getByLabel('Your passport').fill('Germny')
    await form.getByLabel('Your monthly income (US$)').fill('3000')
    await form.getByRole('button', { name: 'Check my eligibility' }).click()
    await expect(page).toHaveURL(/passport=Germny&income=3000/)
    const notice = page.getByRole('alert').filter({ hasText: 'We don’t know a country called “Germny”.' })
    await expect(notice).toContainText('Did you mean Germany?')
    await expect(form.getByLabel('Your passport')).toHaveValue('Germny')
    await expect(form.getByLabel('Your passport')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Your monthly income (US$)')).toHaveValue('3000')
    await notice.getByRole('link', { name: 'Germany' }).click()
    await expect(page).toHaveURL(/passport=DE&income=3000/)
    await expect(form.getByLabel('Your passport')).toHaveValue('Germany')
    await expect(page.getByRole('alert').filter({ hasText: 'We don’t know' })).toHaveCount(0)
    await expect(page.locator('.visa-eligibility').first()).toBeVisible()
    await context.close()
  })
}

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

