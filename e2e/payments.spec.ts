import { rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/lib/db/embeddedPostgres'
import { mailsInFolder, recipients } from '../tests/helpers/mailFolder'
import { type FakeStripe, startFakeStripe } from '../tests/helpers/stripeServer'
import { type AppInstance, startAppInstance } from './support/appInstance'
import { E2E_ENV, E2E_PORT } from './support/environment'
import { signInOnAuthPage } from './support/member'
import { linkFromNewestMail } from './support/mail'
import { fillEmployerForm, openPostingForm } from './support/postingForms'

/**
 * An employer pays for a post: the site with payments on (its own instance and database, talking
 * to a loopback server that speaks Stripe's API and shows its hosted Checkout page), the browser
 * going through Checkout and back.
 */
const PORT = E2E_PORT + 203
const PG_PORT = Number(E2E_ENV.EMBEDDED_PG_PORT) + 11
const ADMIN = { email: 'admin@payments.example', password: 'payments-admin-password' }
const MAIL_DIR = path.resolve('.data/e2e-payments/mail')
let database: EmbeddedDatabase
let stripe: FakeStripe
let site: AppInstance
let adminToken = ''
const unique = () => Date.now().toString(36)
const asAdmin = (path: string, body: unknown, method = 'POST') =>
  fetch(`${site.url}${path}`, { method, headers: { Authorization: `JWT ${adminToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  // Every run starts from an empty database and mail folder, as the shared server's does.
  rmSync(path.resolve('.data/e2e-payments'), { recursive: true, force: true })
  stripe = await startFakeStripe({ webhookUrl: `http://localhost:${PORT}/api/stripe/webhook` })
  database = await startEmbeddedPostgres({ dataDir: path.resolve('.data/e2e-payments/postgres'), port: PG_PORT, database: 'remote_passport' })
  site = await startAppInstance(PORT, database.url, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    MAIL_DIR,
    STRIPE_SECRET_KEY: 'sk_test_e2e_payments',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  })
  // The launch special is over on this site: posts are paid for.
  ;({ token: adminToken } = await (await fetch(`${site.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })).json())
  // Premium is sold: the limits apply to whoever has not bought it.
  expect((await asAdmin('/api/globals/site-settings', { launchSpecialLimit: 0, everyonePremium: false })).status).toBe(200)
})

test.afterAll(async () => {
  await site?.stop()
  await database?.stop()
  await stripe?.stop()
})

test('an employer chooses a plan, pays on Stripe Checkout and comes back to what was paid; the job is listed and reviewed after', async ({ page }) => {
  const title = `Remote Payments Engineer ${unique()}`
  const email = `pays-${unique()}@delta.example`
  await openPostingForm(page, `${site.url}/post-job`)
  await expect(page.getByText(/Launch Special/)).toHaveCount(0)
  await fillEmployerForm(page, { company: 'Delta Pay', title, description: 'Build the payments of a remote-first company that bills customers in forty currencies.', url: `https://delta.example/jobs/${unique()}`, email })
  await page.waitForTimeout(3000)
  await page.locator('article').filter({ hasText: 'Starter Post' }).getByRole('button', { name: 'Select Plan' }).click()
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.waitForURL(`${stripe.url}/checkout/**`)
  await expect(page.getByText('Starter Post').first()).toBeVisible()
  await expect(page.getByRole('strong').getByText('$69.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  await page.waitForURL(`${site.url}/post-job/success?session_id=*`)
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  await expect(page.getByText(`Thank you: you paid $69.00 for Starter Post, receipt to ${email}.`)).toBeVisible()
  await expect(page.getByText('Your job is listed now, and a moderator reviews it within 24 hours.')).toBeVisible()
  expect(stripe.deliveries).toContainEqual({ type: 'checkout.session.completed', status: 200 })

  const listed = async () => ((await (await fetch(`${site.url}/api/v1/jobs?q=${encodeURIComponent(title)}`)).json()).data ?? []).map((job: { title: string }) => job.title)
  await expect.poll(listed).toContain(title)
  await expect
    .poll(async () => (await mailsInFolder(MAIL_DIR)).filter((mail) => recipients(mail).includes(email)).map((mail) => mail.subject))
    .toContain('Payment received: $69.00 for Starter Post')
})

/** The employer who buys a Launch Bundle below, and uses it in the journey after. */
const bundleOwner = `cancels-${unique()}@delta.example`

test('an employer who cancels on Checkout finds the post saved and pays from the page Stripe sends them back to', async ({ page }) => {
  const email = bundleOwner
  await openPostingForm(page, `${site.url}/post-job`)
  await page.locator('article').filter({ hasText: 'Launch Bundle' }).getByRole('button', { name: 'Select Plan' }).click()
  await fillEmployerForm(page, { company: 'Delta Pay', title: `Remote Billing Lead ${unique()}`, description: 'Lead the billing team of a remote-first company that bills customers in forty currencies.', url: `https://delta.example/jobs/${unique()}`, email })
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.waitForURL(`${stripe.url}/checkout/**`)
  await expect(page.getByRole('strong').getByText('$199.00')).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()

  await page.waitForURL(`${site.url}/post-job/pay?**`)
  await expect(page.getByRole('heading', { name: 'The payment was not completed' })).toBeVisible()
  await expect(page.getByText(/is saved on the Launch Bundle plan \(\$199\)/)).toBeVisible()
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.waitForURL(`${stripe.url}/checkout/**`)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  await expect(page.getByText(/you paid \$199\.00 for Launch Bundle/)).toBeVisible()
})

test('a later post with the bundle\'s address uses it only from the emailed link; someone typing the address learns nothing', async ({ page, browser }) => {
  // The employer of the cancelled-then-paid Launch Bundle above has 2 posts left.
  const owner = bundleOwner
  const post = async (email: string, title: string) => {
    await openPostingForm(page, `${site.url}/post-job`)
    await expect(page.getByText('Posts left from a Launch Bundle, or one of the first employers? Post without choosing a plan')).toBeVisible()
    await fillEmployerForm(page, { company: 'Delta Pay', title, description: 'Run support for a remote-first company that bills customers in forty currencies.', url: `https://delta.example/jobs/${unique()}`, email })
    await page.waitForTimeout(3000)
    await page.getByRole('button', { name: 'Submit and Confirm by Email' }).click()
    await expect(page.getByText('Your job posting is saved. Confirm it from your email to continue.')).toBeVisible()
    return page.getByRole('status').filter({ hasText: 'Your job posting is saved' }).textContent()
  }
  // Whoever types the address is told what anyone is told: nothing of the bundle.
  const typed = await post(owner, `Remote Support Lead ${unique()}`)
  const nobody = `nobody-${unique()}@delta.example`
  const stranger = await post(nobody, `Remote Support Lead ${unique()}`)
  // The screen names each post by its own number and title; the rest must be the same for both.
  const asAnyone = (text: string | null, email: string) => text?.replace(email, 'X').replace(/Job #\d+: Remote Support Lead \w+/, 'Job #N')
  expect(asAnyone(typed, owner)).toBe(asAnyone(stranger, nobody))
  expect(typed).not.toMatch(/\d+ posts? left|usable until/)

  // The owner's mailbox has the link: the page shows what the bundle leaves, and confirming uses one.
  const link = await linkFromNewestMail(owner, 'Confirm your job posting on Remote Passport', '/post-job/confirm', 20_000, MAIL_DIR)
  const inbox = await (await browser.newContext()).newPage()
  const bundleTerms = inbox.getByText(/This post uses one of the posts you paid for ahead: 1 post left, usable until \w+ \d+, \d{4}\./)
  // Stripe's event for the bundle may still be on its way: the page reads the bundle when opened.
  await expect.poll(async () => (await inbox.goto(link), bundleTerms.count()), { timeout: 20_000 }).toBe(1)
  await inbox.getByRole('button', { name: 'Confirm and publish' }).click()
  await expect(inbox.getByText('Your job is listed now, and a moderator reviews it within 24 hours.')).toBeVisible()

  // An address with nothing to use chooses a plan on the page and pays.
  const unpaid = await linkFromNewestMail(nobody, 'Confirm your job posting on Remote Passport', '/post-job/confirm', 20_000, MAIL_DIR)
  await inbox.goto(unpaid)
  await expect(inbox.getByText('Choose a plan')).toBeVisible()
  await inbox.getByLabel('Starter Post ($69)').check()
  await inbox.getByRole('button', { name: 'Confirm and continue to payment' }).click()
  await inbox.waitForURL(`${stripe.url}/checkout/**`)
  await expect(inbox.getByRole('strong').getByText('$69.00')).toBeVisible()
})

test('a post paid twice (an earlier Checkout paid after the post was) is settled once: the employer is told the second payment is refunded, and the admin sees it in Payments', async ({ page }) => {
  const email = `twice-${unique()}@delta.example`
  await openPostingForm(page, `${site.url}/post-job`)
  await page.locator('article').filter({ hasText: 'Starter Post' }).getByRole('button', { name: 'Select Plan' }).click()
  await fillEmployerForm(page, { company: 'Delta Pay', title: `Remote Ledger Engineer ${unique()}`, description: 'Keep the ledgers of a remote-first company that bills customers in forty currencies.', url: `https://delta.example/jobs/${unique()}`, email })
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.waitForURL(`${stripe.url}/checkout/**`)
  const firstCheckout = page.url()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.waitForURL(`${site.url}/post-job/pay?**`)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.waitForURL(`${stripe.url}/checkout/**`)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByText('Your job is listed now, and a moderator reviews it within 24 hours.')).toBeVisible()

  // The first Checkout, still open in another tab, is paid too.
  await page.goto(firstCheckout)
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL(`${site.url}/post-job/success?session_id=*`)
  await expect(page.getByText('This posting was paid for already, so our team refunds this second payment.')).toBeVisible()
  const receipts = async () => (await mailsInFolder(MAIL_DIR)).filter((mail) => recipients(mail).includes(email) && mail.subject?.startsWith('Payment received')).length
  await expect.poll(receipts).toBe(1)

  const found = await (await fetch(`${site.url}/api/payments?where[email][equals]=${encodeURIComponent(email)}&where[status][equals]=already-paid&depth=0`, { headers: { Authorization: `JWT ${adminToken}` } })).json()
  expect(found.docs).toHaveLength(1)
  await page.goto(`${site.url}/admin/login`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`${site.url}/admin/collections/payments`)
  const rows = page.getByRole('row').filter({ hasText: email })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Job paid already' })).toHaveCount(1)
  await page.goto(`${site.url}/admin/collections/payments/${found.docs[0].id}`)
  await expect(page.getByText('Why it needs an admin')).toBeVisible()
  await expect(page.locator('#field-problem')).toHaveValue(/^Job \d+ was paid already by cs_\w+: refund this payment in Stripe\.$/)
})

test('a member buys Premium on Stripe Checkout, comes back premium, and ends it in the billing portal', async ({ page }) => {
  const email = `seeker-${unique()}@delta.example`
  const created = await (await fetch(`${site.url}/api/members`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'seeker-password' }) })).json()
  expect((await asAdmin(`/api/members/${created.doc.id}`, { _verified: true }, 'PATCH')).status).toBe(200)

  await page.goto(`${site.url}/premium`)
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/auth')
  await signInOnAuthPage(page, email, 'seeker-password')
  await expect(page).toHaveURL((url) => url.pathname === '/premium')

  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await page.waitForURL(`${stripe.url}/checkout/**`)
  await expect(page.getByRole('strong').getByText('$9.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL(`${site.url}/account?session_id=*`)
  await expect(page.getByText('Your payment went through and Premium is active. Thank you!')).toBeVisible()
  const plan = page.getByRole('region', { name: 'Plan' })
  await expect(plan.getByText(/Paid through \w+ \d+, \d{4}\. It renews every month/)).toBeVisible()

  // A premium tool gives its full result now: the LinkedIn optimizer is no longer locked.
  await page.goto(`${site.url}/linkedin-optimizer`)
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0)

  await page.goto(`${site.url}/account`)
  await page.getByRole('region', { name: 'Plan' }).getByRole('button', { name: 'Manage billing' }).click()
  await page.waitForURL(`${stripe.url}/portal/**`)
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  await page.waitForURL(`${site.url}/account`)
  await expect(page.getByRole('region', { name: 'Plan' }).getByText('Your Premium subscription has ended.')).toBeVisible()
  expect(stripe.deliveries.filter((delivery) => delivery.type.startsWith('customer.subscription')).every((delivery) => delivery.status === 200)).toBe(true)
})

test('the button says what pressing it does; the launch special says when its places are taken', async ({ page, browser }) => {
  const form = page.locator('form').filter({ has: page.getByLabel('Job Title') })
  const submit = form.locator('button[type="submit"]')
  const starter = page.locator('article').filter({ hasText: 'Starter Post' })
  await openPostingForm(page, `${site.url}/post-job`)
  // Payments on and "list at once, review after": the page says a post is listed before its review.
  await expect(page.getByRole('heading', { name: 'Listed at once, reviewed within 24 hours' })).toBeVisible()
  // Payments on, no free places: without a plan the post waits for its address; with one, it is paid.
  await expect(submit).toHaveText('Submit and Confirm by Email')
  await starter.getByRole('button', { name: 'Select Plan' }).click()
  await expect(submit).toHaveText('Continue to Payment')
  await starter.getByRole('button', { name: 'Selected' }).click()
  await expect(submit).toHaveText('Submit and Confirm by Email')

  // One free place: even a chosen plan waits for the address, which may be the first employer's.
  expect((await asAdmin('/api/globals/site-settings', { launchSpecialLimit: 1 })).status).toBe(200)
  const email = `first-${unique()}@delta.example`
  // The cached page renders afresh once the change reaches it (within moments).
  await expect(async () => {
    await openPostingForm(page, `${site.url}/post-job`)
    await expect(page.getByRole('note').filter({ hasText: 'Launch Special' })).toContainText('1 of 1 free places left.', { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await starter.getByRole('button', { name: 'Select Plan' }).click()
  await expect(submit).toHaveText('Submit and Confirm by Email')
  await starter.getByRole('button', { name: 'Selected' }).click()
  await fillEmployerForm(page, { company: 'Delta Pay', title: `Remote Treasury Lead ${unique()}`, description: 'Run the treasury of a remote-first company that bills customers in forty currencies.', url: `https://delta.example/jobs/${unique()}`, email })
  await page.waitForTimeout(3000)
  await submit.click()
  await expect(page.getByText('Your job posting is saved. Confirm it from your email to continue.')).toBeVisible()
  const link = await linkFromNewestMail(email, 'Confirm your job posting on Remote Passport', '/post-job/confirm', 20_000, MAIL_DIR)
  const inbox = await (await browser.newContext()).newPage()
  await inbox.goto(link)
  await inbox.getByRole('button', { name: 'Confirm and publish' }).click()
  await expect(inbox.getByText(/Your job is listed now/)).toBeVisible()

  // The place is taken: the banner no longer offers it, and a chosen plan is paid again.
  await expect(async () => {
    await openPostingForm(page, `${site.url}/post-job`)
    await expect(page.getByRole('note').filter({ hasText: 'Launch Special' })).toHaveText('The Launch Special is over: its free place is taken.Choose a plan below for your post.', { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText('Launch Special: First 1 employers post FREE!')).toHaveCount(0)
  await starter.getByRole('button', { name: 'Select Plan' }).click()
  await expect(submit).toHaveText('Continue to Payment')
  expect((await asAdmin('/api/globals/site-settings', { launchSpecialLimit: 0 })).status).toBe(200)
})
