import { expect, type Page } from '@playwright/test'

import { linkFromNewestMail } from './mail'

const panel = (page: Page, tab: 'Sign In' | 'Sign Up') => page.getByRole('tabpanel', { name: tab })

const openTab = async (page: Page, tab: 'Sign In' | 'Sign Up') => {
  await page.getByRole('tab', { name: tab }).click()
  await expect(panel(page, tab).getByRole('button', { name: tab === 'Sign In' ? 'Sign In' : 'Create Account' })).toBeEnabled()
  return panel(page, tab)
}

/** Signs up through /auth and confirms the address through the link in the mail file, which signs the member in. */
export const signUpAndConfirm = async (page: Page, email: string, password: string) => {
  await page.goto('/auth')
  const form = await openTab(page, 'Sign Up')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Account created successfully! Confirm your email to sign in.')).toBeVisible()
  await page.goto(await linkFromNewestMail(email, 'Confirm your Remote Passport account', '/auth/verify'))
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByText('Your email is confirmed and you are signed in.')).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).first()).toBeAttached()
}

/** Signs in on the /auth page already open (its Sign In tab is the first), as a member would. */
export const signInOnAuthPage = async (page: Page, email: string, password: string) => {
  const form = panel(page, 'Sign In')
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}
