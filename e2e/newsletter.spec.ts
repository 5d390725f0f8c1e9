import { expect, test } from '@playwright/test'

import { linkFromNewestMail } from './support/mail'

test('subscribing from the footer sends a confirmation link that confirms the address', async ({ page }) => {
  const email = `reader-${Date.now()}@e2e.example`
  await page.goto('/jobs')
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel('Email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('Thanks for subscribing! Check your email for confirmation.')).toBeVisible()
  await expect(footer.getByLabel('Email address')).toHaveValue('')

  // The email goes out through the jobs queue, which the server runs every 10 seconds.
  const link = await linkFromNewestMail(email, 'Confirm your Remote Passport newsletter subscription', '/newsletter/confirm', 30_000)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'You are subscribed!' })).toBeVisible()

  await page.goto(link.replace(/token=[^&]+/, 'token=tampered.value'))
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
})

test('the home page form keeps a mistyped address visible, says what is wrong, and sends nothing', async ({ page }) => {
  await page.goto('/')
  const form = page.getByRole('main').locator('form', { has: page.getByRole('button', { name: 'Subscribe' }) })
  const field = form.getByLabel('Email address')
  await field.fill('reader-at-example.com')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText('Please enter a valid email address.')
  await expect(field).toHaveValue('reader-at-example.com')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  // The typed text is readable on the dark section: its colour is not the field's white.
  const [color, background] = await field.evaluate((input) => [getComputedStyle(input).color, getComputedStyle(input).backgroundColor])
  expect(background).toBe('rgb(255, 255, 255)')
  expect(color).not.toBe(background)
})
