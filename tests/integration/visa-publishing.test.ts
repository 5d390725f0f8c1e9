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
  minIncome: '€3,480/month',
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
    expect(await page()).toEqual(['Portugal €3,480/month'])
    expect(await page({ region: 'Europe', income: '2500-3500' })).toEqual(['Portugal €3,480/month'])
  })

  it('a saved draft does not change the public page', async () => {
    const saved = await rest(payload, 'PATCH', `/visas/${visaId}?draft=true`, {
      token: editorToken,
      body: { minIncome: '$5,000/month', _status: 'draft' },
    })
    expect(saved.status).toBe(200)
    expect(await page()).toEqual(['Portugal €3,480/month'])
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
