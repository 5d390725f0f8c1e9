import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { guideBySlug } from '@/lib/guides/publishedContent'
import { visaDirectory } from '@/lib/visas/visaDirectory'
import { visaFiltersFromParams } from '@/lib/visas/visaFilters'

import { createMember, createStaff } from '../helpers/fixtures'
import { rest, tokenFor } from '../helpers/rest'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let editorToken: string
let visaId: number

const visa = {
  country: 'Portugal',
  countryCode: 'pt',
  duration: '1 year',
  minIncome: '€2,763/month',
  cost: '€90',
  processingTime: '2-3 months',
  region: 'Europe',
  applyUrl: 'https://vistos.mne.gov.pt/en/',
  benefits: ['Schengen travel'],
}

/** What /nomad-visas lists on its next request, for these query parameters. */
const page = async (params: Record<string, string> = {}) =>
  (await visaDirectory(payload, visaFiltersFromParams(params))).visas.map(
    (doc) => `${doc.country} ${doc.minIncome}`,
  )

beforeAll(async () => {
  payload = await startTestPayload()
  await createStaff(payload, 'editor@example.com', ['editor'])
  await createMember(payload, 'member@example.com')
  editorToken = await tokenFor(payload, 'users', 'editor@example.com', 'staff-password')
  const created = await rest(payload, 'POST', '/visas', {
    token: editorToken,
    body: { ...visa, _status: 'published' },
  })
  expect(created.status).toBe(201)
  visaId = created.json.doc.id
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe("an editor's changes to a visa on /nomad-visas", () => {
  it('a published visa is listed', async () => {
    expect(await page()).toEqual(['Portugal €2,763/month'])
    expect(await page({ region: 'Europe', income: '2500-3500' })).toEqual(['Portugal €2,763/month'])
  })

  it('a saved draft does not change the public page', async () => {
    const saved = await rest(payload, 'PATCH', `/visas/${visaId}?draft=true`, {
      token: editorToken,
      body: { minIncome: '$5,000/month', _status: 'draft' },
    })
    expect(saved.status).toBe(200)
    expect(await page()).toEqual(['Portugal €2,763/month'])
    expect(await page({ income: 'over-3500' })).toEqual([])
  })

  it('publishing shows the change on the next request, in the right income bucket', async () => {
    const published = await rest(payload, 'PATCH', `/visas/${visaId}`, {
      token: editorToken,
      body: { minIncome: '$5,000/month', _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(await page()).toEqual(['Portugal $5,000/month'])
    expect(await page({ income: 'over-3500' })).toEqual(['Portugal $5,000/month'])
    expect(await page({ income: '2500-3500' })).toEqual([])
  })

  it('a new visa saved only as a draft stays off the page', async () => {
    const draft = await rest(payload, 'POST', '/visas?draft=true', {
      token: editorToken,
      body: { ...visa, country: 'Spain', countryCode: 'es', _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    expect(await page()).toEqual(['Portugal $5,000/month'])
    const anonymous = await rest(payload, 'GET', '/visas?draft=true')
    expect(anonymous.json.docs.map((doc: { country: string }) => doc.country)).toEqual(['Portugal'])
  })

  it('keeps earlier versions for the editor to restore', async () => {
    const versions = await rest(payload, 'GET', `/visas/versions?where[parent][equals]=${visaId}`, {
      token: editorToken,
    })
    expect(versions.status).toBe(200)
    expect(versions.json.totalDocs).toBeGreaterThanOrEqual(3)
    expect(
      (await rest(payload, 'GET', `/visas/versions?where[parent][equals]=${visaId}`)).status,
    ).toBe(403)
  })
})

describe('a seeker who gives their passport and income', () => {
  it('sees on each program whether they qualify, eligible ones first, by the data editors keep', async () => {
    const georgia = await rest(payload, 'POST', '/visas', {
      token: editorToken,
      body: { ...visa, country: 'Georgia', countryCode: 'ge', minIncome: '$2,000/month', region: 'Europe/Asia', _status: 'published' },
    })
    expect(georgia.status).toBe(201)
    const marked = await rest(payload, 'PATCH', `/visas/${visaId}`, { token: editorToken, body: { excludedNationalities: ['EEA'], _status: 'published' } })
    expect(marked.status).toBe(200)
    const answers = async (params: Record<string, string>) => {
      const directory = await visaDirectory(payload, visaFiltersFromParams(params))
      return directory.visas.map((doc) => `${doc.country}: ${directory.checks?.get(doc.id)?.status}`)
    }
    expect(await answers({ passport: 'US', income: '2500' })).toEqual(['Georgia: qualify', 'Portugal: not-eligible'])
    expect(await answers({ passport: 'US', income: '5000' })).toEqual(['Georgia: qualify', 'Portugal: qualify'])
    expect(await answers({ passport: 'Germany', income: '5000' })).toEqual(['Georgia: qualify', 'Portugal: not-eligible'])
    expect(await answers({ passport: 'GE', income: '5000' })).toEqual(['Portugal: qualify', 'Georgia: not-eligible'])
    // Without a passport the page is as it was: no answers, in the usual order.
    expect(await answers({})).toEqual(['Georgia: undefined', 'Portugal: undefined'])
    await rest(payload, 'DELETE', `/visas/${georgia.json.doc.id}`, { token: editorToken })
  })
})

describe('nobody but editors and admins edits the guides', () => {
  const collections = [
    'visas',
    'resources',
    'resource-categories',
    'insurance-providers',
    'banking-providers',
    'esim-providers',
    'hiring-platforms',
    'guides',
  ]

  it('anonymous cannot create, change or delete any guide content', async () => {
    for (const collection of collections) {
      expect(
        (await rest(payload, 'POST', `/${collection}`, { body: { name: 'Spam', title: 'Spam' } }))
          .status,
        collection,
      ).toBe(403)
    }
    expect(
      (await rest(payload, 'PATCH', `/visas/${visaId}`, { body: { minIncome: '$1/month' } }))
        .status,
    ).toBe(403)
    expect((await rest(payload, 'DELETE', `/visas/${visaId}`)).status).toBe(403)
    expect(await page()).toEqual(['Portugal $5,000/month'])
  })

  it('a signed-in member cannot either', async () => {
    const token = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
    expect(
      (await rest(payload, 'PATCH', `/visas/${visaId}`, { token, body: { minIncome: '$1/month' } }))
        .status,
    ).toBe(403)
    expect(
      (
        await rest(payload, 'POST', '/guides', {
          token,
          body: { title: 'x', slug: 'x', description: 'x' },
        })
      ).status,
    ).toBe(403)
  })

  it('an editor publishes a guide page that the public then reads', async () => {
    const body = {
      title: 'Lifestyle',
      slug: 'lifestyle-tips',
      description: 'Balance.',
      sections: [{ heading: 'Move', display: 'list', items: [{ title: 'Walk' }] }],
    }
    expect(
      (
        await rest(payload, 'POST', '/guides?draft=true', {
          token: editorToken,
          body: { ...body, _status: 'draft' },
        })
      ).status,
    ).toBe(201)
    expect(await guideBySlug(payload, 'lifestyle-tips')).toBeNull()
    const { docs } = await payload.find({
      collection: 'guides',
      where: { slug: { equals: 'lifestyle-tips' } },
      draft: true,
    })
    await rest(payload, 'PATCH', `/guides/${docs[0].id}`, {
      token: editorToken,
      body: { _status: 'published' },
    })
    expect((await guideBySlug(payload, 'lifestyle-tips'))?.sections?.[0]?.items?.[0]?.title).toBe(
      'Walk',
    )
  })
})

describe("the income filter reads a normalized monthly minimum that editors can correct", () => {
  let albania = 0
  const stored = async () => payload.findByID({ collection: 'visas', id: albania, depth: 0 })

  it('reads a yearly euro amount as US dollars a month, with the migration\'s dated rates', async () => {
    const created = await rest(payload, 'POST', '/visas', {
      token: editorToken,
      body: { ...visa, country: 'Albania', countryCode: 'al', minIncome: '€9,800/year (about €820/month)', _status: 'published' },
    })
    expect(created.status).toBe(201)
    albania = created.json.doc.id
    expect(await stored()).toMatchObject({ incomeRequirement: 'income', incomeAmount: 9800, incomeCurrency: 'EUR', incomePeriod: 'year', minIncomeUsdMonthly: 939 })
    expect(await page({ income: 'under-1500' })).toEqual(['Albania €9,800/year (about €820/month)'])
    expect(await page({ income: 'over-3500' })).toEqual(['Portugal $5,000/month'])
    const rates = await payload.findGlobal({ slug: 'exchange-rates' })
    expect(rates.asOf?.slice(0, 10)).toBe('2025-11-03')
  })

  it('an editor changing a rate moves every visa it converts', async () => {
    const saved = await rest(payload, 'POST', '/globals/exchange-rates', {
      token: editorToken,
      body: { asOf: '2026-11-20', rates: [{ currency: 'eur', usdPerUnit: 2 }] },
    })
    expect(saved.status).toBe(200)
    expect((await stored()).minIncomeUsdMonthly).toBe(1633)
    expect(await page({ income: '1500-2500' })).toEqual(['Albania €9,800/year (about €820/month)'])
    const bad = await rest(payload, 'POST', '/globals/exchange-rates', {
      token: editorToken,
      body: { asOf: '2026-11-20', rates: [{ currency: 'EUR', usdPerUnit: 1 }, { currency: 'EUR', usdPerUnit: 1.1 }] },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.json)).toContain('EUR is listed twice.')
  })

  it('a correction stays through later saves; savings show under every bucket, labelled', async () => {
    const corrected = await rest(payload, 'PATCH', `/visas/${albania}`, { token: editorToken, body: { incomeRequirement: 'savings' } })
    expect(corrected.status).toBe(200)
    expect(await stored()).toMatchObject({ incomeRequirement: 'savings', minIncomeUsdMonthly: null })
    await rest(payload, 'PATCH', `/visas/${albania}`, { token: editorToken, body: { cost: 'About €50' } })
    expect((await stored()).incomeRequirement).toBe('savings')
    for (const income of ['under-1500', '1500-2500', '2500-3500', 'over-3500']) {
      expect(await page({ income }), income).toContain('Albania €9,800/year (about €820/month)')
    }
  })

  it('only staff read the rates and only editors and admins change them', async () => {
    expect((await rest(payload, 'GET', '/globals/exchange-rates')).status).toBe(403)
    const member = await tokenFor(payload, 'members', 'member@example.com', 'member-password')
    expect((await rest(payload, 'GET', '/globals/exchange-rates', { token: member })).status).toBe(403)
    await createStaff(payload, 'moderator-rates@example.com', ['moderator'])
    const moderator = await tokenFor(payload, 'users', 'moderator-rates@example.com', 'staff-password')
    expect((await rest(payload, 'GET', '/globals/exchange-rates', { token: moderator })).status).toBe(200)
    expect((await rest(payload, 'POST', '/globals/exchange-rates', { token: moderator, body: { asOf: '2026-01-01', rates: [] } })).status).toBe(403)
  })
})
