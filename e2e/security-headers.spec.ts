import { expect, test } from '@playwright/test'

const PAGES = ['/', '/jobs', '/companies', '/company/gitlab', '/nomad-visas', '/resources', '/submit-job', '/post-job', '/auth', '/admin/login', '/no-such-page']

test('every page sends the Content-Security-Policy (scripts from this site only) and the other security headers', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toContain("script-src 'self' 'unsafe-inline';")
    expect(headers['content-security-policy'], path).not.toContain('unsafe-eval')
    expect(headers['content-security-policy'], path).toContain("base-uri 'self'")
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options'], path).toBe('DENY')
  }
})

test('pages and the admin panel run under that policy without violations', async ({ page }) => {
  // Chromium reports CSP violations as DevTools issues (an eval probe is not a console error).
  const violations: string[] = []
  const devtools = await page.context().newCDPSession(page)
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') violations.push(`${page.url()}: ${JSON.stringify(issue.details)}`)
  })
  await devtools.send('Audits.enable')
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  for (const path of ['/', '/jobs', '/submit-job', '/post-job', '/auth', '/resume-builder', '/interview-coach', '/nomad-visas', '/admin/login']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  expect(violations).toEqual([])
})

test('session cookies are HttpOnly, SameSite=Lax and Secure in production', async ({ request }) => {
  const email = `cookie-${Date.now()}@e2e.example`
  await request.post('/api/members', { data: { email, password: 'cookie-password' } })
  const login = await request.post('/api/users/login', { data: { email: 'admin@e2e.example', password: 'e2e-admin-password' } })
  const cookie = login.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/payload-token=/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
  expect(cookie).toMatch(/Secure/i)
})
