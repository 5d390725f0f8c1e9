import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, test } from '@playwright/test'

import { EVERYONE_PREMIUM_NOW, ONLINE_UPGRADE_UNAVAILABLE } from '../src/lib/payments/premium/premiumTexts'
import { E2E_ADMIN } from './support/environment'
import { signInOnAuthPage, signUpAndConfirm } from './support/member'

/** The e2e server has no Stripe keys: payments are off, and /premium must still read right. */
const setEveryonePremium = async (request: APIRequestContext, on: boolean) => {
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const response = await request.post('/api/globals/site-settings', { headers: { Authorization: `JWT ${token}` }, data: { everyonePremium: on } })
  expect(response.ok()).toBe(true)
}

const plan = (page: import('@playwright/test').Page, name: string) => page.getByRole('article', { name })

test('/premium shows Free and Premium side by side and, while every visitor is premium, nothing to buy', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/premium')
    await expect(page.getByRole('heading', { level: 1, name: /Remote Passport Premium/ })).toBeVisible()
    await expect(plan(page, 'Free')).toContainText('$0')
    await expect(plan(page, 'Premium')).toContainText(/\$\d+/)
    await expect(page.getByText(EVERYONE_PREMIUM_NOW)).toBeVisible()
    // One story: no price to pay nor subscription to cancel is offered while there is nothing to buy.
    await expect(page.getByText('Full results from every AI career tool, open to every visitor for now.')).toBeVisible()
    await expect(page.getByText(/Cancel any time/)).toHaveCount(0)
    await expect(plan(page, 'Premium')).toContainText('Open to every visitor for now: nothing to pay.')
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width)
  }
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([])
})

test("while every visitor is premium, a member's account says Premium, as every tool gives them", async ({ page }) => {
  await signUpAndConfirm(page, `everyone-${Date.now().toString(36)}@e2e.example`, 'everyone-password')
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Plan' })
  await expect(section.getByText('Premium', { exact: true })).toBeVisible()
  await expect(section).toContainText('Premium is open to every visitor for now: every AI tool gives you its full results, free.')
  await expect(section).not.toContainText('previews of the AI tools')
})

test('with the setting off, a limited tool leads to /premium, which says online upgrade is not available yet; signing in from there comes back', async ({
  page,
  request,
}) => {
  await setEveryonePremium(request, false)
  try {
    await page.goto('/linkedin-optimizer')
    const upgrade = page.getByRole('link', { name: 'Upgrade to Premium' })
    await expect(upgrade).toHaveAttribute('href', '/premium')
    await upgrade.click()
    await expect(page).toHaveURL((url) => url.pathname === '/premium')
    await expect(page.getByText(ONLINE_UPGRADE_UNAVAILABLE).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0)

    const email = `premium-${Date.now().toString(36)}@e2e.example`
    await signUpAndConfirm(page, email, 'premium-password')
    await page.context().clearCookies()
    await page.goto('/auth?next=/premium')
    await signInOnAuthPage(page, email, 'premium-password')
    await expect(page).toHaveURL((url) => url.pathname === '/premium')
    await expect(plan(page, 'Free')).toContainText('Your plan.')

    for (const next of ['//evil.example/', '/.//evil.example/x', '/..//evil.example']) {
      await page.goto(`/auth?next=${encodeURIComponent(next)}`)
      await expect(page, next).toHaveURL((url) => url.pathname === '/' && url.host.startsWith('localhost'))
    }

    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Plan' })
    await expect(section.getByText('Free', { exact: true })).toBeVisible()
    await expect(section.getByRole('link', { name: 'See what Premium includes' })).toHaveAttribute('href', '/premium')
  } finally {
    await setEveryonePremium(request, true)
  }
})
