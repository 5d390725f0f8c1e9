import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { mailsInFolder, recipients } from '../tests/helpers/mailFolder'
import { E2E_ADMIN } from './support/environment'
import { E2E_MAIL_DIR } from './support/mail'
import { fillEmployerForm, openPostingForm } from './support/postingForms'

const unique = () => Date.now().toString(36)

/** The "Manage this job" link of the newest email to `to` (sending runs beside the request). */
const manageLinkFor = async (to: string) => {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await mailsInFolder(E2E_MAIL_DIR)).filter((mail) => recipients(mail).includes(to))
        link = String(mails.at(-1)?.html || '').match(/href="([^"]*\/employer\/open\?token=[^"]+)"/)?.[1]
        return link
      },
      { message: `an email with a manage link to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy()
  return link!
}

const shoot = async (page: Page, name: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
  }
}

test('an employer opens the link from their email, fixes a typo, sees the views and clicks, and closes the job as filled', async ({ page, browser, request }) => {
  const email = `hiring-${unique()}@delta.example`
  const typo = `Senoir Platform Engineer ${unique()}`
  const fixed = typo.replace('Senoir', 'Senior')
  await openPostingForm(page, '/post-job')
  await fillEmployerForm(page, {
    company: 'Delta Remote',
    title: typo,
    description: 'Build and run the platform of a fully remote company, with a team spread over three continents.',
    url: `https://delta.example/careers/${unique()}`,
    email,
  })
  await page.getByLabel('From').fill('90000')
  await page.getByLabel('To').fill('110000')
  await page.getByLabel('Currency').selectOption('EUR')
  await page.getByLabel('Other pay details').fill('+ equity')
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Submit and Confirm by Email' }).click()
  // The post's own status: the footer's newsletter form has one too once the pointer reaches it
  // (the page grows shorter as the form gives way to the confirmation).
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /Job #\d+/ })).toBeVisible()
  const link = await manageLinkFor(email)

  // The employer opens the link on another device: no password, their job's page.
  const device = await browser.newContext()
  const employer = await device.newPage()
  await employer.goto(link)
  await expect(employer).toHaveURL(/\/employer\/jobs\/\d+$/)
  await expect(employer.getByRole('heading', { name: typo })).toBeVisible()
  const jobId = Number(employer.url().split('/').pop())

  // The post is confirmed (if it was held) and approved, so it is listed.
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const admin = { Authorization: `JWT ${token}` }
  const stored = await (await request.get(`/api/jobs/${jobId}?depth=0`, { headers: admin })).json()
  if (stored.reviewStatus === 'awaiting-confirmation') {
    const confirm = (await mailsInFolder(E2E_MAIL_DIR))
      .filter((mail) => recipients(mail).includes(email))
      .map((mail) => String(mail.html || '').match(/href="([^"]*\/post-job\/confirm\?token=[^"]+)"/)?.[1])
      .find(Boolean)!
    await employer.goto(confirm.replace(/&amp;/g, '&'))
    await employer.getByRole('button', { name: /^Confirm/ }).click()
    await expect(employer.getByText(/Your job posting is confirmed|Your job is listed now/)).toBeVisible()
  }
  expect((await request.post(`/api/jobs/${jobId}/approve`, { headers: admin })).status()).toBe(200)
  const slug = (await (await request.get(`/api/jobs/${jobId}?depth=0`, { headers: admin })).json()).slug as string

  // The employer fixes the typo with the posting form, filled with the job as it is.
  await employer.goto(`/employer/jobs/${jobId}`)
  await expect(employer.getByText('Listed', { exact: false }).first()).toBeVisible()
  await expect(employer.getByLabel('Job Title')).toHaveValue(typo)
  // The salary is in the form as the card shows it, so saving another change keeps it.
  await expect(employer.getByLabel('Other pay details')).toHaveValue('€90,000 - €110,000 a year, + equity')
  await employer.getByLabel('Job Title').fill(fixed)
  await employer.getByRole('button', { name: 'Save changes' }).click()
  await expect(employer.getByText('Your changes are saved and listed, and a moderator reviews them within 24 hours.')).toBeVisible()
  await expect(employer.getByRole('heading', { name: fixed })).toBeVisible()
  // A job seeker of their own reads the job and clicks Apply (the company's site is stubbed).
  const seeker = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${Date.now() % 250}` } })
  await seeker.route('https://delta.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><h1>Delta careers</h1>' }))
  const reader = await seeker.newPage()
  const viewed = reader.waitForResponse((answer) => answer.url().endsWith('/api/job-views'))
  await reader.goto(`/jobs/${slug}`)
  await expect(reader.getByRole('heading', { name: fixed })).toBeVisible()
  await expect(reader.getByText('€90,000 - €110,000 a year, + equity').first()).toBeVisible()
  expect((await viewed).status()).toBe(204)
  const [careers] = await Promise.all([seeker.waitForEvent('page'), reader.getByRole('link', { name: /Apply for this job/ }).click()])
  await expect(careers.getByRole('heading', { name: 'Delta careers' })).toBeVisible()
  await seeker.close()

  // The employer sees the view and the click on the job's chart and in the list.
  await expect
    .poll(
      async () => {
        await employer.goto(`/employer/jobs/${jobId}`)
        return employer.getByRole('figure').locator('figcaption').innerText()
      },
      { timeout: 15_000 },
    )
    .toMatch(/Views\s*1\b[\s\S]*Apply clicks\s*1\b/)
  await expect(employer.getByRole('row', { name: /Direct/ })).toContainText('1')

  // The moderator sees what changed in the review queue.
  const staff = await browser.newContext()
  const moderator = await staff.newPage()
  await moderator.goto('/admin/login')
  await moderator.getByLabel('Email').fill(E2E_ADMIN.email)
  await moderator.getByLabel('Password').fill(E2E_ADMIN.password)
  await moderator.getByRole('button', { name: 'Login' }).click()
  await expect(moderator).toHaveURL(/\/admin$/)
  await moderator.goto('/admin/review-queue')
  const entry = moderator.getByRole('listitem').filter({ hasText: fixed })
  await expect(entry.getByText(/Edited by its employer/)).toBeVisible()
  await expect(entry.getByRole('row', { name: /Job Title/ })).toContainText(typo)
  await staff.close()

  // The employer's list holds the job; the pages fit a phone and a desktop.
  await employer.goto('/employer')
  await expect(employer.getByRole('link', { name: fixed })).toBeVisible()
  await shoot(employer, 'employer-list')
  await employer.goto(`/employer/jobs/${jobId}`)
  await shoot(employer, 'employer-job')
  for (const path of ['/employer', `/employer/jobs/${jobId}`]) {
    await employer.goto(path)
    const { violations } = await new AxeBuilder({ page: employer }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => `${path} ${violation.id}`)).toEqual([])
  }

  // Without JavaScript, the employer closes the job as filled.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await device.storageState() })
  const plain = await noScript.newPage()
  await plain.goto(`/employer/jobs/${jobId}`)
  await plain.getByRole('button', { name: 'Close as filled' }).click()
  await expect(plain.getByText('The job is closed as filled')).toBeVisible()
  await expect(plain.getByRole('button', { name: 'Reopen the job' })).toBeVisible()
  await noScript.close()
  await expect.poll(async () => (await request.get(`/jobs/${slug}`)).status(), { timeout: 15_000 }).toBe(410)
  await page.goto(`/jobs/${slug}`)
  await expect(page.getByRole('heading', { name: 'This position has been filled.' })).toBeVisible()
  await device.close()
})

test('/employer answers every address alike, and a link that is not valid says so', async ({ page }) => {
  await page.goto('/employer?link=expired')
  await expect(page.getByText('This link has expired. Ask for a new one below')).toBeVisible()
  await shoot(page, 'employer-sign-in')
  await page.getByLabel('The email you posted with').fill(`nobody-${unique()}@nowhere.example`)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByText('If this address has posted a job on Remote Passport, we have emailed it a sign-in link.')).toBeVisible()
  await page.goto('/employer/open?token=made-up')
  await expect(page).toHaveURL(/\/employer\?link=invalid$/)
  await expect(page.getByText('This link is not valid')).toBeVisible()
  // Someone else's job page is not found, signed in or not.
  const response = await page.goto('/employer/jobs/1')
  expect(page.url()).toMatch(/\/employer\?link=ended$/)
  expect(response?.status()).toBe(200)
})
