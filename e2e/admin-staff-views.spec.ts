import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'

/**
 * The admin views only some staff may open (the review queue, the link checker) answer every
 * address Payload would route to them (a path below, a trailing slash, %-escapes, another case)
 * as they answer their own: 403 to visitors and members, with a page that holds nothing of
 * Payload's admin (no config, no menu); 403 with the view's refusal to staff without the role.
 */
const VIEWS = [
  { path: '/admin/review-queue', refusal: 'The review queue is for moderators and admins only.' },
  { path: '/admin/link-checker', refusal: 'The link checker is for admins only.' },
]

/** Every spelling of a view's address that reaches Payload's router. */
const spellings = (path: string) => {
  const [, , name] = path.split('/')
  const escaped = name.replace('-', '%2D')
  return [
    path,
    `${path}/`,
    `${path}/x`,
    `${path}/x/y`,
    `${path}/x/`,
    `/admin/${escaped}`,
    `/admin/%${name.charCodeAt(0).toString(16)}${name.slice(1)}/x`,
    `/admin/${name.toUpperCase()}`,
    `/admin/${name[0].toUpperCase()}${name.slice(1)}/x`,
    `${path}%2Fx`,
  ]
}

/** What Payload's admin puts in a page it renders: its config, its menu of collections, a field name. */
const ADMIN_INSIDE = /visibleEntities|serverURL|posting-plans|contactEmail|job_title|unauthenticated/

/** A page load as a browser sends it (Payload reads the session cookie of a same-site navigation). */
const navigate = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } })
  return { status: response.status(), html: await response.text() }
}

const adminToken = async (request: APIRequestContext) =>
  (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()).token as string

/** A browser context signed in as a new account of `collection` (members confirmed, staff with `roles`). */
const signedIn = async (browser: Browser, request: APIRequestContext, collection: 'members' | 'users', roles: string[] = []) => {
  const email = `${collection}-${roles.join('-')}-${Date.now()}@e2e.example`
  const password = 'views-password-123'
  const data = collection === 'users' ? { email, password, roles } : { email, password, _verified: true }
  const created = await request.post(`/api/${collection}`, { headers: { Authorization: `JWT ${await adminToken(request)}` }, data })
  expect(created.ok(), await created.text()).toBe(true)
  const context = await browser.newContext()
  expect((await context.request.post(`/api/${collection}/login`, { data: { email, password } })).ok()).toBe(true)
  return context
}

test('visitors and members get 403 and nothing of the admin at every address of a staff-only view', async ({ browser, request }) => {
  const visitor = await browser.newContext()
  const member = await signedIn(browser, request, 'members')
  try {
    for (const [who, context] of [['visitor', visitor], ['member', member]] as const) {
      for (const view of VIEWS) {
        for (const path of spellings(view.path)) {
          const answer = await navigate(context.request, path)
          expect(answer.status, `${who} ${path}`).toBe(403)
          expect(answer.html, `${who} ${path}`).toContain('403 · Not allowed')
          expect(answer.html, `${who} ${path}`).toContain(view.refusal)
          expect(answer.html.match(ADMIN_INSIDE)?.[0], `${who} ${path}`).toBeUndefined()
        }
      }
      // In the browser too: the refusal and a way to sign in as staff.
      const page = await context.newPage()
      expect((await page.goto('/admin/review-queue/x'))?.status()).toBe(403)
      await expect(page.getByRole('heading', { name: '403 · Not allowed' })).toBeVisible()
      await expect(page.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/admin/login?redirect=%2Fadmin%2Freview-queue')
      await page.close()
    }
  } finally {
    await visitor.close()
    await member.close()
  }
})

test('a member’s session opens no admin page with the admin’s config in it', async ({ browser, request }) => {
  const member = await signedIn(browser, request, 'members')
  try {
    for (const path of ['/admin', '/admin/login', '/admin/unauthorized', '/admin/collections/jobs', '/admin/account']) {
      const answer = await navigate(member.request, path)
      expect(answer.html.match(/contactEmail|job_title|posting-plans/)?.[0], path).toBeUndefined()
    }
  } finally {
    await member.close()
  }
})

test('a moderator opens the review queue where Payload serves it, and gets the link checker’s refusal at each of its addresses', async ({ browser, request }) => {
  const moderator = await signedIn(browser, request, 'users', ['moderator'])
  try {
    for (const path of ['/admin/review-queue', '/admin/review%2Dqueue', '/admin/REVIEW-QUEUE']) {
      const answer = await navigate(moderator.request, path)
      expect(answer.status, path).toBe(200)
      expect(answer.html, path).toMatch(/No jobs wait for review|waiting for review/)
    }
    for (const path of spellings('/admin/link-checker')) {
      const answer = await navigate(moderator.request, path)
      expect(answer.status, path).toBe(403)
      expect(answer.html, path).toContain('The link checker is for admins only.')
    }
    const page = await moderator.newPage()
    expect((await page.goto('/admin/link-checker/x'))?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: '403 · Not allowed' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Check All Links' })).toHaveCount(0)
  } finally {
    await moderator.close()
  }
})
