import { expect, type Page, test } from '@playwright/test'

import { SEED_COMPANIES, SEED_DEMO_JOBS, seedCompaniesMatching } from './support/seedData'

const openJobs = (category: string) =>
  SEED_DEMO_JOBS.filter((job) => job.category === category).length

const TILES = [
  ['Engineering', 'Engineering'],
  ['Marketing', 'Marketing'],
  ['Design', 'Design'],
  ['Product', 'Product'],
  ['Sales', 'Sales'],
  ['Support', 'Customer Support'],
  ['Operations', 'Operations'],
  ['Data', 'Data'],
] as const

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))

test.describe('home', () => {
  test('the hero search goes to /jobs with the keywords as q', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Remote Passport: your passport to global remote jobs')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const search = page.getByPlaceholder('Job title, keyword, or company...', { exact: true })
    await search.fill('react developer')
    await page.getByRole('button', { name: 'Search Jobs' }).click()
    await page.waitForURL(/\/jobs\?q=react\+developer$/)
  })

  test('the quick buttons and the eight category tiles filter the jobs by category', async ({
    page,
  }) => {
    await page.goto('/')
    const quick = page.getByRole('navigation', { name: 'Popular searches' }).getByRole('link')
    await expect(quick).toHaveText(['Engineering', 'Marketing', 'Design', 'Product', 'Support'])
    expect(await hrefs(page, 'nav[aria-label="Popular searches"] a')).toEqual([
      '/jobs?category=Engineering',
      '/jobs?category=Marketing',
      '/jobs?category=Design',
      '/jobs?category=Product',
      '/jobs?category=Customer+Support',
    ])

    const categories = page.getByRole('region', { name: 'Popular Job Categories' })
    const tiles = categories.getByRole('link')
    await expect(tiles).toHaveCount(8)
    for (const [index, [label, category]] of TILES.entries()) {
      const tile = tiles.nth(index)
      await expect(tile).toHaveAttribute('href', `/jobs?${new URLSearchParams({ category })}`)
      const count = openJobs(category)
      await expect(tile).toHaveText(`${label}${count} open job${count === 1 ? '' : 's'}`)
    }
  })

  test('shows the first 6 companies and View All with the total', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Remote-First Companies' })
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(6)
    await expect(
      section.getByRole('link', { name: `View All ${SEED_COMPANIES.length} Companies` }),
    ).toHaveAttribute('href', '/companies')

    const first = cards.first()
    const name = await first.getByRole('heading').textContent()
    const company = SEED_COMPANIES.find((c) => c.name === name)!
    expect(company, 'the first card is a seeded company').toBeTruthy()
    await expect(first).toContainText(company.industry)
    await expect(first).toContainText(company.hiringRegions)
    await expect(first).toContainText(company.scheduleType)
    await expect(first.getByRole('listitem')).toHaveText(company.roles.slice(0, 3))
    await expect(first.getByRole('link', { name: /^View Profile/ })).toHaveAttribute(
      'href',
      `/company/${company.id}`,
    )
    const jobs = first.getByRole('link', { name: /^View Jobs/ })
    await expect(jobs).toHaveAttribute('href', company.hiringLink)
    await expect(jobs).toHaveAttribute('target', '_blank')
    await expect(jobs).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('shows the stats band of the spec', async ({ page }) => {
    await page.goto('/')
    const stats = page.getByRole('region', { name: 'Remote Passport in numbers' })
    for (const text of [
      '200+',
      'Remote Companies',
      'Global',
      'Hiring Regions',
      '100%',
      'Remote Positions',
      'Fresh',
      'Updated Daily',
    ]) {
      await expect(stats.getByText(text, { exact: true })).toBeVisible()
    }
  })

  test('the newsletter form thanks the subscriber and clears the field', async ({ page }) => {
    await page.goto('/')
    const newsletter = page.getByRole('region', { name: 'Get Remote Jobs in Your Inbox' })
    const email = newsletter.getByLabel('Email address')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('required', '')

    // A mistyped address is said to be wrong where the answer appears, and stays to be fixed.
    await email.fill('not-an-email')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(newsletter.getByRole('status')).toHaveText('Please enter a valid email address.')
    await expect(email).toHaveValue('not-an-email')

    await email.fill('nomad@example.com')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(newsletter.getByRole('status')).toHaveText(
      'Thanks for subscribing! Check your email for confirmation.',
    )
    await expect(email).toHaveValue('')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('company directory', () => {
  test('lists every company, 48 to a page', async ({ page }) => {
    await page.goto('/companies')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Remote-First Companies' }),
    ).toBeVisible()
    await expect(page.getByText(/230\+ remote-first companies/)).toBeVisible()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing 1–48 of ${SEED_COMPANIES.length} companies`)
    await expect(page.getByRole('region', { name: 'Companies' }).getByRole('article')).toHaveCount(
      48,
    )
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('href', '/companies?page=2')
  })

  test('the search narrows the list as the user types', async ({ page }) => {
    await page.goto('/companies')
    const expected = seedCompaniesMatching('security')
    expect(expected.length).toBeGreaterThan(0)
    await page.getByRole('searchbox', { name: /Search companies/ }).fill('SECURITY')
    await expect(page).toHaveURL(/\/companies\?q=SECURITY$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing ${expected.length} of ${expected.length} companies`)
    const cards = page.getByRole('region', { name: 'Companies' }).getByRole('article')
    await expect(cards).toHaveCount(expected.length)
    const shown = await cards.getByRole('heading').allTextContents()
    expect(shown.sort()).toEqual(expected.map((c) => c.name).sort())
  })

  test('the search matches hiring regions, and page links keep it', async ({ page }) => {
    const expected = seedCompaniesMatching('global')
    expect(expected.length).toBeGreaterThan(48)
    await page.goto('/companies?q=GLOBAL')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing 1–48 of ${expected.length} companies`)
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL(/\/companies\?q=GLOBAL&page=2$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing 49–${Math.min(96, expected.length)} of ${expected.length} companies`)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the search is a plain GET form', async ({ page }) => {
      const expected = seedCompaniesMatching('europe')
      await page.goto('/companies')
      await page.getByRole('searchbox', { name: /Search companies/ }).fill('Europe')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(/\/companies\?q=Europe$/)
      await expect(page.getByRole('main').getByRole('status')).toHaveText(expected.length > 48 ? `Showing 1–48 of ${expected.length} companies` : `Showing ${expected.length} of ${expected.length} companies`)
    })
  })
})

test.describe('company profile', () => {
  const gitlab = SEED_COMPANIES.find((c) => c.id === 'gitlab')!
  const gitlabJob = SEED_DEMO_JOBS.find((job) => job.company_name === 'GitLab')!

  test('shows every panel of the spec', async ({ page }) => {
    await page.goto('/company/gitlab')
    await expect(page).toHaveTitle('GitLab: Remote Jobs and Remote Work · Remote Passport')
    await expect(page.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute(
      'href',
      '/companies',
    )
    await expect(page.getByRole('heading', { level: 1, name: 'GitLab' })).toBeVisible()
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) })
    for (const text of [gitlab.industry, gitlab.hiringRegions, gitlab.scheduleType]) {
      await expect(header.getByText(text, { exact: true })).toBeVisible()
    }
    const positions = page.getByRole('link', { name: /^View Open Positions/ })
    await expect(positions).toHaveAttribute('href', gitlab.hiringLink)
    await expect(positions).toHaveAttribute('target', '_blank')
    await expect(positions).toHaveAttribute('rel', 'noopener noreferrer')

    const roles = page.getByRole('region', { name: 'Typical Remote Roles' }).getByRole('listitem')
    await expect(roles).toHaveText(gitlab.roles)

    const about = page.getByRole('region', { name: 'About Remote Work at GitLab' })
    await expect(about).toContainText(
      'GitLab is a remote-first Developer Tools company that hires globally.',
    )

    const info = page.getByRole('region', { name: 'Company Info' })
    for (const [label, value] of [
      ['Industry', gitlab.industry],
      ['Hiring Regions', gitlab.hiringRegions],
      ['Schedule', gitlab.scheduleType],
    ]) {
      await expect(info.getByRole('term').filter({ hasText: label })).toBeVisible()
      await expect(info.getByRole('definition').filter({ hasText: value })).toBeVisible()
    }

    const apply = page.getByRole('region', { name: 'Ready to Apply?' })
    const careers = apply.getByRole('link', { name: /^Careers Page/ })
    await expect(careers).toHaveAttribute('href', gitlab.hiringLink)
    await expect(careers).toHaveAttribute('target', '_blank')

    const jobs = page.getByRole('region', { name: 'Open jobs on Remote Passport' })
    const job = jobs.getByRole('link', { name: gitlabJob.job_title })
    await expect(job).toHaveAttribute('href', /^\/jobs\/[a-z0-9-]+$/)
    await expect(jobs.getByRole('listitem')).toContainText(['Full-Time'])
    await expect(jobs.getByRole('link', { name: /^See all/ })).toHaveAttribute(
      'href',
      '/jobs?company=GitLab',
    )
  })

  test('says so when the company has no open jobs on the board', async ({ page }) => {
    const quiet = SEED_COMPANIES.find(
      (c) => !SEED_DEMO_JOBS.some((job) => job.company_name === c.name),
    )!
    await page.goto(`/company/${encodeURIComponent(quiet.id)}`)
    const jobs = page.getByRole('region', { name: 'Open jobs on Remote Passport' })
    await expect(jobs).toContainText(`${quiet.name} has no open jobs on Remote Passport right now.`)
    await expect(jobs.getByRole('link')).toHaveCount(0)
  })

  test('opens ids that keep punctuation of the name', async ({ page }) => {
    for (const id of ['aha!', 'cal.com']) {
      const response = await page.goto(`/company/${id}`)
      expect(response?.status(), id).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        SEED_COMPANIES.find((c) => c.id === id)!.name,
      )
    }
  })

  test('/companies/{id} shows the same profile with /company/{id} as canonical', async ({
    page,
  }) => {
    const response = await page.goto('/companies/gitlab')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'GitLab' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Company Info' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/[^/]+\/company\/gitlab$/,
    )
  })

  for (const path of ['/company/no-such-company', '/companies/no-such-company']) {
    test(`an unknown id shows Company Not Found with status 404 (${path})`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Company Not Found' })).toBeVisible()
      await expect(page).toHaveTitle('Company Not Found · Remote Passport')
      await page.getByRole('link', { name: 'Back to Companies' }).click()
      await expect(page).toHaveURL(/\/companies$/)
    })
  }
})
