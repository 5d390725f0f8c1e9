import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'
import { signUpAndConfirm } from './support/member'

test('a member signs up, confirms, saves two jobs, sees them under Favorites, removes one, signs out', async ({ page }) => {
  const email = `favorites-${Date.now()}@e2e.example`
  const password = 'favorite-password'
  await signUpAndConfirm(page, email, password)

  await page.goto('/jobs')
  const cards = page.locator('main article')
  const titles = [await cards.nth(0).locator('h3').textContent(), await cards.nth(1).locator('h3').textContent()]
  for (const index of [0, 1]) {
    await cards.nth(index).getByRole('button', { name: /Save .* to favorites/ }).click()
    await expect(page.getByText('Added to favorites').first()).toBeVisible()
    await expect(cards.nth(index).getByRole('button', { name: /Remove .* from favorites/ })).toHaveAttribute('aria-pressed', 'true')
  }
  await expect(page.getByRole('tab', { name: 'Favorites (2)' })).toBeVisible()

  await page.getByRole('tab', { name: 'Favorites (2)' }).click()
  await expect(page).toHaveURL(/tab=favorites/)
  await expect(cards).toHaveCount(2)
  expect(await cards.locator('h3').allTextContents()).toEqual(titles)

  await cards.first().getByRole('button', { name: /Remove .* from favorites/ }).click()
  await expect(page.getByText('Removed from favorites')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Favorites (1)' })).toBeVisible()
  await expect(cards).toHaveCount(1)

  // Saved on the server: a fresh page load shows the same.
  await page.reload()
  await expect(cards).toHaveCount(1)
  await expect(cards.first().locator('h3')).toHaveText(titles[1]!)

  // When the server fails, the heart goes back and the member is told.
  await page.route('**/api/favorites**', (route) => route.fulfill({ status: 500, body: '{}' }))
  await cards.first().getByRole('button', { name: /Remove .* from favorites/ }).click()
  await expect(page.getByText('Failed to remove favorite')).toBeVisible()
  await expect(cards.first().getByRole('button', { name: /Remove .* from favorites/ })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/jobs')
  // The hearts fill in once the page has asked who is looking.
  await expect(page.locator('main').getByRole('button', { pressed: true })).toHaveCount(1)
  const fresh = page.locator('main article').filter({ hasNot: page.getByRole('button', { pressed: true }) }).first()
  await fresh.getByRole('button', { name: /Save .* to favorites/ }).click()
  await expect(page.getByText('Failed to add favorite')).toBeVisible()
  await expect(fresh.getByRole('button', { name: /Save .* to favorites/ })).toHaveAttribute('aria-pressed', 'false')
  await page.unroute('**/api/favorites**')

  // A refused save (the job went away meanwhile) is not mistaken for "saved already". The first
  // failure's toast goes first, so the one that follows is this attempt's own.
  await expect(page.getByText('Failed to add favorite')).toHaveCount(0)
  await page.route('**/api/favorites', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, body: '{"errors":[{"message":"The following field is invalid: job"}]}' }) : route.fallback(),
  )
  await fresh.getByRole('button', { name: /Save .* to favorites/ }).click()
  await expect(page.getByText('Failed to add favorite')).toBeVisible()
  await expect(fresh.getByRole('button', { name: /Save .* to favorites/ })).toHaveAttribute('aria-pressed', 'false')
  await page.unroute('**/api/favorites')

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test('outside /jobs a signed-out heart explains that saving needs an account', async ({ page, request }) => {
  const { docs } = await (await request.get('/api/jobs?limit=1&depth=0')).json()
  await page.goto(`/jobs/${docs[0].slug}`)
  await page.getByRole('button', { name: /Save .* to favorites/ }).click()
  await expect(page.getByText('Please sign in to save favorite jobs')).toBeVisible()
  await expect(page.getByRole('button', { name: /Save .* to favorites/ })).toHaveAttribute('aria-pressed', 'false')
})

test('a staff account on /jobs is told that favorites need a member account', async ({ page }) => {
  expect((await page.request.post('/api/users/login', { data: E2E_ADMIN })).ok()).toBe(true)
  await page.goto('/jobs')
  await page.locator('main article').first().getByRole('button', { name: /Save .* to favorites/ }).click()
  await expect(page.getByText('Favorites belong to member accounts.', { exact: false })).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/jobs')
})

test('a member saves a /jobs search as an email alert and finds it under Manage alerts', async ({ page }) => {
  await signUpAndConfirm(page, `alert-${Date.now()}@e2e.example`, 'alert-password-1')
  await page.goto('/jobs?q=engineer&category=Engineering')
  // The alert form is the members' own: it loads once the page knows who is looking.
  const form = page.locator('form').filter({ hasText: 'Email me new jobs for this search' })
  await form.getByLabel('Email me new jobs for this search').selectOption('daily')
  await form.getByRole('button', { name: 'Save alert' }).click()
  await expect(page.getByText('Alert saved').first()).toBeVisible()
  // The button says it is saved, and cannot save the same search twice.
  await expect(form.getByRole('button', { name: 'Alert saved ✓' })).toBeDisabled()
  // Saving it again from a fresh page keeps one alert, and says so.
  await page.reload()
  await form.getByLabel('Email me new jobs for this search').selectOption('daily')
  await form.getByRole('button', { name: 'Save alert' }).click()
  await expect(page.getByText('This search is saved already: you get daily emails with its new jobs.')).toBeVisible()
  await form.getByRole('link', { name: 'Manage alerts' }).click()
  await expect(page).toHaveURL(/\/alerts$/)
  await expect(page.getByText(/engineer/i).first()).toBeVisible()
  await expect(page.getByText(/daily/i).first()).toBeVisible()
  // The member's own alerts, read with their session as the site's pages do (same origin).
  const alerts = await (await page.request.get('/api/job-alerts?depth=0', { headers: { Origin: new URL(page.url()).origin } })).json()
  expect(alerts.totalDocs).toBe(1)
})

test("a signed-in member never sees /jobs as a signed-out visitor while the page learns who they are", async ({ page }) => {
  await signUpAndConfirm(page, `first-paint-${Date.now()}@e2e.example`, 'first-paint-password')
  // The answer to "who is looking?" is held back, as on a slow network.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/viewer', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/jobs')
  await expect(page.locator('main article').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to get email alerts for this search' })).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Favorites (0)' })).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  release()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' }).first()).toBeVisible()
  await expect(page.getByText('Email me new jobs for this search')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Favorites (0)' })).toBeVisible()
})

test('without JavaScript, /jobs offers Sign In in the header and the alert invitation', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/jobs')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth')
  await expect(page.getByRole('link', { name: 'Sign in to get email alerts for this search' })).toBeVisible()
  await context.close()
})
