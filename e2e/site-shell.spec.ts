import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'

test('home shows the header and footer links of the spec, and the Jobs API and the employers\' pages after them', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('navigation', { name: 'Main' })
  for (const [name, href] of [
    ['Jobs', '/jobs'],
    ['Companies', '/companies'],
    ['Digital Nomad Visas', '/nomad-visas'],
    ['Nomad Resources', '/resources'],
    ['Post a Job', '/submit-job'],
    ['Sign In', '/auth'],
  ]) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('link', { name: 'Remote Passport', exact: true }).first()).toHaveAttribute('href', '/')

  const footer = page.getByRole('navigation', { name: 'Footer' })
  const links = await footer.getByRole('link').evaluateAll((anchors) =>
    anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
  )
  expect(links).toEqual([
    ['Browse Jobs', '/'],
    ['Company Directory', '/companies'],
    ['Remote Work Guide', '/resources'],
    ['Post a Job', '/post-job'],
    ['Digital Nomad Visas', '/nomad-visas'],
    ['Remote Tools', '/remote-work-tools'],
    ['Career Tools', '/career-resources'],
    ['All Resources', '/resources'],
    ['Jobs API', '/developers'],
    ['Manage Your Jobs', '/employer'],
  ])
})

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Remote Passport')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  // One segment is where guides live: an unknown one is just as missing.
  expect((await page.goto('/no-such-guide'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Remote Passport')
})

test('/admin shows the staff login, and the first admin from ADMIN_EMAIL can sign in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: /Jobs/ }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
})

test('health answers without the database and readiness checks it', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  const ready = await request.get('/api/ready')
  expect(await ready.json()).toEqual({ status: 'ready' })
})

test('REST validation errors keep their field messages after pages have rendered', async ({ page, request }) => {
  await page.goto('/jobs')
  const response = await request.post('/api/members', { data: { email: `short-${Date.now()}@example.com`, password: '12345' } })
  expect(response.status()).toBe(400)
  expect(JSON.stringify(await response.json())).toContain('Password must be at least 6 characters')
})

test('a toast never covers the header, on a phone or a desktop', async ({ browser }) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    // A signed-out visitor's heart on a job page explains itself in a toast.
    const { docs } = await (await page.request.get('/api/jobs?limit=1&depth=0')).json()
    await page.goto(`/jobs/${docs[0].slug}`)
    await page.getByRole('button', { name: /Save .* to favorites/ }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please sign in to save favorite jobs' })
    await expect(toast).toBeVisible()
    const banner = await page.getByRole('banner').boundingBox()
    const box = await toast.boundingBox()
    expect(banner && box, `${width} px`).toBeTruthy()
    expect(box!.y, `the toast at ${width} px starts below the header`).toBeGreaterThanOrEqual(banner!.y + banner!.height)
    await context.close()
  }
})

test('every page of the sitemap shares a card: an Open Graph image that loads, and a description', async ({ request, baseURL }) => {
  const locations = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const pages = await locations('/sitemaps/pages.xml')
  const [company] = await locations('/sitemaps/companies.xml')
  const [job] = await locations('/sitemaps/jobs-1.xml')
  expect(pages.length).toBeGreaterThan(20)
  const images = new Set<string>()
  for (const path of [...pages, company, job, '/no-such-page']) {
    const html = await (await request.get(path)).text()
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? ''
    expect(meta('og:image'), path).toMatch(/^https?:\/\/.+\.png$/)
    expect(meta('og:description').length, `${path} og:description`).toBeGreaterThan(20)
    expect(meta('twitter:card'), path).toBe('summary_large_image')
    images.add(meta('og:image'))
  }
  for (const image of images) {
    const answer = await request.get(new URL(new URL(image).pathname, baseURL).href)
    expect(answer.headers()['content-type']).toBe('image/png')
  }
  for (const file of ['/favicon.ico', '/icons/icon.svg', '/icons/apple-touch-icon.png', '/site.webmanifest']) {
    expect((await request.get(file)).status(), file).toBe(200)
  }
})
