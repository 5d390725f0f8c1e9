import { extractFromJson, extractFromXml } from '@extractus/feed-extractor'
import { expect, type APIRequestContext, test } from '@playwright/test'

import { jobPostingProblems } from '../tests/helpers/jobPostingRules'
import { E2E_ADMIN } from './support/environment'

const adminToken = async (request: APIRequestContext) => {
  const response = await request.post('/api/users/login', { data: E2E_ADMIN })
  return (await response.json()).token as string
}

test('a job page carries schema.org JobPosting JSON-LD with the required properties', async ({ page, request }) => {
  const { docs } = await (await request.get('/api/jobs?limit=100&depth=0')).json()
  const job = docs.find((doc: { salary_range: string | null; hiring_locations: string[] }) => /^\$\d/.test(doc.salary_range ?? '') && !doc.hiring_locations.includes('Worldwide'))
  await page.goto(`/jobs/${job.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible()
  // Apply leads through the counting redirect (e2e/job-counts.spec.ts).
  await expect(page.getByRole('link', { name: /Apply for this job/ })).toHaveAttribute('href', new RegExp(`^/jobs/${job.slug}/apply(\\?from=\\w+)?$`))
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data).toMatchObject({
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description,
    datePosted: job.posted_date,
    validThrough: job.expiresAt,
    hiringOrganization: { '@type': 'Organization', name: job.company_name },
    jobLocationType: 'TELECOMMUTE',
  })
  expect(data.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|INTERN)$/)
  // The countries whose residents may apply, by name: never a region dressed as a country.
  const countries = data.applicantLocationRequirements.map((place: { '@type': string; name: string }) => place.name)
  expect(data.applicantLocationRequirements.every((place: { '@type': string }) => place['@type'] === 'Country')).toBe(true)
  expect(countries.length).toBeGreaterThan(0)
  expect(countries).not.toEqual(expect.arrayContaining(['Europe']))
  expect(countries).not.toEqual(expect.arrayContaining(['Worldwide']))
  expect(data.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', value: { '@type': 'QuantitativeValue' } })
  expect(data.baseSalary.value.minValue).toBeGreaterThan(0)
})

test('every listed job page carries JobPosting markup that passes the search engines\' required and recommended fields', async ({ request }) => {
  const sitemap = await (await request.get('/sitemaps/jobs-1.xml')).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
  expect(pages.length).toBeGreaterThan(10)
  const kinds = { worldwide: 0, countries: 0 }
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json))
    const markup = scripts.find((data) => data['@type'] === 'JobPosting')
    // A job whose locations name no place known carries none; every other listed job does.
    if (!markup) continue
    if (markup.applicantLocationRequirements) kinds.countries++
    else kinds.worldwide++
    expect(await jobPostingProblems(markup), path).toEqual([])
    expect(markup, path).toMatchObject({ jobLocationType: 'TELECOMMUTE', url: expect.stringContaining(path), identifier: { '@type': 'PropertyValue' } })
  }
  expect(kinds.worldwide).toBeGreaterThan(0)
  expect(kinds.countries).toBeGreaterThan(0)
})

test('a deactivated job answers 410 with noindex and links to similar open jobs, and leaves the list and feeds', async ({ page, request }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const { docs } = await (await request.get('/api/jobs?limit=1&sort=-posted_date&depth=0')).json()
  const job = docs[0]
  expect((await request.patch(`/api/jobs/${job.id}`, { headers, data: { is_active: false } })).ok()).toBe(true)
  try {
    // The cached page and its status follow the change within 2 s (the freshness contract).
    await expect
      .poll(
        async () => {
          const answer = await request.get(`/jobs/${job.slug}`)
          return `${answer.status()} ${(await answer.text()).includes('This job is no longer available')}`
        },
        { timeout: 2000, intervals: [100] },
      )
      .toBe('410 true')
    const response = await page.goto(`/jobs/${job.slug}`)
    expect(response?.status()).toBe(410)
    await expect(page.getByRole('heading', { name: 'This job is no longer available' })).toBeVisible()
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
    await expect(page.locator('main ul a').first()).toHaveAttribute('href', /^\/jobs\//)
    const rss = await (await request.get('/jobs.rss')).text()
    expect(rss).not.toContain(`/jobs/${job.slug}<`)
    const sitemap = await (await request.get('/sitemaps/jobs-1.xml')).text()
    expect(sitemap).not.toContain(`/jobs/${job.slug}<`)
  } finally {
    await request.patch(`/api/jobs/${job.id}`, { headers, data: { is_active: true } })
  }
  expect((await page.goto('/jobs/no-such-job-anywhere'))?.status()).toBe(404)
})

test('the RSS and JSON feeds parse with a feed reader and follow the /jobs filters', async ({ request }) => {
  const rssResponse = await request.get('/jobs.rss?category=Design')
  expect(rssResponse.headers()['content-type']).toContain('application/rss+xml')
  const rssText = await rssResponse.text()
  const rss = extractFromXml(rssText)
  expect(rss.title).toBe('Remote Passport: remote jobs')
  expect(rss.entries?.length).toBeGreaterThan(0)
  // A reader follows ?ref=feed links (their visits count as the feed's); the guid stays the page's address.
  for (const entry of rss.entries ?? []) expect(entry.link).toMatch(/\/jobs\/[a-z0-9-]+\?ref=feed$/)
  const links = [...rssText.matchAll(/<link>([^<]*)<\/link>\n<guid isPermaLink="false">([^<]*)<\/guid>/g)]
  expect(links).toHaveLength(rss.entries!.length)
  for (const [, link, guid] of links) expect(link).toBe(`${guid}?ref=feed`)

  const { docs: designJobs } = await (await request.get('/api/jobs?where[category][equals]=Design&limit=100')).json()
  expect(rss.entries?.length).toBe(designJobs.length)

  const jsonResponse = await request.get('/jobs.json?location=Worldwide')
  expect(jsonResponse.headers()['content-type']).toContain('application/feed+json')
  const body = await jsonResponse.json()
  expect(body.version).toBe('https://jsonfeed.org/version/1.1')
  const feed = extractFromJson(body)
  expect(feed.entries?.length).toBeGreaterThan(0)
  for (const item of body.items) {
    expect(item.tags).toContain('Worldwide')
    expect(item.url).toBe(`${item.id}?ref=feed`)
  }
})

test('the sitemap lists job and company pages with lastmod, and robots.txt points at it', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('<sitemapindex')
  expect(index).toMatch(/sitemaps\/jobs-1\.xml<\/loc><lastmod>/)
  const companies = await (await request.get('/sitemaps/companies.xml')).text()
  expect(companies).toMatch(/\/company\/gitlab<\/loc><lastmod>\d{4}-/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
  expect(robots).toContain('Disallow: /jobs/*/apply')
  expect(robots).toContain('Disallow: /employer')
})
