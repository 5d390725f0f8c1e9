/**
 * npm run lighthouse — Lighthouse (desktop) with Debian's Chromium on /, /jobs, /companies,
 * /nomad-visas and /resume-builder of the production build: performance, accessibility, best
 * practices and SEO. Writes bench/results.json ("lighthouse").
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { startBenchSite } from './benchSite'
import { saveResults } from './results'

const PORT = Number(process.env.LIGHTHOUSE_PORT || 3430)
const PAGES = ['/', '/jobs', '/companies', '/nomad-visas', '/resume-builder']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const main = async () => {
  const site = await startBenchSite(PORT)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  })
  const rows: Array<Record<string, number | string>> = []
  try {
    for (const page of PAGES) {
      // The first visit warms the server's caches; the second is the one measured.
      await fetch(`${site.base}${page}`)
      const result = await lighthouse(`${site.base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, desktopConfig)
      const categories = result?.lhr.categories ?? {}
      const row: Record<string, number | string> = { page }
      for (const category of CATEGORIES) row[category] = Math.round((categories[category]?.score ?? 0) * 100)
      const failed = Object.values(result?.lhr.audits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id)
      row.failedAudits = failed.join(', ')
      rows.push(row)
    }
  } finally {
    await chrome.kill()
    await site.stop()
  }
  console.log('\npage              performance  accessibility  best practices  SEO   failed binary audits')
  for (const row of rows) {
    console.log(`${String(row.page).padEnd(17)} ${String(row.performance).padStart(11)} ${String(row.accessibility).padStart(14)} ${String(row['best-practices']).padStart(15)} ${String(row.seo).padStart(4)}   ${row.failedAudits}`)
  }
  await saveResults('lighthouse', { preset: 'desktop', pages: rows })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
