import { type APIRequestContext, expect, test } from '@playwright/test'

import { type LinkFixtureServer, startLinkFixtureServer } from '../tests/helpers/linkFixtureServer'
import { signInToAdmin } from './support/admin'
import { E2E_ADMIN, E2E_LINK_FIXTURE_PORT } from './support/environment'
import { signUpAndConfirm } from './support/member'

const login = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post('/api/users/login', { data: { email, password } })
  return { Authorization: `JWT ${(await response.json()).token as string}` }
}

/** Active job ids, all of them (the admin reads inactive ones too, so filter). */
const activeJobIds = async (request: APIRequestContext, headers: Record<string, string>) => {
  const response = await request.get(
    '/api/jobs?limit=0&depth=0&pagination=false&where[is_active][equals]=true&select[id]=true',
    { headers },
  )
  return ((await response.json()).docs as Array<{ id: number }>).map((doc) => doc.id)
}

const setActive = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  ids: number[],
  active: boolean,
) => {
  if (!ids.length) return
  const where = ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')
  const response = await request.patch(`/api/jobs?${where}&depth=0`, {
    headers,
    data: { is_active: active },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

let fixture: LinkFixtureServer

test.beforeAll(async () => {
  fixture = await startLinkFixtureServer({ port: E2E_LINK_FIXTURE_PORT })
})

test.afterAll(async () => {
  await fixture?.close()
})

test('an admin checks fixture jobs, watches the progress reach 100, sees the broken ones, deactivates them and they leave /jobs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await login(request, E2E_ADMIN.email, E2E_ADMIN.password)
  const tag = `lc${Date.now()}`
  const postings = {
    open: '/ok',
    missing: '/not-found',
    gone: '/gone',
    closed: '/jobs/closed',
    refuses: '/forbidden',
  }
  const ids: Record<string, number> = {}
  for (const [name, path] of Object.entries(postings)) {
    const response = await request.post('/api/jobs', {
      headers,
      data: {
        job_title: `Fixture ${name} ${tag}`,
        company_name: 'Link Fixture Co',
        job_description:
          'A job whose apply link points at the journey’s own fixture server, to be checked by the link checker.',
        job_type: 'Full-Time',
        schedule_type: 'Flexible',
        category: 'Engineering',
        hiring_locations: ['Worldwide'],
        job_url: `${fixture.origin}${path}${path.includes('?') ? '&' : '?'}tag=${tag}`,
      },
    })
    expect(response.ok()).toBe(true)
    ids[name] = (await response.json()).doc.id
  }
  // The seeded demo jobs link to the real internet, which this machine cannot reach: left active,
  // they would be most of the run, and the safety valve would rightly call it inconclusive.
  const others = (await activeJobIds(request, headers)).filter(
    (id) => !Object.values(ids).includes(id),
  )
  await setActive(request, headers, others, false)
  try {
    await signInToAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password)
    expect((await page.goto('/admin/link-checker'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Link Checker' })).toBeVisible()
    // The 250 seeded companies' careers pages are out of reach too: check the jobs only.
    await page.getByText(/Include the \d+ company careers links/).click()
    await page.getByRole('button', { name: 'Check All Links' }).click()

    await expect(page.getByText('Starting link check')).toBeVisible()
    await expect(page.getByText('Checking 0 company links and all active jobs...')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', {
      timeout: 60_000,
    })
    await expect(page.getByText('Link check complete')).toBeVisible()
    await expect(page.getByText('Found 3 broken links out of 5 total')).toBeVisible()

    const summary = page.getByRole('region', { name: 'Summary' })
    await expect(summary.getByTestId('link-summary-valid')).toHaveText('1')
    await expect(summary.getByTestId('link-summary-broken')).toHaveText('3')
    await expect(summary.getByTestId('link-summary-total')).toHaveText('5')
    await expect(summary.getByTestId('link-summary-blocked')).toHaveText('1')
    const broken = page.getByRole('region', { name: 'Broken links' })
    for (const name of ['missing', 'gone', 'closed']) {
      const row = broken.getByRole('row').filter({ hasText: `Fixture ${name} ${tag}` })
      await expect(row).toContainText('Job Link')
      await expect(row.getByRole('link')).toHaveAttribute('href', new RegExp(`^${fixture.origin}`))
    }
    await expect(broken.getByRole('row').filter({ hasText: `Fixture refuses ${tag}` })).toHaveCount(
      0,
    )

    await page.getByRole('button', { name: 'Deactivate 3 Broken Job Listings' }).click()
    await expect(page.getByText('Deactivated 3 jobs with broken links')).toBeVisible({
      timeout: 60_000,
    })
    // The check runs again by itself: now nothing is broken among the active jobs.
    await expect(page.getByText('Found 0 broken links out of 2 total')).toBeVisible({
      timeout: 60_000,
    })
    await expect(
      page.getByRole('button', { name: 'Deactivate 0 Broken Job Listings' }),
    ).toBeVisible()

    await page.goto(`/jobs?q=${tag}`)
    await expect(page.getByText(`Fixture open ${tag}`)).toBeVisible()
    await expect(page.getByText(`Fixture refuses ${tag}`)).toBeVisible()
    for (const name of ['missing', 'gone', 'closed'])
      await expect(page.getByText(`Fixture ${name} ${tag}`)).toHaveCount(0)
  } finally {
    await setActive(request, headers, others, true)
    for (const id of Object.values(ids)) await request.delete(`/api/jobs/${id}`, { headers })
  }
})

test('the link checker refuses visitors, members, editors and moderators, in the view and at the endpoint; the review queue refuses all but moderators and admins', async ({
  browser,
  request,
}) => {
  const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password)
  const visitor = await browser.newContext()
  const anonymousPage = await visitor.newPage()
  expect((await anonymousPage.goto('/admin/link-checker'))?.status()).toBe(403)
  await expect(anonymousPage.getByRole('heading', { name: '403 · Not allowed' })).toBeVisible()
  await expect(anonymousPage.getByRole('button', { name: 'Check All Links' })).toHaveCount(0)
  await expect(anonymousPage.getByRole('link', { name: 'Sign in as an admin' })).toBeVisible()
  expect((await anonymousPage.goto('/admin/review-queue'))?.status()).toBe(403)
  expect(
    (
      await anonymousPage.request.post('/api/check-links', {
        data: { checkJobs: true, removeBroken: true },
      })
    ).status(),
  ).toBe(403)
  await visitor.close()

  const member = await browser.newContext()
  const memberPage = await member.newPage()
  const memberEmail = `member-lc-${Date.now()}@e2e.example`
  await signUpAndConfirm(memberPage, memberEmail, 'member-password')
  expect((await memberPage.goto('/admin/link-checker'))?.status()).toBe(403)
  await expect(memberPage.getByRole('heading', { name: '403 · Not allowed' })).toBeVisible()
  expect((await memberPage.goto('/admin/review-queue'))?.status()).toBe(403)
  const memberAnswer = await memberPage.request.post('/api/check-links', {
    data: { companies: [], checkJobs: true, removeBroken: true },
  })
  expect(memberAnswer.status()).toBe(403)
  await member.close()

  for (const role of ['editor', 'moderator'] as const) {
    const email = `${role}-${Date.now()}@e2e.example`
    const created = await request.post('/api/users', {
      headers: admin,
      data: { email, password: 'staff-password-123', roles: [role] },
    })
    expect(created.ok()).toBe(true)
    const context = await browser.newContext()
    const page = await context.newPage()
    await signInToAdmin(page, email, 'staff-password-123')
    expect((await page.goto('/admin/link-checker'))?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: '403 · Not allowed' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Check All Links' })).toHaveCount(0)
    const queue = await page.goto('/admin/review-queue')
    if (role === 'moderator') {
      expect(queue?.status()).toBe(200)
      await expect(page.getByText(/No jobs wait for review|waiting for review/)).toBeVisible()
    } else {
      expect(queue?.status()).toBe(403)
      await expect(page.getByRole('alert').filter({ hasText: 'Only moderators and admins may review jobs.' })).toBeVisible()
    }
    const answer = await page.request.post('/api/check-links', {
      data: { companies: [], checkJobs: true, removeBroken: false },
    })
    expect(answer.status()).toBe(403)
    await context.close()
    await request.delete(`/api/users/${(await created.json()).doc.id}`, { headers: admin })
  }
})
