import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'
import { mailsInFolder, recipients } from '../tests/helpers/mailFolder'
import { E2E_MAIL_DIR, linkFromNewestMail } from './support/mail'
import { fillEmployerForm, fillSubmitJobForm, openPostingForm } from './support/postingForms'

const unique = () => Date.now().toString(36)

test('/submit-job shows each error, then posts the fixed job, which is listed', async ({ page }) => {
  const title = `Remote Staff Engineer ${unique()}`
  await openPostingForm(page, '/submit-job')
  await expect(page.getByRole('heading', { name: 'Post a Remote Job' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit Job' })).toBeEnabled()

  await page.getByLabel('Company Name').fill('A')
  await page.getByLabel('Job Title').fill('QA')
  await page.getByLabel('Job Description').fill('Too short')
  await page.getByLabel('Job Application URL').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Submit Job' }).click()
  for (const message of [
    'Company name must be at least 2 characters',
    'Job title must be at least 3 characters',
    'Description must be at least 50 characters',
    'Please select a job type',
    'Please select a schedule type',
    'Please select an education level',
    'Please select a category',
    'Please specify hiring locations',
    'URL must start with http:// or https://',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('9 / 2000 characters (minimum 50)')).toBeVisible()

  // Fixing a field clears its message as the user types (validated again on every change).
  await page.getByLabel('Company Name').fill('Acme Remote')
  await expect(page.getByText('Company name must be at least 2 characters')).toHaveCount(0)
  await page.getByLabel('Job Title').fill(title)
  const description = 'Lead the reliability of a platform used by remote teams in more than 80 countries.'
  await page.getByLabel('Job Description').fill(description)
  await expect(page.getByText(`${description.length} / 2000 characters (minimum 50)`)).toBeVisible()
  await page.getByLabel('Job Type').selectOption('Full-Time')
  await page.getByLabel('Schedule Type').selectOption('Flexible')
  await page.getByLabel('Education Level').selectOption('Not Required')
  await page.getByLabel('Category').selectOption('Engineering')
  await page.getByLabel('Hiring Locations').fill(' Worldwide , ')
  await page.getByLabel('Job Application URL').fill(`https://jobs.acme.example/${unique()}`)
  // The optional salary: a range, its currency and period, and words for the rest.
  await page.getByLabel('From', { exact: true }).fill('90000')
  await page.getByLabel('To', { exact: true }).fill('80000')
  await page.getByLabel('Currency').selectOption('EUR')
  await page.getByLabel('Other pay details').fill('+ equity')
  // A person takes a few seconds to fill the form; faster than that reads as a bot.
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Submit Job' }).click()
  // A maximum below the minimum is refused by the server, by its field; nothing typed is lost.
  await expect(page.locator('#salary_max-error')).toHaveText('The maximum must not be less than the minimum')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('90000')
  await page.getByLabel('To', { exact: true }).fill('110000')
  await page.getByRole('button', { name: 'Submit Job' }).click()

  await expect(page.getByText('Your job posting has been submitted successfully.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Job Posted Successfully!' })).toBeVisible()
  // The site lists posts at once and reviews after (its setting): the screen says that, not "on its way".
  await expect(page.getByText('Thanks for sharing a remote role. Your job is listed now, and a moderator reviews it within 24 hours.')).toBeVisible()
  await page.getByRole('link', { name: 'View All Jobs' }).click()
  await expect(page).toHaveURL(/\/jobs$/)
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title)
  await expect(page.locator('main article h3')).toHaveText([title])
  // The card shows the salary as posted, and beside it in dollars a year.
  await expect(page.locator('main article .job-tag-salary').first()).toHaveText('€90,000 - €110,000 a year, + equity')
  await expect(page.locator('main article .job-tag-salary').nth(1)).toHaveText(/^≈ \$\d+k–\d+k\/yr$/)
})

test('a form sent within seconds (autofill) asks to confirm and keeps every field; Post Another Job returns an empty form', async ({ page }) => {
  await page.goto('/submit-job')
  await expect(page.getByRole('button', { name: 'Submit Job' })).toBeEnabled()
  const title = `Support Lead ${unique()}`
  await fillSubmitJobForm(page, {
    company: 'Beta Co',
    title,
    description: 'Help customers across time zones with kindness, clear writing and patience.',
    type: 'Part-Time',
    schedule: 'Time-Zone Overlap',
    education: 'High School',
    category: 'Customer Support',
    locations: 'Europe',
    url: `https://beta.example/jobs/${unique()}`,
  })
  // Sent at once, as autofill allows: not dropped behind a success screen, but asked to confirm.
  await page.getByRole('button', { name: 'Submit Job' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That was quick! Please check your details and press the button again to post your job.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Job Posted Successfully!' })).toHaveCount(0)
  await expect(page.getByLabel('Job Title')).toHaveValue(title)
  await page.getByRole('button', { name: 'Submit Job' }).click()
  await expect(page.getByRole('heading', { name: 'Job Posted Successfully!' })).toBeVisible()
  await page.getByRole('button', { name: 'Post Another Job' }).click()
  await expect(page.getByLabel('Company Name')).toHaveValue('')
  await expect(page.getByLabel('Job Title')).toHaveValue('')
})

test('/post-job records a job with the chosen plan for review; a moderator approves it and it is listed', async ({ page, browser, request }) => {
  const title = `Head of Remote Operations ${unique()}`
  const email = `hiring-${unique()}@gamma.example`
  await openPostingForm(page, '/post-job')
  // Payments are off here: every post waits for a moderator, and the page promises no more.
  await expect(page.getByText('A moderator checks every posting before it is listed, so candidates trust what they read.')).toBeVisible()
  await expect(page.getByText(/Listed at once/)).toHaveCount(0)
  // Other journeys may have taken the free places: the banner says which it is.
  const special = page.getByRole('note').filter({ hasText: 'Launch Special' })
  await expect(special).toHaveText(/^Launch Special: First 10 employers post FREE!\d+ of 10 free places left\.$|^The Launch Special is over: all 10 free places are taken\.Choose a plan below for your post\.$/)
  const freePlaces = Number((await special.textContent())?.match(/(\d+) of 10 free places left/)?.[1] ?? 0)
  await expect(page.getByRole('heading', { name: 'Starter Post' })).toBeVisible()
  await expect(page.getByText('Most Popular')).toBeVisible()
  const bundle = page.locator('article').filter({ hasText: 'Launch Bundle' })
  await expect(bundle.getByText('$199')).toBeVisible()
  await bundle.getByRole('button', { name: 'Select Plan' }).click()
  await expect(bundle.getByRole('button', { name: 'Selected' })).toBeVisible()

  await fillEmployerForm(page, {
    company: 'Gamma Labs',
    title,
    description: 'Run the operations of a fully remote company of 200 people spread over four continents.',
    url: `https://gamma.example/careers/${unique()}`,
    email,
  })
  await page.waitForTimeout(3000)
  // Payments are off on this site: a chosen plan waits for the address while free places are open, else is invoiced.
  await page.getByRole('button', { name: freePlaces > 0 ? 'Submit and Confirm by Email' : 'Submit and Get an Invoice' }).click()
  const terms = freePlaces > 0
    ? 'Plan: Launch Bundle. It is free: you are one of our first 10 employers (Launch Special), so there is nothing to pay.'
    : `Plan: Launch Bundle ($199). Online payment is not available yet: our team will send an invoice for $199 to ${email}.`
  if (freePlaces > 0) {
    // A free place is open: the post waits for the address to confirm it, and the screen says so
    // without telling anything the address would be entitled to.
    await expect(page.getByText('Your job posting is saved. Confirm it from your email to continue.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Your job posting is saved' })).toContainText(`We sent a link to ${email}: open it within 7 days to confirm this post`)
    await expect(page.getByRole('status').filter({ hasText: 'Your job posting is saved' })).not.toContainText('Plan: Launch Bundle')
    // The screen names the job as posted; the email names it by its reference, never by the text typed.
    const shown = page.getByText(new RegExp(`^Job #(\\d+): ${title}$`))
    await expect(shown).toBeVisible()
    const jobId = (await shown.textContent())?.match(/#(\d+)/)?.[1]
    const link = await linkFromNewestMail(email, 'Confirm your job posting on Remote Passport', '/post-job/confirm')
    const mail = (await mailsInFolder(E2E_MAIL_DIR)).filter((m) => recipients(m).includes(email)).at(-1)!
    expect(mail.text).toMatch(new RegExp(`Reference: job #${jobId}, received \\w+ \\d+, \\d{4}\\.`))
    expect(mail.text).toContain('This email never repeats what was typed in the form')
    expect(mail.text).not.toContain(title)
    // The owner opens the link (JavaScript off, as in a strict mail client's browser): the page says
    // what it costs, and its button confirms the post; opening the link alone changed nothing.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const owner = await noScript.newPage()
    await owner.goto(link)
    await expect(owner.getByRole('heading', { name: 'Confirm your job posting' })).toBeVisible()
    await expect(owner.getByText(terms)).toBeVisible()
    await owner.getByRole('button', { name: 'Confirm and publish' }).click()
    // Without JavaScript the page comes back rendered afresh: the post is confirmed, in review.
    await expect(owner.getByRole('heading', { name: 'This post is confirmed' })).toBeVisible()
    await expect(owner.getByText('What happens next: a moderator reviews every posting within 24 hours.')).toBeVisible()
    await noScript.close()
  } else {
    await expect(page.getByText('Job posting submitted!', { exact: true })).toBeVisible()
    // Payments are off: the post waits for the invoice and a moderator, and the screen says so.
    await expect(page.getByText('A moderator reviews your job within 24 hours, and it is listed once approved.')).toBeVisible()
    await expect(page.getByRole('status').getByText(terms)).toBeVisible()
    await expect(page.getByText(`We emailed these details, with the job's reference number, to ${email}: confirm your email with the link in it`)).toBeVisible()
    // The screen names the job as posted; the email names it by its reference, never by the text typed.
    const shown = page.getByText(new RegExp(`^Job #(\\d+): ${title}$`))
    await expect(shown).toBeVisible()
    const jobId = (await shown.textContent())?.match(/#(\d+)/)?.[1]
    const link = await linkFromNewestMail(email, 'Confirm your email for Remote Passport', '/post-job/confirm')
    const mail = (await mailsInFolder(E2E_MAIL_DIR)).filter((m) => recipients(m).includes(email)).at(-1)!
    expect(mail.text).toContain(terms.replace(email, 'this address'))
    expect(mail.text).toContain('What happens next: a moderator reviews every posting within 24 hours.')
    expect(mail.text).toMatch(new RegExp(`Reference: job #${jobId}, received \\w+ \\d+, \\d{4}\\.`))
    expect(mail.text).toContain('This email never repeats what was typed in the form')
    expect(mail.text).not.toContain(title)
    await page.goto(link)
    await page.getByRole('button', { name: 'Confirm my email' }).click()
    await expect(page.getByText('Your email is confirmed: we will email you when your job posting has been reviewed.')).toBeVisible()
  }

  const listed = async () => (await (await request.get(`/api/jobs?where[job_title][equals]=${encodeURIComponent(title)}`)).json()).totalDocs
  expect(await listed()).toBe(0)

  // A moderator (made by the admin) reviews it in the admin panel.
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const moderator = { email: `moderator-${unique()}@e2e.example`, password: 'moderator-password' }
  const created = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { ...moderator, roles: ['moderator'] } })
  expect(created.status()).toBe(201)

  const staff = await browser.newContext()
  const admin = await staff.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(moderator.email)
  await admin.getByLabel('Password').fill(moderator.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  const banner = admin.locator('div').filter({ has: admin.getByText(/^\d+ jobs? waiting for review\.$/) }).last()
  await expect(banner).toBeVisible()
  await banner.getByRole('link', { name: 'Review queue' }).click()
  await expect(admin.getByRole('heading', { name: 'Review queue' })).toBeVisible()
  const entry = admin.locator('li').filter({ hasText: title })
  await expect(entry).toContainText('not listed until approved')
  await entry.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText(`Approved ${title}`)).toBeVisible()
  await expect(admin.locator('li').filter({ hasText: title })).toHaveCount(0)
  await staff.close()

  expect(await listed()).toBe(1)
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`)
  await expect(page.locator('main article h3')).toHaveText([title])
})
