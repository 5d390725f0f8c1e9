import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'

/** An editor's change through the REST API the admin panel uses, seen by a visitor's browser. */
const signIn = async (request: APIRequestContext) => {
  const response = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(response.status()).toBe(200)
  return { Authorization: `JWT ${(await response.json()).token}` }
}

const icelandCard = (page: Page) =>
  page
    .getByRole('list', { name: 'Visa programs' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Iceland', exact: true }) })

test('a published visa change shows on the next request of /nomad-visas; a draft does not', async ({
  page,
  request,
}) => {
  const headers = await signIn(request)
  const found = await request.get('/api/visas?where[country][equals]=Iceland&depth=0', { headers })
  const iceland = (await found.json()).docs[0]
  const original = iceland.minIncome as string

  try {
    const draft = await request.patch(`/api/visas/${iceland.id}?draft=true`, {
      headers,
      data: { minIncome: '$7,999/month (draft)', _status: 'draft' },
    })
    expect(draft.status()).toBe(200)
    await page.goto('/nomad-visas?region=Europe')
    await expect(icelandCard(page)).toContainText(original)
    await expect(icelandCard(page)).not.toContainText('(draft)')

    const published = await request.patch(`/api/visas/${iceland.id}`, {
      headers,
      data: { minIncome: '$1,200/month (edited)', _status: 'published' },
    })
    expect(published.status()).toBe(200)
    await page.goto('/nomad-visas?region=Europe&income=under-1500')
    await expect(icelandCard(page)).toContainText('$1,200/month (edited)')
  } finally {
    await request.patch(`/api/visas/${iceland.id}`, {
      headers,
      data: { minIncome: original, _status: 'published' },
    })
  }
  await page.goto('/nomad-visas?region=Europe&income=over-3500')
  await expect(icelandCard(page)).toContainText(original)
})

test('anonymous visitors cannot change guide content over REST', async ({ request }) => {
  const found = await request.get('/api/visas?where[country][equals]=Iceland&depth=0')
  const iceland = (await found.json()).docs[0]
  expect(
    (await request.patch(`/api/visas/${iceland.id}`, { data: { minIncome: '$1/month' } })).status(),
  ).toBe(403)
  expect(
    (
      await request.post('/api/guides', { data: { title: 'x', slug: 'x', description: 'x' } })
    ).status(),
  ).toBe(403)
})

test('an editor sees how a minimum income was read, corrects it, and edits the dated rates in the admin', async ({ page, request }) => {
  const headers = await signIn(request)
  const found = await request.get('/api/visas?where[country][equals]=Cape Verde&depth=0', { headers })
  const capeVerde = (await found.json()).docs[0]
  expect(capeVerde).toMatchObject({ incomeRequirement: 'income', incomeAmount: 1500, incomeCurrency: 'EUR', incomePeriod: 'month', minIncomeUsdMonthly: 1725 })

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/globals/exchange-rates')
  await expect(page.getByText('Rates as of')).toBeVisible()
  await expect(page.getByText("US dollars for one unit of each currency. The visas' income filter and the jobs' salaries convert with these")).toBeVisible()

  await page.goto(`/admin/collections/visas/${capeVerde.id}`)
  await expect(page.getByText('Minimum income for the income filter')).toBeVisible()
  await expect(page.locator('#field-minIncomeUsdMonthly')).toHaveValue('1725')
  // The review date has its year.
  await expect(page.locator('#field-lastReviewed input')).toHaveValue('Jun 1, 2025')
  // The job form speaks words, not column names.
  await page.goto('/admin/collections/jobs/create')
  for (const label of ['Job title', 'Company name', 'Job description', 'Job application URL', 'Listed']) await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*?$`) }).first()).toBeVisible()
  for (const raw of ['Job_title', 'Is_active', 'User_id']) await expect(page.getByText(raw, { exact: true })).toHaveCount(0)
  try {
    // "€1,500/month (average bank balance)" is a balance, not an income: the editor says so.
    const corrected = await request.patch(`/api/visas/${capeVerde.id}`, { headers, data: { incomeRequirement: 'savings', _status: 'published' } })
    expect(corrected.status()).toBe(200)
    await page.goto('/nomad-visas?region=Africa&income=over-3500')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Cape Verde', exact: true }) })
    await expect(card).toContainText('Savings, not income')
  } finally {
    await request.patch(`/api/visas/${capeVerde.id}`, { headers, data: { incomeRequirement: 'income', _status: 'published' } })
  }
  const restored = await (await request.get(`/api/visas/${capeVerde.id}?depth=0`, { headers })).json()
  expect(restored.minIncomeUsdMonthly).toBe(1725)
})

test('a guide an editor publishes has its page at /{slug} and a place in the sitemap, with no code change', async ({ page, request }) => {
  const headers = await signIn(request)
  const slug = `e2e-guide-${Date.now().toString(36)}`
  expect((await request.get(`/${slug}`)).status()).toBe(404)
  const created = await request.post('/api/guides', {
    headers,
    data: { title: 'Working from Lisbon', slug, description: 'Cafés, coworking and the light.', sections: [{ heading: 'Where to work', display: 'list', items: [{ title: 'Second Home' }] }], _status: 'published' },
  })
  expect(created.status()).toBe(201)
  try {
    await expect.poll(async () => (await request.get(`/${slug}`)).status()).toBe(200)
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Working from Lisbon' })).toBeVisible()
    await expect(page.getByText('Second Home')).toBeVisible()
    expect(await (await request.get('/sitemaps/pages.xml')).text()).toContain(`/${slug}</loc>`)
  } finally {
    await request.delete(`/api/guides/${(await created.json()).doc.id}`, { headers })
  }
  await expect.poll(async () => (await request.get(`/${slug}`)).status()).toBe(404)
})
