import { readdirSync, readFileSync } from 'node:fs'

import { inIncomeBucket, type IncomeBucket } from '../../src/lib/visas/incomeBuckets'
import { monthlyMinimumUsd } from '../../src/lib/visas/minIncomeUsd'
import { readMinIncomeText } from '../../src/lib/visas/minIncomeText'

/** The e2e server is seeded from these files, so the expected cards come from them too. */
export type SeedVisa = { country: string; region: string; minIncome: string; applyUrl: string }
export const SEED_VISAS = JSON.parse(readFileSync('seed/visas.json', 'utf8')) as SeedVisa[]
const SEED_RATES = JSON.parse(readFileSync('seed/exchange-rates.json', 'utf8')) as { rates: Array<{ currency: string; usdPerUnit: number }> }

/** What the server stores for a seeded visa's income: its parts and US dollar figure. */
export const seedIncome = (visa: SeedVisa) => {
  const parts = readMinIncomeText(visa.minIncome)
  return { ...parts, minIncomeUsdMonthly: monthlyMinimumUsd(parts, SEED_RATES) }
}

export const seedCountries = (filter: { region?: string; income?: IncomeBucket }) =>
  SEED_VISAS.filter(
    (visa) =>
      (!filter.region || visa.region === filter.region) &&
      (!filter.income || inIncomeBucket(seedIncome(visa), filter.income)),
  )
    .map((visa) => visa.country)
    .sort()

export type SeedGuide = {
  slug: string
  title: string
  description: string
  sections: { heading: string; display: string; items: { title: string; text?: string }[] }[]
}
export const SEED_GUIDES: SeedGuide[] = readdirSync('seed/guides')
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(`seed/guides/${file}`, 'utf8')))

export const seedGuide = (slug: string) => SEED_GUIDES.find((guide) => guide.slug === slug)!
