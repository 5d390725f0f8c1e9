import { expect, request, test } from '@playwright/test'

import { signUpAndConfirm } from './support/member'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const header = (page: import('@playwright/test').Page) => page.getByRole('banner')

test.describe('a member session', () => {
  const password = 'session-password'

  test('is refreshed a day before its seven-day token expires, not sooner', async ({ page }) => {
    const email = `session-refresh-${Date.now()}@e2e.example`
    await signUpAndConfirm(page, email, password)

    await page.clock.install()
    await page.goto('/jobs')
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()

    const refreshes: number[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/api/members/refresh-token')) refreshes.push(response.status())
    })
    await page.clock.fastForward(6 * DAY - HOUR)
    await page.waitForTimeout(500)
    expect(refreshes).toEqual([])

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/members/refresh-token'))
    await page.clock.fastForward(2 * HOUR)
    const response = await refreshed
    expect(response.status()).toBe(200)
    expect((await response.json()).exp).toBeGreaterThan(Date.now() / 1000 + 6 * DAY / 1000)
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
  })

  test('that the server refuses to refresh ends, and the page shows the signed-out state', async ({ page, context, baseURL }) => {
    const email = `session-revoked-${Date.now()}@e2e.example`
    await signUpAndConfirm(page, email, password)

    await page.clock.install()
    await page.goto('/jobs')
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()

    // The session is ended elsewhere (another device signs it out): this page's token is dead.
    const elsewhere = await request.newContext({ baseURL, storageState: await context.storageState() })
    // Payload takes a cookie session only from the site's own origin (its CSRF check).
    expect((await elsewhere.post('/api/members/logout', { headers: { Origin: baseURL! } })).ok()).toBe(true)
    await elsewhere.dispose()

    await page.clock.fastForward(6 * DAY + HOUR)
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})
