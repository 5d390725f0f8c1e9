import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { linkFromNewestMail } from './support/mail'
import { signUpAndConfirm } from './support/member'

const header = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' })

test('a member changes password and email from the account page, then deletes the account', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const email = `account-${stamp}@e2e.example`
  const newEmail = `account-new-${stamp}@e2e.example`
  await signUpAndConfirm(page, email, 'first-password')

  await header(page).getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([])

  // A new password needs the current one; a wrong one is said at the field and nothing changes.
  const password = page.getByRole('form', { name: 'Change password' })
  await password.getByLabel('Current password').fill('not-my-password')
  await password.getByLabel('New password').fill('second-password')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('Your current password is not correct.')).toBeVisible()
  await expect(password.getByLabel('New password')).toHaveValue('second-password')
  await password.getByLabel('Current password').fill('first-password')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed. Other devices are signed out.')).toBeVisible()

  // A new email waits for the link sent to it; until then the old one signs in.
  const change = page.getByRole('form', { name: 'Change email' })
  await change.getByLabel('New email').fill(newEmail)
  await change.getByLabel('Current password').fill('second-password')
  await change.getByRole('button', { name: 'Change email' }).click()
  await expect(change.getByText(`Waiting for you to confirm ${newEmail} from the link we sent there.`)).toBeVisible()
  await page.goto(await linkFromNewestMail(newEmail, 'Confirm your new Remote Passport email', '/account/confirm-email'))
  await page.getByRole('button', { name: 'Confirm my new email' }).click()
  await expect(page.getByText('Your email has changed. Sign in with your new address from now on.')).toBeVisible()

  await page.goto('/account')
  await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible()
  const remove = page.getByRole('form', { name: 'Delete my account' })
  await remove.getByLabel('Current password').fill('second-password')
  await remove.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()

  const signIn = await page.request.post('/api/members/login', { data: { email: newEmail, password: 'second-password' } })
  expect(signIn.status()).toBe(401)
})

test('the account page sends visitors to sign in', async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL((url) => url.pathname === '/auth')
})
