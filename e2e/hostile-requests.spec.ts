import { readFileSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'
import { enlargePdf } from './support/largePdf'
import { fillEmployerForm, fillSubmitJobForm, openPostingForm } from './support/postingForms'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const MB = 1024 * 1024

/** What an attacker would add to a posting form's server action: every field the server owns. */
const SERVER_FIELDS = {
  posted_date: '2099-01-01T00:00:00.000Z',
  createdAt: '2099-01-01T00:00:00.000Z',
  slug: 'pinned-forever',
  is_active: true,
  reviewStatus: 'approved',
  isDemo: true,
  expiresAt: '2099-12-31T00:00:00.000Z',
  plan: 2,
  freeLaunchSpecial: true,
  contactEmailConfirmed: true,
  linkStatus: 'valid',
}

/** Rewrites the form values (the first argument) of the page's next server action call. */
const tamperWithServerAction = async (page: Page, path: string, extra: Record<string, unknown>) => {
  await page.route(`**${path}`, async (route) => {
    const request = route.request()
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback()
    const args = JSON.parse(request.postData() ?? '[]') as unknown[]
    args[0] = { ...(args[0] as object), ...extra }
    await route.continue({ postData: JSON.stringify(args) })
  })
}

const staffJobNamed = async (page: Page, title: string) => {
  const { token } = await (await page.request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const found = await page.request.get(`/api/jobs?where[job_title][equals]=${encodeURIComponent(title)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  return (await found.json()).docs[0]
}

test('the /submit-job action ignores every server-owned field a tampered request adds', async ({ page }) => {
  const title = `Tampered Submit ${unique()}`
  await tamperWithServerAction(page, '/submit-job', SERVER_FIELDS)
  await openPostingForm(page, '/submit-job')
  await expect(page.getByRole('button', { name: 'Submit Job' })).toBeEnabled()
  await fillSubmitJobForm(page, {
    company: 'Pinned Co',
    title,
    description: 'A job that tries to stay at the top of every list until the end of the century.',
    url: `https://pinned.example/${unique()}`,
  })
  await page.waitForTimeout(3000)
  const started = Date.now()
  await page.getByRole('button', { name: 'Submit Job' }).click()
  await expect(page.getByRole('heading', { name: 'Job Posted Successfully!' })).toBeVisible()

  const job = await staffJobNamed(page, title)
  expect(Math.abs(new Date(job.posted_date).getTime() - started)).toBeLessThan(5 * 60_000)
  expect(new Date(job.expiresAt).getFullYear()).toBeLessThan(2099)
  expect(job).toMatchObject({ reviewStatus: 'pending', isDemo: false, plan: null, freeLaunchSpecial: false, linkStatus: 'unchecked' })
  expect(job.slug).toMatch(/^tampered-submit-/)
})

test('the /post-job action ignores them too: the job waits, unlisted, for its address to confirm it', async ({ page }) => {
  const title = `Tampered Employer ${unique()}`
  await tamperWithServerAction(page, '/post-job', SERVER_FIELDS)
  await openPostingForm(page, '/post-job')
  await fillEmployerForm(page, {
    company: 'Pinned Labs',
    title,
    description: 'Another job that would like to skip review and stay listed for seventy years.',
    url: `https://pinned.example/careers/${unique()}`,
    email: `hiring-${unique()}@pinned.example`,
  })
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Submit and Confirm by Email' }).click()
  // No plan: held for the address, whatever the request said of review, plan or the launch special.
  await expect(page.getByText('Your job posting is saved. Confirm it from your email to continue.')).toBeVisible()
  await expect(page.getByText(/We sent a link to hiring-.*@pinned\.example: open it within 7 days/)).toBeVisible()

  const job = await staffJobNamed(page, title)
  expect(job).toMatchObject({ is_active: false, reviewStatus: 'awaiting-confirmation', isDemo: false, plan: null, freeLaunchSpecial: false, contactEmailConfirmed: false })
  expect(new Date(job.posted_date).getFullYear()).toBeLessThan(2099)
})

test('a resume of 19 MB is read; one over 20 MB and over-long JSON bodies answer 413', async ({ request }) => {
  const pdf = enlargePdf(readFileSync('tests/fixtures/resume.pdf'), 19 * MB)
  const upload = (file: Buffer, name: string) => request.post('/api/ai/parse-resume', { multipart: { file: { name, mimeType: 'application/pdf', buffer: file } } })

  const read = await upload(pdf, 'resume-19mb.pdf')
  expect(read.status()).toBe(200)
  expect((await read.json()).text).toContain('Jordan Rivera')

  const tooLarge = await upload(enlargePdf(readFileSync('tests/fixtures/resume.pdf'), 21 * MB), 'resume-21mb.pdf')
  expect(tooLarge.status()).toBe(413)
  expect(await tooLarge.json()).toEqual({ error: 'Please upload a file smaller than 20MB.', title: 'File Too Large' })

  const hugeJob = await request.post('/api/jobs', { headers: { 'Content-Type': 'application/json' }, data: JSON.stringify({ job_description: 'x'.repeat(3 * MB) }) })
  expect(hugeJob.status()).toBe(413)
  expect((await hugeJob.json()).errors[0].message).toBe('The request body is too large: at most 2 MB.')

  const hugeLetter = await request.post('/api/ai/generate-cover-letter', { data: { jobDescription: 'x'.repeat(300 * 1024), companyName: 'Acme', jobTitle: 'Engineer' } })
  expect(hugeLetter.status()).toBe(413)
  expect((await hugeLetter.json()).error).toBe('This request is too large. Please shorten your text and try again.')
})

test('hostile requests answer 4xx with a clear message, never 500', async ({ request, baseURL }) => {
  for (const path of ['/jobs?q=a%00b', '/companies?q=%00', '/jobs/a%00b', '/jobs.rss?q=%00', '/api/jobs?where[job_title][equals]=%00']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(400)
    expect(await answer.text(), path).toContain('NUL character')
  }
  // A broken %-escape in the path: Next.js itself would answer 500.
  for (const path of ['/%E0%A4%A', '/jobs/%E0%A4%A', '/a/b%ZZ', '/api/jobs/%E0%A4%A']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(400)
    expect(await answer.text(), path).toContain('broken %-escape')
  }

  const api: Array<[string, number]> = [['/api/jobs?page=-5', 400], ['/api/jobs/abc', 404], ['/api/jobs?where[id][in]=a,b,c', 400], ['/api/jobs?where[job_title][near]=1,2', 400]]
  for (const [path, status] of api) expect((await request.get(path)).status(), path).toBe(status)

  for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
    for (const path of ['/api/jobs', '/api/members', '/api/check-links', '/api/ai/generate-cover-letter', '/api/ai/parse-resume']) {
      const answer = await request.post(path, { headers: { 'Content-Type': type }, data: 'email=someone%40example.com' })
      expect(answer.status(), `${type} to ${path}`).toBe(415)
      // Each kind of route in its own error body: the AI tools' { error }, Payload's { errors }.
      const body = await answer.json()
      expect(path.startsWith('/api/ai/') ? body.error : body.errors[0].message).toBe('This endpoint takes JSON: send the body with Content-Type: application/json.')
    }
  }
  // Payload's read of a long query (the admin fetching related documents' titles) is a POST with
  // the query as a form: it reads, with the reader's access; the same body overriding anything else is refused.
  const longRead = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET' }
  const read = await request.post('/api/posting-plans', { headers: longRead, data: 'depth=0&limit=1&select%5Bname%5D=true' })
  expect(read.status()).toBe(200)
  expect((await read.json()).docs[0].name).toBeTruthy()
  expect((await request.post('/api/subscribers', { headers: longRead, data: 'depth=0' })).status()).toBe(403)
  expect((await request.post('/api/posting-plans', { headers: { ...longRead, 'X-Payload-HTTP-Method-Override': 'DELETE' }, data: 'depth=0' })).status()).toBe(415)
  // The one route that takes an HTML form still does: one-click unsubscribe (RFC 8058).
  const oneClick = await request.post('/api/unsubscribe?token=not-a-token', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' })
  expect(oneClick.status()).toBe(400)
  expect(await oneClick.text()).toBe('This unsubscribe link is not valid.')
  // A POST with nothing in it, and a multipart body that is not one.
  expect((await request.post('/api/members')).status()).toBe(400)
  expect((await request.post('/api/members/login', { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, data: 'email=a' })).status()).toBe(400)

  // A form action posted from another site: refused with 403 before Next.js runs it.
  const crossSite = await request.post('/submit-job', {
    headers: { 'Next-Action': '7f0000000000000000000000000000000000000000', Origin: 'https://evil.example', 'Content-Type': 'text/plain;charset=UTF-8' },
    data: '[{},{}]',
  })
  expect(crossSite.status()).toBe(403)
  expect(await crossSite.text()).toBe('Forms of this site can only be sent from this site.')
  expect(baseURL).toBeTruthy()
})
