import { expect, type Page } from '@playwright/test'

/** Signs a staff account in through Payload's own login screen. */
export const signInToAdmin = async (page: Page, email: string, password: string) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}
