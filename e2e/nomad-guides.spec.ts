import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { E2E_ADMIN } from './support/environment'
import { seedCountries, seedGuide, SEED_GUIDES, SEED_VISAS } from './support/guidesSeed'

/** Every guide page: one per seeded guide (the e2e server is seeded from seed/guides/). */
const ROUTES = SEED_GUIDES.map((guide) => `/${guide.slug}`)

/** Console errors and uncaught exceptions of a page, collected from now on. */
const collectErrors = (page: Page) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const visaCards = (page: Page) =>
  page.getByRole('list', { name: 'Visa programs' }).getByRole('article')
const cardCountries = async (page: Page) =>
  (await visaCards(page).getByRole('heading', { level: 3 }).allTextContents()).sort()

test.describe('every nomad guide page', () => {
  for (const path of ROUTES) {
    test(`${path} renders with its title and metadata, no console errors and no serious axe violations`, async ({
      page,
    }) => {
      const errors = collectErrors(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const guide = seedGuide(path.slice(1))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
      await expect(page).toHaveTitle(`${guide.title} · Remote Passport`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        guide.description,
      )
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        guide.title,
      )
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        guide.description,
      )
      for (const section of guide.sections.filter(
        (s) => s.display !== 'directory' && s.display !== 'comparison',
      ))
        await expect(
          page.getByRole('heading', { level: 2, name: section.heading, exact: true }),
        ).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
    })
  }

  test('the sitemap lists every guide page and the four AI tools', async ({ request }) => {
    const xml = await (await request.get('/sitemaps/pages.xml')).text()
    for (const path of [...ROUTES, '/resume-builder', '/cover-letter-generator', '/interview-coach', '/linkedin-optimizer']) {
      expect(xml).toContain(`${path}</loc>`)
    }
  })
})

test.describe('/nomad-visas', () => {
  test('shows every seeded program with its flag, facts, three benefits and Apply Now', async ({
    page,
  }) => {
    await page.goto('/nomad-visas')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Showing ${SEED_VISAS.length} visa programs of ${SEED_VISAS.length}`,
    )
    expect(await cardCountries(page)).toEqual(seedCountries({}))
    // The strip is computed from the programs listed, not typed in.
    const stats = page.getByRole('region', { name: 'Digital nomad visas at a glance' })
    await expect(stats.locator('dd')).toHaveText([String(SEED_VISAS.length), '90\u00a0days–5\u00a0years', '$600–$8.3K/mo', '2\u00a0days–3\u00a0months'])
    await expect(stats.locator('dt')).toHaveText(['Countries with remote work visas', 'First stay granted', 'Minimum monthly income', 'Processing time'])

    const portugal = visaCards(page).filter({
      has: page.getByRole('heading', { name: 'Portugal' }),
    })
    const seed = SEED_VISAS.find((visa) => visa.country === 'Portugal')!
    await expect(portugal).toContainText(seed.minIncome)
    await expect(portugal).toContainText('Last reviewed Jun 1, 2025')
    // Reviewed over a year ago: the card says so and links the official page to check.
    await expect(portugal).toContainText('May be out of date.')
    await expect(portugal.getByRole('link', { name: 'Check the official source for Portugal' })).toHaveAttribute('href', seed.applyUrl)
    await expect(
      portugal.getByRole('list', { name: 'Benefits' }).getByRole('listitem'),
    ).toHaveCount(3)
    const flag = portugal.locator('img')
    await expect(flag).toHaveAttribute('src', '/flags/pt.svg')
    await flag.scrollIntoViewIfNeeded()
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const apply = portugal.getByRole('link', { name: /^Apply Now/ })
    await expect(apply).toHaveAttribute('href', seed.applyUrl)
    await expect(apply).toHaveAttribute('target', '_blank')
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.getByRole('link', { name: 'Browse Remote Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    )
    const services = page.getByRole('region', { name: 'Professional visa services' })
    for (const price of [
      'From $299',
      'From $199',
      'Custom pricing',
      'Premium service',
      'From $149',
      'From $250',
    ])
      await expect(services.getByText(price, { exact: true })).toBeVisible()
    await expect(services.getByRole('link', { name: /^Learn More/ })).toHaveCount(6)
  })

  test('filters by region and by income, both kept in the URL', async ({ page }) => {
    await page.goto('/nomad-visas')
    const region = page.getByRole('navigation', { name: 'Region:' })
    const income = page.getByRole('navigation', { name: 'Minimum income:' })
    await expect(region.getByRole('link')).toHaveText([
      'All',
      'Europe',
      'Asia',
      'Americas',
      'Middle East',
      'Africa',
      'Europe/Asia',
      'Oceania',
    ])
    await expect(income.getByRole('link')).toHaveText([
      'All',
      'Under $1,500/mo',
      '$1,500-$2,500/mo',
      '$2,500-$3,500/mo',
      'Over $3,500/mo',
    ])

    await region.getByRole('link', { name: 'Europe', exact: true }).click()
    await expect(page).toHaveURL(/region=Europe(&|#|$)/)
    await expect.poll(() => cardCountries(page)).toEqual(seedCountries({ region: 'Europe' }))
    await expect(region.getByRole('link', { name: 'Europe', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )

    await income.getByRole('link', { name: '$2,500-$3,500/mo' }).click()
    await expect(page).toHaveURL(/region=Europe&income=2500-3500/)
    await expect
      .poll(() => cardCountries(page))
      .toEqual(seedCountries({ region: 'Europe', income: '2500-3500' }))

    await region.getByRole('link', { name: 'All', exact: true }).click()
    await expect.poll(() => cardCountries(page)).toEqual(seedCountries({ income: '2500-3500' }))

    await income.getByRole('link', { name: 'Under $1,500/mo' }).click()
    await expect.poll(() => cardCountries(page)).toEqual(seedCountries({ income: 'under-1500' }))
    // A yearly amount in euros counts as US dollars a month, shown beside the text; savings and
    // no fixed minimum show under every bucket, labelled.
    const card = (country: string) => visaCards(page).filter({ has: page.getByRole('heading', { name: country, exact: true }) })
    await expect(card('Albania')).toContainText('€9,800/year (about €820/month)≈ $939/mo')
    await expect(card('Thailand')).toContainText('Savings, not income')
    await expect(card('Philippines')).toContainText('No fixed minimum')
    for (const country of ['Aruba', 'Canada', 'Netherlands']) await expect(card(country)).toHaveCount(1)
    await income.getByRole('link', { name: 'Over $3,500/mo' }).click()
    await expect.poll(() => cardCountries(page)).toEqual(seedCountries({ income: 'over-3500' }))
    await expect(card('Albania')).toHaveCount(0)
    await expect(card('Aruba')).toHaveCount(1)
  })

  test('filters work without JavaScript, from a shared link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/nomad-visas?region=Americas&income=over-3500')
    expect(await cardCountries(page)).toEqual(
      seedCountries({ region: 'Americas', income: 'over-3500' }),
    )
    await page
      .getByRole('navigation', { name: 'Region:' })
      .getByRole('link', { name: 'Europe/Asia' })
      .click()
    await expect(page).toHaveURL(/region=Europe%2FAsia&income=over-3500/)
    expect(await cardCountries(page)).toEqual(
      seedCountries({ region: 'Europe/Asia', income: 'over-3500' }),
    )
    await context.close()
  })
})

test.describe('/resources', () => {
  test('eight collapsible sections, the first open, with cards and one link to /nomad-visas', async ({
    page,
  }) => {
    await page.goto('/resources')
    await expect(
      page.getByText(
        'Some links may be affiliate links. We may earn a commission at no extra cost to you.',
      ),
    ).toBeVisible()
    const sections = page.locator('main details')
    await expect(sections).toHaveCount(8)
    await expect(sections.locator('summary h3')).toHaveText([
      'Travel & Logistics',
      'Visas & Legal Residency',
      'Productivity & Work Setup',
      'Banking Taxes & Finance',
      'Health & Wellness',
      'Community & Lifestyle',
      'Digital Tools for Nomad Living',
      'Legal & Safety',
    ])
    await expect(sections.first()).toHaveAttribute('open', '')
    await expect(sections.nth(1)).not.toHaveAttribute('open')
    await expect(page.getByRole('heading', { name: 'Short stays' })).toBeVisible()

    await sections.nth(1).locator('summary').click()
    const visas = sections
      .nth(1)
      .getByRole('article')
      .filter({ hasText: 'Digital Nomad Visas Guide' })
    await expect(visas.getByRole('link', { name: /^Visit Site/ })).toHaveAttribute(
      'href',
      '/nomad-visas',
    )
    await expect(visas.getByText('Free', { exact: true })).toBeVisible()
    const outbound = sections
      .first()
      .getByRole('link', { name: /^Visit Site/ })
      .first()
    await expect(outbound).toHaveAttribute('target', '_blank')
  })

  test('Back to top appears past 400 px of scroll and goes back up', async ({ page }) => {
    await page.goto('/resources')
    const button = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 300))
    await page.waitForTimeout(200)
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 401))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })
})

test.describe('provider comparisons', () => {
  test('the insurance page compares three providers, the sponsored one Recommended', async ({
    page,
  }) => {
    await page.goto('/nomad-insurance')
    await expect(
      page.getByText('We may earn a commission at no extra cost to you', { exact: true }),
    ).toBeVisible()
    const cards = page
      .getByRole('region', { name: 'Compare insurance providers' })
      .getByRole('article')
    await expect(cards).toHaveCount(3)
    const first = cards.first()
    for (const text of [
      'SafetyWing',
      'Recommended',
      '4.8 out of 5',
      '$45.08/month',
      'Up to $250,000',
      '185+ countries',
    ])
      await expect(first).toContainText(text)
    await expect(first.getByRole('link', { name: /^Get SafetyWing Quote/ })).toHaveAttribute(
      'rel',
      'sponsored noopener',
    )
    await expect(cards.nth(1)).toContainText('$80-150/month')
    await expect(cards.nth(1)).not.toContainText('Recommended')
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(cards.nth(2)).toContainText('Up to $2M+')
    await expect(first.locator('span[aria-hidden]').first()).toHaveText('S')
    await expect(page.getByText('Get a quote in 60 seconds', { exact: false })).toBeVisible()
  })

  test('the banking page has its four providers and the quick comparison table', async ({
    page,
  }) => {
    await page.goto('/international-banking')
    const cards = page
      .getByRole('region', { name: 'Compare banking providers' })
      .getByRole('article')
    await expect(cards).toHaveCount(4)
    const table = page.getByRole('table', { name: 'Quick comparison of banking providers' })
    await expect(table.getByRole('row')).toHaveCount(5)
    for (const rating of ['4.8', '4.6', '4.7', '4.3'])
      await expect(table).toContainText(`${rating} out of 5`)
    await expect(cards.first().getByRole('link', { name: /^Open Account/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  })

  test('a logo that cannot load shows the first letter on a direct visit, on every provider page', async ({ page, request, baseURL }) => {
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const pages = {
      'banking-providers': '/international-banking',
      'insurance-providers': '/nomad-insurance',
      'hiring-platforms': '/remote-hiring-platforms',
      'esim-providers': '/esim-data-plans',
    }
    for (const [collection, path] of Object.entries(pages)) {
      const { docs } = await (await request.get(`/api/${collection}?limit=1&depth=0&sort=sortOrder`, { headers })).json()
      const provider = docs[0] as { id: number; name: string; logo: string | null }
      // An address that fails at once (this site's 404), before the page is interactive.
      const logo = `${baseURL}/no-such-logo-${Date.now()}.png`
      expect((await request.patch(`/api/${collection}/${provider.id}`, { headers, data: { logo } })).ok()).toBe(true)
      try {
        await expect.poll(async () => (await request.get(path)).text(), { timeout: 3000 }).toContain(logo)
        await page.goto(path)
        const card = page.locator('main article').filter({ hasText: provider.name }).first()
        await expect(card.locator('.company-logo-letter'), `${path}: ${provider.name}`).toHaveText(provider.name.charAt(0).toUpperCase())
        await expect(card.locator('img')).toHaveCount(0)
      } finally {
        await request.patch(`/api/${collection}/${provider.id}`, { headers, data: { logo: provider.logo } })
      }
    }
  })

  test('hiring platforms and eSIM plans list four providers each', async ({ page }) => {
    await page.goto('/remote-hiring-platforms')
    await expect(
      page.getByRole('region', { name: 'Compare hiring platforms' }).getByRole('article'),
    ).toHaveCount(4)
    await expect(page.getByRole('link', { name: 'Browse Remote Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    )
    await page.goto('/esim-data-plans')
    await expect(
      page.getByRole('region', { name: 'Compare eSIM providers' }).getByRole('article'),
    ).toHaveCount(4)
    await expect(
      page.getByRole('region', { name: 'Getting started' }).getByRole('listitem'),
    ).toHaveCount(4)
  })
})

test.describe('career guides', () => {
  test('Copy puts a cover letter on the clipboard and says so', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    await page.goto('/cover-letter-samples')
    const templates = page
      .getByRole('region', { name: 'Cover letter templates' })
      .getByRole('article')
    await expect(templates).toHaveCount(10)
    const title = (await templates.nth(3).getByRole('heading').textContent())!
    await templates.nth(3).getByRole('button', { name: /^Copy/ }).click()
    await expect(page.getByText('Copied to clipboard!')).toBeVisible()
    await expect(page.getByText(`${title} template copied successfully.`)).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const seeded = seedGuide('cover-letter-samples').sections[0].items.find(
      (item) => item.title === title,
    )!
    expect(copied).toBe(seeded.text)
    await context.close()
  })

  test('Print Checklist opens the print dialog, and the printout holds only the checklist', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed++
      }
    })
    await page.goto('/remote-job-checklist')
    const phases = seedGuide('remote-job-checklist').sections.map((section) => section.heading)
    expect(phases).toEqual([
      'Before You Apply',
      'Resume & Application',
      'Cover Letter',
      'Portfolio & Online Presence',
      'Interview Preparation',
      'During the Interview',
      'Follow-Up',
      'After Getting an Offer',
    ])
    const box = page.getByRole('checkbox').first()
    await box.check()
    await expect(box).toBeChecked()
    await page.getByRole('button', { name: 'Print Checklist' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('body > header')).toBeHidden()
    await expect(page.locator('body > footer')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print Checklist' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'After Getting an Offer' })).toBeVisible()
  })

  test('the skills guide ranks the ten skills of the spec', async ({ page }) => {
    await page.goto('/remote-skills-guide')
    const items = page
      .getByRole('region', { name: 'The ten most wanted remote skills' })
      .locator('ol > li')
    await expect(items).toHaveCount(10)
    await expect(items.first()).toContainText('Written Communication')
    await expect(items.first()).toContainText('98% of remote job postings mention this skill')
    // Critical is a filled badge (white on blue), High a quiet one (dark on light grey).
    const look = (text: string, index: number) =>
      items.nth(index).getByText(text, { exact: true }).evaluate((badge) => {
        const style = getComputedStyle(badge)
        return { color: style.color, background: style.backgroundColor }
      })
    const critical = await look('Critical', 0)
    const high = await look('High', 2)
    expect(critical.color).toBe('rgb(255, 255, 255)')
    expect(high.color).not.toBe('rgb(255, 255, 255)')
    expect(critical.background).not.toBe(high.background)
    expect(high.background).not.toBe('rgba(0, 0, 0, 0)')
    await expect(items.last()).toContainText('Data Literacy')
    await expect(items.last()).toContainText('78% of remote job postings mention this skill')
  })

  test('the interview prep series has 4 × 4 questions and links to the interview coach', async ({
    page,
  }) => {
    await page.goto('/interview-prep-series')
    for (const category of [
      'Remote Work Experience',
      'Communication',
      'Self-Management',
      'Problem-Solving',
    ])
      await expect(
        page.getByRole('region', { name: category, exact: true }).locator('ol > li'),
      ).toHaveCount(4)
    await expect(page.getByRole('link', { name: /Interview Coach/ })).toHaveAttribute(
      'href',
      '/interview-coach',
    )
  })

  test('the career hub links the four AI tools and every guide', async ({ page }) => {
    await page.goto('/career-resources')
    for (const href of [
      '/resume-builder',
      '/cover-letter-generator',
      '/interview-coach',
      '/linkedin-optimizer',
      '/remote-resume-tips',
      '/cover-letter-samples',
      '/interview-prep-series',
      '/remote-skills-guide',
      '/portfolio-building-guide',
      '/remote-job-checklist',
    ])
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible()
    expect(SEED_GUIDES.length).toBe(15)
  })
})
