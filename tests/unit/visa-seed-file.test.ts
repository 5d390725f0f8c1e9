import { existsSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { INCOME_BUCKETS, incomeBucketOf } from '@/lib/visas/incomeBuckets'
import { monthlyMinimumUsd } from '@/lib/visas/minIncomeUsd'
import { readMinIncomeText } from '@/lib/visas/minIncomeText'
import { flagFilePath } from '@/lib/visas/flagFile'
import { VISA_REGIONS } from '@/lib/visas/regions'
import type { Visa } from '@/payload-types'

const visas = JSON.parse(readFileSync('seed/visas.json', 'utf8')) as Visa[]
const rates = JSON.parse(readFileSync('seed/exchange-rates.json', 'utf8'))

describe('seed/visas.json', () => {
  it('holds at least 60 programs, one per country', () => {
    expect(visas.length).toBeGreaterThanOrEqual(60)
    expect(new Set(visas.map((visa) => visa.country)).size).toBe(visas.length)
  })

  it('gives every program the fields a card shows, a flag, an official link and a review date', () => {
    for (const visa of visas) {
      const where = visa.country
      expect(visa.countryCode, where).toMatch(/^[a-z]{2}$/)
      expect(existsSync(flagFilePath(`${visa.countryCode}.svg`)!), `${where} flag`).toBe(true)
      for (const field of ['duration', 'minIncome', 'cost', 'processingTime'] as const)
        expect(visa[field], where).toBeTruthy()
      expect(VISA_REGIONS, where).toContain(visa.region)
      expect(visa.applyUrl, where).toMatch(/^https:\/\//)
      expect(visa.sourceUrl, where).toMatch(/^https:\/\//)
      expect(visa.benefits?.length, where).toBeGreaterThanOrEqual(3)
      expect(visa.requirements?.length, where).toBeGreaterThanOrEqual(2)
      expect(Number.isNaN(Date.parse(visa.lastReviewed ?? '')), where).toBe(false)
    }
  })

  it('has programs in every region and every income bucket, so each filter shows cards', () => {
    for (const region of VISA_REGIONS)
      expect(
        visas.some((visa) => visa.region === region),
        region,
      ).toBe(true)
    for (const { value } of INCOME_BUCKETS)
      expect(
        visas.some((visa) => {
          const usd = monthlyMinimumUsd(readMinIncomeText(visa.minIncome), rates)
          return usd !== null && incomeBucketOf(usd) === value
        }),
        value,
      ).toBe(true)
  })
})
