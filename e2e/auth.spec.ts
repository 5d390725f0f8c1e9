import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { linkFromNewestMail } from './support/mail'

/** One member's life in the browser: sign up, confirm, sign in and out, forget and reset. */
const email = `member-${Date.now()}@e2e.example`
const password = 'first-password'
const newPassword = 'second-password'

const VERIFY_SUBJECT = 'Confirm your Remote Passport account'
const RESET_SUBJECT = 'Reset your Remote Passport password'

const panel = (page: Page, tab: 'Sign In' | 'Sign Up') => page.getByRole('tabpanel', { name: tab })
const header = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const atPath = (pathname: string) => (url: URL) => url.pathname === pathname

const openTab = async (page: Page, tab: 'Sign In' | 'Sign Up') => {
  await page.getByRole('tab', { name: tab }).click()
  // The submit button is enabled once React runs, so typing is not lost to hydration.
  await expect(
    panel(page, tab).getByRole('button', {
      name: tab === 'Sign In' ? 'Sign In' : 'Create Account',
    }),
  ).toBeEnabled()
  return panel(page, tab)
}

const signIn = async (page: Page, withPassword: string) => {
  await page.goto('/auth')
  const form = await openTab(page, 'Sign In')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(withPassword)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

test.describe.configure({ mode: 'serial' })

test('the sign-in page says what an account is for and links to a password reset', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(page).toHaveTitle(/Sign in/)
  await expect(page.getByText(/sign in to post and manage your remote job listings/i)).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  await expect(
    panel(page, 'Sign In').getByRole('link', { name: 'Forgot password?' }),
  ).toHaveAttribute('href', '/auth/forgot-password')
  const form = await openTab(page, 'Sign In')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(form.getByText('Email is required')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-describedby', 'sign-in-email-error')
  await expect(form.getByText('Password is required')).toBeVisible()
})

test('sign-up checks the password length, then creates the account and asks for confirmation', async ({
  page,
}) => {
  await page.goto('/auth')
  const form = await openTab(page, 'Sign Up')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill('short')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Email')).toHaveValue(email)

  // After a failed submit the form checks again as the member types.
  await form.getByLabel('Password').fill(password)
  await expect(form.getByText('Password must be at least 6 characters')).toBeHidden()
  await form.getByRole('button', { name: 'Create Account' }).click()

  await expect(page.getByText('Account created successfully! Confirm your email to sign in.')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  const signInForm = panel(page, 'Sign In')
  await expect(signInForm.getByText(`We sent a confirmation link to ${email}`)).toBeVisible()
  await expect(signInForm.getByLabel('Email')).toHaveValue(email)

  // Not confirmed yet: Payload's own reason is shown.
  await signInForm.getByLabel('Password').fill(password)
  await signInForm.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please verify your email before logging in.')).toBeVisible()
  await expect(signInForm.getByLabel('Password')).toHaveValue(password)
})

test('the link in the confirmation email confirms the address and signs the member in, once', async ({ page, browser }) => {
  const link = await linkFromNewestMail(email, VERIFY_SUBJECT, '/auth/verify')
  // A mail scanner opening the link confirms nothing and signs no one in.
  const scanner = await browser.newContext()
  const scanned = await scanner.request.get(link)
  expect(scanned.status()).toBe(200)
  expect(scanned.headers()['set-cookie'] ?? '').not.toContain('payload-token')
  await scanner.close()

  await page.goto(link)
  await expect(page).toHaveTitle(/Confirm your email/)
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByText('Your email is confirmed and you are signed in.')).toBeVisible()
  await expect(page).toHaveURL(atPath('/'))
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await header(page).getByRole('button', { name: 'Sign Out' }).click()
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()

  // The token is spent: the page says so and points to sign-in.
  await page.goto(link)
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(
    page.getByText('This confirmation link is invalid or has already been used.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible()
})

test('a confirmed member signs in, is sent home from /auth, and signs out', async ({ page }) => {
  await signIn(page, password)
  await expect(page.getByText('Signed in successfully!')).toBeVisible()
  await expect(page).toHaveURL(atPath('/'))
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()

  await page.goto('/auth')
  await expect(page).toHaveURL(atPath('/'))

  await header(page).getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test('signing up again with the same email says it is already registered', async ({ page }) => {
  await page.goto('/auth')
  const form = await openTab(page, 'Sign Up')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill('another-password')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(
    page.getByText('This email is already registered. Please sign in instead.'),
  ).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue(email)
})

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  const neutral = 'If an account exists for that email, we sent a link to reset the password.'
  await page.goto('/auth/forgot-password')
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
  await page.getByRole('main').getByLabel('Email').fill(`nobody-${Date.now()}@e2e.example`)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(neutral)).toBeVisible()

  await page.goto('/auth')
  await panel(page, 'Sign In').getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(atPath('/auth/forgot-password'))
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
  await page.getByRole('main').getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(neutral)).toBeVisible()

  await page.goto(await linkFromNewestMail(email, RESET_SUBJECT, '/auth/reset-password'))
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeEnabled()
  await page.getByLabel('New password', { exact: true }).fill('12345')
  await page.getByLabel('Confirm new password').fill('12345')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()

  await signIn(page, password)
  await expect(page.getByText('The email or password provided is incorrect.')).toBeVisible()
  await signIn(page, newPassword)
  await expect(page.getByText('Signed in successfully!')).toBeVisible()
  await expect(page).toHaveURL(atPath('/'))
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
})

test('made-up or missing tokens say so and show the way forward', async ({ page }) => {
  await page.goto('/auth/reset-password?token=made-up')
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeEnabled()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  )

  await page.goto('/auth/reset-password')
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()

  await page.goto('/auth/verify?token=made-up')
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(
    page.getByText('This confirmation link is invalid or has already been used.'),
  ).toBeVisible()
})

test('the account pages have no detectable accessibility violations', async ({ page }) => {
  for (const path of [
    '/auth',
    '/auth/forgot-password',
    '/auth/reset-password?token=t',
    '/auth/verify?token=t',
  ]) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze()
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([])
  }
})
