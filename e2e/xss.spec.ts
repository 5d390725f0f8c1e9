import { expect, test } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'

import { E2E_ADMIN } from './support/environment'

const SCRIPT = '<script>window.__xss = "script"</script>'
const IMG = '<img src=x onerror="window.__xss = \'img\'">'
const LINK = '<a href="javascript:window.__xss=\'link\'">apply here</a>'

test('job and company text holding markup is shown as text on every page and feed', async ({ page, request }) => {
  const tag = Date.now().toString(36)
  const job = {
    company_name: `${SCRIPT} Co ${tag}`.slice(0, 100),
    job_title: `${IMG} Engineer ${tag}`,
    job_description: `We ship careful software. ${LINK} ${SCRIPT} and more words to pass fifty characters.`,
    job_type: 'Full-Time',
    schedule_type: 'Flexible',
    education_level: 'Not Required',
    category: 'Engineering',
    hiring_locations: ['Worldwide', IMG],
    job_url: `https://xss.example/jobs/${tag}`,
  }
  const created = await request.post('/api/jobs', { data: job, headers: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200)}` } })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  // Text that looks like markup waits for a moderator, whatever the moderation setting: off the
  // board, its page and the feeds until approved.
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const stored = await (await request.get(`/api/jobs/${doc.id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()
  expect(stored).toMatchObject({ is_active: false, reviewStatus: 'pending' })
  expect((await (await request.get(`/jobs.json?q=${tag}`)).json()).items).toEqual([])
  // Its page is not there (410: a job that is not listed, as for any unlisted job), as soon as the
  // instance has heard of the new job from PostgreSQL: within the 2 s of the freshness contract.
  await expect.poll(async () => (await request.get(`/jobs/${doc.slug}`)).status(), { timeout: 2000, intervals: [100] }).toBe(410)
  // A moderator lets it through (a real employer may paste a title with angle brackets): every
  // page and feed still shows it as text.
  expect((await request.post(`/api/jobs/${doc.id}/approve`, { headers: { Authorization: `JWT ${token}` } })).status()).toBe(200)
  const company = await request.post('/api/companies', {
    headers: { Authorization: `JWT ${token}` },
    data: { name: `${IMG} Corp ${tag}`, hiringLink: 'https://xss.example/careers', industry: SCRIPT, roles: [IMG] },
  })
  expect(company.status()).toBe(201)
  const companySlug = (await company.json()).doc.slug

  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  for (const path of [`/jobs?q=${tag}`, `/jobs/${doc.slug}`, `/companies?q=${tag}`, `/company/${encodeURIComponent(companySlug)}`]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), path).toBeUndefined()
    await expect(page.getByText(tag).first(), path).toBeVisible()
    expect(await page.locator('main script:not([type="application/ld+json"]), main img[onerror], main a[href^="javascript:"]').count(), path).toBe(0)
  }
  await expect(page.getByText(SCRIPT).first()).toBeVisible()
  expect(dialogs).toBe(0)

  const rss = await (await request.get(`/jobs.rss?q=${tag}`)).text()
  expect(rss).not.toContain('<script>')
  expect(rss).not.toContain('<img')
  // A feed reader decodes the XML, then shows <description> as HTML: what it gets must be
  // escaped text. A real XML parser decodes it; the browser renders the result as a reader would.
  const parsed = new XMLParser({ processEntities: true, htmlEntities: false }).parse(rss)
  const item = [parsed.rss.channel.item].flat()[0]
  expect(item.description).toContain('&lt;img')
  await page.setContent(`<main>${item.description}</main>`)
  expect(await page.locator('main img, main script, main a').count()).toBe(0)
  await expect(page.locator('main')).toContainText(IMG)
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
  expect(item.title).toContain(IMG)
  const feed = await (await request.get(`/jobs.json?q=${tag}`)).json()
  expect(feed.items[0].title).toContain(IMG)
  expect(feed.items[0].url).toMatch(/^http:\/\/localhost:\d+\/jobs\//)
})
