import { type Browser, expect, type Page, test } from '@playwright/test'

import { counted, jobsCounter } from './support/counter'
import { signUpAndConfirm } from './support/member'
import { fillEmployerForm, fillSubmitJobForm } from './support/postingForms'

// Issue 33, point 8: a visitor without JavaScript (or before it loads) searches, filters, sorts,
// saves a job, signs in, signs up and posts a job. Each step runs in a browser with JavaScript off.

const unique = () => Date.now().toString(36)

const withoutScripts = async (browser: Browser, width = 1280) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  })
  return { context, page: await context.newPage() }
}

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents()

test('without JavaScript /jobs sorts, searches and filters through plain GET forms, each landing on the listing’s own address', async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser)
  await page.goto('/jobs')
  const all = counted(await jobsCounter(page).textContent()).total

  // The sort and Apply: the address is the listing's own (no empty fields), the titles in order.
  await page.getByRole('combobox', { name: 'Sort jobs' }).selectOption({ label: 'Job Title A-Z' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/jobs' && url.search === '?sort=title')
  const titles = await cardTitles(page)
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))

  // A filter button leads to that filter on /jobs/filters: every choice a checkbox with its count.
  await page.getByRole('button', { name: 'Category' }).click()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/jobs/filters' && url.hash === '#filter-category',
  )
  await expect(page.getByRole('heading', { name: 'Filter remote jobs' })).toBeVisible()
  const categories = page.getByRole('group', { name: 'Category' })
  const first = categories.getByRole('checkbox').first()
  const label = (await categories.locator('label').first().textContent()) ?? ''
  const [, category, count] = /^(.*?)(\d+)$/.exec(label.trim()) ?? []
  expect(Number(count)).toBeGreaterThan(0)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title')
  await first.check()
  await page.getByRole('button', { name: 'Show jobs' }).click()
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('category') === category && url.searchParams.get('sort') === 'title',
  )
  await expect(jobsCounter(page)).toContainText(`of ${count} job`)
  await expect(page.getByRole('link', { name: `Remove Category: ${category}` })).toBeVisible()

  // Enter in the search sends it with the filter and the sort chosen.
  const word = titles[0]!.split(/\s+/)[0]!
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word)
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter')
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('q') === word &&
      url.searchParams.get('category') === category &&
      url.searchParams.get('sort') === 'title',
  )
  await expect(page.getByRole('link', { name: `Remove Search: ${word}` })).toBeVisible()
  expect(counted(await jobsCounter(page).textContent()).total).toBeLessThanOrEqual(Number(count))

  // Clear All is a link back to every job.
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(jobsCounter(page)).toContainText(`of ${all} job`)
  await context.close()
})

test('without JavaScript on a phone, Filters leads to every filter, the country and the hours included', async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser, 390)
  await page.goto('/jobs?category=Engineering')
  await page.getByRole('button', { name: 'Filters (1)' }).click()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/jobs/filters' && url.searchParams.get('category') === 'Engineering',
  )
  await expect(
    page.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /^Engineering/ }),
  ).toBeChecked()
  await page
    .getByRole('combobox', { name: 'Where do you live?' })
    .selectOption({ label: 'Thailand' })
  await page.getByRole('combobox', { name: 'Your hours' }).selectOption('Asia/Bangkok')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Show jobs' }).click()
  await expect(page).toHaveURL(
    (url) => url.search === '?category=Engineering&livesIn=TH&tz=Asia%2FBangkok',
  )
  await expect(
    page.getByRole('link', { name: 'Remove Open to residents of Thailand' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Remove Your hours: Asia/Bangkok' })).toBeVisible()
  await context.close()
})

test('without JavaScript a member signs in (a wrong password keeps the address), saves a job with its heart and removes it', async ({
  browser,
  page: withScripts,
}) => {
  const email = `no-js-${unique()}@e2e.example`
  const password = 'no-script-password'
  await signUpAndConfirm(withScripts, email, password)

  const { context, page } = await withoutScripts(browser)
  await page.goto('/jobs')
  const title = (await page.locator('main article h3').first().textContent())!
  // A visitor's heart leads to sign in, and back to the listing afterwards.
  await page.getByRole('button', { name: `Save ${title} to favorites` }).click()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('next') === '/jobs',
  )
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' })
  await signIn.getByLabel('Email').fill(email)
  await signIn.getByLabel('Password').fill('not-the-password')
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await expect(signIn.getByRole('alert')).toHaveText(/incorrect/i)
  await expect(signIn.getByLabel('Email')).toHaveValue(email)
  await signIn.getByLabel('Password').fill(password)
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/jobs' && url.search === '')

  // The heart saves the job and shows the member's favorites; there the heart removes it.
  await page.getByRole('button', { name: `Save ${title} to favorites` }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'favorites')
  await expect(page.locator('main article h3')).toHaveText([title])
  await page.getByRole('button', { name: `Remove ${title} from favorites` }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'favorites')
  await expect(page.locator('main article')).toHaveCount(0)
  await context.close()
})

test('without JavaScript a visitor creates an account from /auth?tab=sign-up and is told to confirm it', async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser)
  await page.goto('/auth')
  await page.getByRole('link', { name: 'New here? Create an account' }).click()
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' })
  const email = `no-js-sign-up-${unique()}@e2e.example`
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password').fill('short')
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  await expect(signUp.getByRole('alert')).toHaveText('Password must be at least 6 characters')
  await expect(signUp.getByLabel('Email')).toHaveValue(email)
  await signUp.getByLabel('Password').fill('a-long-enough-password')
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  await expect(
    page.getByText(
      `We sent a confirmation link to ${email}. Open it to confirm your address: that signs you in.`,
    ),
  ).toBeVisible()
  await context.close()
})

test('without JavaScript /submit-job posts (method POST, nothing in the address): one more press posts it, and a mistake comes back marked with everything typed', async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser)
  await page.goto('/submit-job')
  const title = `No Script Engineer ${unique()}`
  await fillSubmitJobForm(page, {
    company: 'Plain Forms Ltd',
    title,
    description:
      'Build pages that work for every visitor, with or without scripts, on any device or network.',
    url: `https://plain-forms.example/jobs/${unique()}`,
    locations: 'Worldwide',
  })
  await page.getByLabel('From').fill('90000')
  await page.getByLabel('To').fill('110000')
  await page.getByLabel('Time zones you hire in').selectOption('europe-africa')
  // Sent before any script could ask for the form's token: checked, kept, and one more press asked for.
  await page.getByRole('button', { name: 'Submit Job' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/submit-job' && url.search === '')
  await expect(
    page
      .getByRole('alert')
      .filter({
        hasText:
          'Almost done: please check your details, then press the button again to post your job.',
      }),
  ).toBeVisible()
  await expect(page.getByLabel('Job Title')).toHaveValue(title)
  await expect(page.getByLabel('Company Name')).toHaveValue('Plain Forms Ltd')
  await expect(page.getByLabel('Category')).toHaveValue('Engineering')
  await expect(page.getByLabel('From')).toHaveValue('90000')
  await expect(page.getByLabel('Time zones you hire in')).toHaveValue('europe-africa')
  // A person reads the page again before pressing: the token counts those seconds.
  await page.waitForTimeout(3_100)
  await page.getByRole('button', { name: 'Submit Job' }).click()
  await expect(page.getByRole('heading', { name: 'Job Posted Successfully!' })).toBeVisible()

  // The next post has a mistake: it comes back marked at its field, with everything typed.
  await page.getByRole('link', { name: 'Post Another Job' }).click()
  await expect(page.getByLabel('Job Title')).toHaveValue('')
  await fillSubmitJobForm(page, {
    company: 'Plain Forms Ltd',
    title: `${title} II`,
    description: 'x'.repeat(60),
    url: 'not a url',
    category: 'Design',
  })
  await page.getByRole('button', { name: 'Submit Job' }).click()
  await expect(page.getByText('Must be a valid URL').first()).toBeVisible()
  await expect(page.getByLabel('Job Application URL')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Job Title')).toHaveValue(`${title} II`)
  await expect(page.getByLabel('Category')).toHaveValue('Design')
  await expect(page.getByLabel('Job Application URL')).toHaveValue('not a url')

  // The first is listed, with the salary it was posted with.
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`)
  const card = page.locator('main article').filter({ hasText: title })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('90,000')
  await context.close()
})

test('without JavaScript /post-job posts too (nothing in the address): a mistake comes back with everything typed, and the fixed post is saved', async ({ browser }) => {
  const { context, page } = await withoutScripts(browser)
  await page.goto('/post-job')
  const email = `no-js-employer-${unique()}@e2e.example`
  const title = `Plain Forms Designer ${unique()}`
  const description = 'Design pages that read well for every visitor, with or without scripts, on any screen.'
  await fillEmployerForm(page, { company: 'Plain Forms Ltd', title, description: 'Too short', url: `https://plain-forms.example/design/${unique()}`, email })
  await page.getByLabel('Time zones you hire in').selectOption('americas')
  await page.getByRole('button', { name: /^(Submit|Post|Continue)/ }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/post-job' && url.search === '')
  await expect(page.getByLabel('Job Description')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Description must be at least 50 characters').first()).toBeVisible()
  await expect(page.getByLabel('Company Email')).toHaveValue(email)
  await expect(page.getByLabel('Job Title')).toHaveValue(title)
  await expect(page.getByLabel('Time zones you hire in')).toHaveValue('americas')
  // The page came back with a form token: the seconds a person takes to fix the text count.
  await page.getByLabel('Job Description').fill(description)
  await page.waitForTimeout(3_100)
  await page.getByRole('button', { name: /^(Submit|Post|Continue)/ }).click()
  const status = page.getByRole('status').filter({ hasText: title })
  await expect(status).toContainText(new RegExp(`Job #\\d+: ${title}`))
  await expect(page).toHaveURL((url) => url.search === '')
  await context.close()
})
