import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/**
 * axe-core on every route of the jobs board and the tools (the guide pages are checked in
 * nomad-guides.spec.ts, the auth pages in auth.spec.ts): no serious or critical violation.
 */
const ROUTES = [
  '/',
  '/jobs',
  '/jobs?category=Engineering&location=Worldwide&sort=company',
  '/companies',
  '/company/gitlab',
  '/companies/no-such-company',
  '/submit-job',
  '/post-job',
  '/employer',
  '/employer?link=expired',
  '/resume-builder',
  '/cover-letter-generator',
  '/interview-coach',
  '/linkedin-optimizer',
  '/newsletter/confirm?token=invalid',
  '/unsubscribe?token=x',
  '/this/does-not-exist',
]

for (const route of ROUTES) {
  test(`${route} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('a job page has no serious or critical accessibility violation', async ({ page, request }) => {
  const { docs } = await (await request.get('/api/jobs?limit=1&depth=0')).json()
  await page.goto(`/jobs/${docs[0].slug}`)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([])
})
