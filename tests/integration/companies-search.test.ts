import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { companyBySlug } from '@/lib/companies/companyBySlug'
import { searchCompanies } from '@/lib/companies/searchCompanies'
import { closePayload } from '@/lib/db/keepPoolAlive'

import { startTestPayload } from '../helpers/testPayload'

let payload: Payload

const COMPANIES = [
  {
    name: 'GitLab',
    industry: 'Developer Tools',
    hiringRegions: 'Global',
    roles: ['Backend Engineer'],
  },
  { name: 'Help Scout', industry: 'Customer Support Software', hiringRegions: 'US & Canada' },
  { name: 'Doist', industry: 'Productivity', hiringRegions: 'Europe, Americas' },
  { name: 'Hotjar', industry: 'Analytics', hiringRegions: 'Europe' },
  { name: 'Toggl', industry: 'Productivity', hiringRegions: 'Global' },
  { name: 'Zapier', industry: 'Automation', hiringRegions: 'Americas, Europe' },
  { name: 'Aha!', industry: 'Product_Management', hiringRegions: 'Global' },
]

const names = (result: { companies: { name: string }[] }) => result.companies.map((c) => c.name)

beforeAll(async () => {
  payload = await startTestPayload()
  for (const company of COMPANIES) {
    await payload.create({
      collection: 'companies',
      data: {
        ...company,
        hiringLink: `https://careers.example/${encodeURIComponent(company.name)}`,
      },
    })
  }
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('searchCompanies: the directory search', () => {
  it('lists every company in name order without a search', async () => {
    const result = await searchCompanies(payload, {})
    expect(result.total).toBe(COMPANIES.length)
    expect(names(result)).toEqual([
      'Aha!',
      'Doist',
      'GitLab',
      'Help Scout',
      'Hotjar',
      'Toggl',
      'Zapier',
    ])
  })

  it('matches the name case-insensitively, anywhere in it', async () => {
    expect(names(await searchCompanies(payload, { q: 'GITL' }))).toEqual(['GitLab'])
    expect(names(await searchCompanies(payload, { q: 'scout' }))).toEqual(['Help Scout'])
  })

  it('matches the industry', async () => {
    expect(names(await searchCompanies(payload, { q: 'productivity' }))).toEqual(['Doist', 'Toggl'])
    expect(names(await searchCompanies(payload, { q: 'developer tools' }))).toEqual(['GitLab'])
  })

  it('matches the hiring regions', async () => {
    const result = await searchCompanies(payload, { q: 'EUROPE' })
    expect(names(result)).toEqual(['Doist', 'Hotjar', 'Zapier'])
    expect(result.total).toBe(3)
    expect(names(await searchCompanies(payload, { q: 'us & canada' }))).toEqual(['Help Scout'])
  })

  it('counts a company once when several of its fields match', async () => {
    // Toggl and GitLab hold an "l" in their name and in their regions (Global).
    const result = await searchCompanies(payload, { q: 'L' })
    expect(names(result)).toEqual(['Aha!', 'GitLab', 'Help Scout', 'Hotjar', 'Toggl'])
    expect(result.total).toBe(5)
  })

  it('finds nothing for text no field holds, and treats % and _ as plain characters', async () => {
    expect((await searchCompanies(payload, { q: 'blockchain' })).total).toBe(0)
    expect((await searchCompanies(payload, { q: '%' })).total).toBe(0)
    expect(names(await searchCompanies(payload, { q: 'product_' }))).toEqual(['Aha!'])
    expect((await searchCompanies(payload, { q: 'p_o' })).total).toBe(0)
  })

  it('ignores surrounding and repeated whitespace', async () => {
    expect(names(await searchCompanies(payload, { q: '  help   scout ' }))).toEqual(['Help Scout'])
    expect((await searchCompanies(payload, { q: '   ' })).total).toBe(COMPANIES.length)
  })
})

describe('searchCompanies: pages', () => {
  it('splits the list into pages and keeps the total', async () => {
    const first = await searchCompanies(payload, { pageSize: 3 })
    const second = await searchCompanies(payload, { pageSize: 3, page: 2 })
    const third = await searchCompanies(payload, { pageSize: 3, page: 3 })
    expect(first).toMatchObject({ total: 7, totalPages: 3, page: 1 })
    expect(first.companies).toHaveLength(3)
    expect(second.companies).toHaveLength(3)
    expect(third.companies).toHaveLength(1)
    const all = [...names(first), ...names(second), ...names(third)]
    expect(all).toEqual(names(await searchCompanies(payload, {})))
  })

  it('pages a search', async () => {
    const result = await searchCompanies(payload, { q: 'europe', pageSize: 2, page: 2 })
    expect(result).toMatchObject({ total: 3, totalPages: 2, page: 2 })
    expect(names(result)).toEqual(['Zapier'])
  })

  it('gives an empty page past the end, with the real total', async () => {
    const result = await searchCompanies(payload, { pageSize: 3, page: 9 })
    expect(result.companies).toEqual([])
    expect(result).toMatchObject({ total: 7, totalPages: 3 })
  })
})

describe('companyBySlug', () => {
  it('finds a company by the id of its URL', async () => {
    const company = await companyBySlug(payload, 'help-scout')
    expect(company).toMatchObject({
      name: 'Help Scout',
      slug: 'help-scout',
      industry: 'Customer Support Software',
      hiringRegions: 'US & Canada',
      hiringLink: 'https://careers.example/Help%20Scout',
    })
    expect((await companyBySlug(payload, 'gitlab'))?.roles).toEqual(['Backend Engineer'])
  })

  it('keeps punctuation of the name in the id', async () => {
    expect((await companyBySlug(payload, 'aha!'))?.name).toBe('Aha!')
  })

  it('gives null for an unknown or empty id', async () => {
    expect(await companyBySlug(payload, 'no-such-company')).toBeNull()
    expect(await companyBySlug(payload, '')).toBeNull()
    expect(await companyBySlug(payload, 'GitLab')).toBeNull()
  })
})

describe('searchCompanies: letter case', () => {
  it('lists a name written in lower case among its letter, and keeps that after a rename', async () => {
    const company = await payload.create({
      collection: 'companies',
      data: { name: 'thoughtbot', industry: 'Software Agency', hiringRegions: 'Americas', hiringLink: 'https://careers.example/thoughtbot' },
    })
    expect(names(await searchCompanies(payload, {}))).toEqual(['Aha!', 'Doist', 'GitLab', 'Help Scout', 'Hotjar', 'thoughtbot', 'Toggl', 'Zapier'])
    await payload.update({ collection: 'companies', id: company.id, data: { name: 'zeal' } })
    expect(names(await searchCompanies(payload, {})).slice(-2)).toEqual(['Zapier', 'zeal'])
    await payload.delete({ collection: 'companies', id: company.id })
  })
})
