import { rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/lib/db/embeddedPostgres'
import { type AppInstance, startAppInstance } from './support/appInstance'
import { E2E_ENV, E2E_PORT } from './support/environment'
import { fillEmployerForm, openPostingForm } from './support/postingForms'

/**
 * Two app instances (different ports) on one PostgreSQL, then that PostgreSQL stopped and
 * started again under them.
 */
const PG_PORT = Number(E2E_ENV.EMBEDDED_PG_PORT) + 9
const ADMIN = { email: 'admin@instances.example', password: 'instances-admin-password' }
let database: EmbeddedDatabase
let first: AppInstance
let second: AppInstance

const startDatabase = () =>
  startEmbeddedPostgres({ dataDir: path.resolve('.data/e2e-instances/postgres'), port: PG_PORT, database: 'remote_passport' })

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  // Every run starts from an empty database, as the shared server's does.
  rmSync(path.resolve('.data/e2e-instances'), { recursive: true, force: true })
  database = await startDatabase()
  // One site behind a load balancer: both instances know it by the same public address.
  const env = { SITE_URL: `http://localhost:${E2E_PORT + 201}`, TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '0' }
  first = await startAppInstance(E2E_PORT + 201, database.url, env)
  second = await startAppInstance(E2E_PORT + 202, database.url, env)
})

test.afterAll(async () => {
  await first?.stop()
  await second?.stop()
  await database?.stop()
})

test('a member signed in on one instance is signed in on the other', async () => {
  const email = `both-${Date.now()}@e2e.example`
  await fetch(`${first.url}/api/members`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'member-password' }) })
  const { token: admin } = await (await fetch(`${first.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()
  const { docs } = await (await fetch(`${first.url}/api/members?where[email][equals]=${email}`, { headers: { Authorization: `JWT ${admin}` } })).json()
  await fetch(`${first.url}/api/members/${docs[0].id}`, { method: 'PATCH', headers: { Authorization: `JWT ${admin}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ _verified: true }) })

  const login = await fetch(`${first.url}/api/members/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'member-password' }) })
  expect(login.status).toBe(200)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]
  // As the browser sends it: the cookie with the site's own Origin.
  const headers = { cookie, Origin: first.url }
  const onFirst = await (await fetch(`${first.url}/api/members/me`, { headers })).json()
  const onSecond = await (await fetch(`${second.url}/api/members/me`, { headers })).json()
  expect([onFirst.user?.email, onSecond.user?.email]).toEqual([email, email])
})

test('rate limits are shared: the sixth post in an hour is refused, whichever instance takes it, and /post-job says so', async ({ browser }) => {
  const client = `203.0.113.${Math.floor(Math.random() * 200)}`
  const post = (instance: AppInstance, i: number) =>
    fetch(`${instance.url}/api/jobs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({
        company_name: 'Shared Limits Co',
        job_title: `Shared limit engineer ${i}`,
        job_description: 'A long enough description of a remote job that counts towards the limit.',
        job_type: 'Full-Time',
        schedule_type: 'Flexible',
        education_level: 'Not Required',
        category: 'Engineering',
        hiring_locations: ['Worldwide'],
        job_url: `https://limits.example/${Date.now()}-${i}`,
      }),
    })
  const statuses = []
  for (let i = 0; i < 6; i++) statuses.push((await post(i % 2 ? second : first, i)).status)
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])

  // The same network on /post-job: the refusal is on the screen, and what was typed stays.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': client } })
  const page = await context.newPage()
  await openPostingForm(page, `${second.url}/post-job`)
  await fillEmployerForm(page, { company: 'Shared Limits Co', title: 'Shared limit engineer 6', description: 'A long enough description of a remote job that counts towards the limit.', url: `https://limits.example/${Date.now()}-form`, email: `limits-${Date.now()}@e2e.example` })
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Submit and Confirm by Email' }).click()
  await expect(page.getByText(/^Too many job posts from your network\. Please try again in \d+ minutes\.$/)).toBeVisible()
  await expect(page.getByLabel('Job Title')).toHaveValue('Shared limit engineer 6')
  await context.close()
})

test("a change saved through one instance shows on the other's cached pages within 2 s", async () => {
  const { token } = await (await fetch(`${first.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const { docs } = await (await fetch(`${first.url}/api/banking-providers?limit=1&depth=0`, { headers: auth })).json()
  const bank = docs[0] as { id: number; name: string }
  // The second instance has the page in its cache…
  await fetch(`${second.url}/international-banking`)
  expect((await fetch(`${second.url}/international-banking`)).headers.get('x-nextjs-cache')).toBe('HIT')
  // …an editor saves through the first…
  const renamed = `${bank.name} Elsewhere ${Date.now()}`
  const saved = await fetch(`${first.url}/api/banking-providers/${bank.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name: renamed }) })
  expect(saved.status).toBe(200)
  const started = Date.now()
  // …and the second serves the new text within 2 s.
  for (;;) {
    if ((await (await fetch(`${second.url}/international-banking`)).text()).includes(renamed)) break
    expect(Date.now() - started, 'the second instance still serves the old page').toBeLessThan(2000)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await fetch(`${first.url}/api/banking-providers/${bank.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name: bank.name }) })
})

test('a scheduled task runs once, not once per instance', async () => {
  const { token } = await (await fetch(`${second.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const next = new Date(Date.now() + 60_000)
  const day = next.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase()
  const time = `${String(next.getUTCHours()).padStart(2, '0')}:${String(next.getUTCMinutes()).padStart(2, '0')}`
  const settings = await fetch(`${first.url}/api/globals/site-settings`, { method: 'POST', headers: auth, body: JSON.stringify({ digestEnabled: true, digestDay: day, digestTime: time }) })
  expect(settings.status).toBe(200)

  const digestJobs = async () => (await (await fetch(`${first.url}/api/payload-jobs?where[taskSlug][equals]=sendDigest&limit=10`, { headers: auth })).json()).docs
  await expect.poll(async () => (await digestJobs()).length, { timeout: 150_000, intervals: [2000] }).toBeGreaterThanOrEqual(1)
  await new Promise((resolve) => setTimeout(resolve, 5000))
  expect((await digestJobs()).length).toBe(1)
})

test('with PostgreSQL stopped, pages and /api/ready answer 503 with Retry-After within 3 s, and recover when it returns', async () => {
  expect((await fetch(`${first.url}/jobs`)).status).toBe(200)
  await database.stop()
  const timed = async (url: string) => {
    const started = Date.now()
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: Date.now() - started }
  }
  const answers = await Promise.all([
    timed(`${first.url}/api/ready`),
    timed(`${first.url}/jobs`),
    timed(`${second.url}/`),
    timed(`${second.url}/api/jobs`),
    ...Array.from({ length: 10 }, (_, i) => timed(`${i % 2 ? first.url : second.url}/jobs?page=${i + 1}`)),
  ])
  for (const answer of answers) {
    expect(answer.status).toBe(503)
    expect(answer.retryAfter).toBeTruthy()
    expect(answer.ms).toBeLessThan(3000)
  }
  expect((await fetch(`${first.url}/api/health`)).status).toBe(200)

  database = await startDatabase()
  await expect.poll(async () => (await fetch(`${first.url}/jobs`)).status, { timeout: 30_000 }).toBe(200)
  await expect.poll(async () => (await fetch(`${second.url}/api/ready`)).status, { timeout: 30_000 }).toBe(200)
})
