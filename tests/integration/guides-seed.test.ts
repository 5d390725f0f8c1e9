import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '@/lib/db/keepPoolAlive'
import { guideBySlug, publishedProviders } from '@/lib/guides/publishedContent'
import { resourceSections } from '@/lib/guides/resourceTree'

import { seedGuideContent } from '../../seed/seedGuides'
import { startTestPayload } from '../helpers/testPayload'

let payload: Payload
let firstReport: Record<string, number>

const seedVisas = JSON.parse(readFileSync('seed/visas.json', 'utf8')) as unknown[]

beforeAll(async () => {
  payload = await startTestPayload()
  firstReport = await seedGuideContent(payload, { onlyEmpty: true })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('seeding the nomad guides', () => {
  it('publishes every visa, provider, resource and guide of seed/', () => {
    expect(firstReport).toMatchObject({
      visas: seedVisas.length,
      'insurance-providers': 3,
      'banking-providers': 4,
      'esim-providers': 4,
      'hiring-platforms': 4,
      'resource-categories': expect.any(Number),
      resources: expect.any(Number),
      guides: 15,
    })
    expect(seedVisas.length).toBeGreaterThanOrEqual(60)
  })

  it('is idempotent, and a start leaves filled collections alone', async () => {
    const again = await seedGuideContent(payload, { onlyEmpty: false })
    expect(Object.values(again).every((count) => count === 0)).toBe(true)
    expect(await seedGuideContent(payload, { onlyEmpty: true })).toEqual({})
  })

  it('builds the eight sections of /resources in order, with nested subcategories', async () => {
    const sections = await resourceSections(payload)
    expect(sections.map((section) => section.title)).toEqual([
      'Travel & Logistics',
      'Visas & Legal Residency',
      'Productivity & Work Setup',
      'Banking Taxes & Finance',
      'Health & Wellness',
      'Community & Lifestyle',
      'Digital Tools for Nomad Living',
      'Legal & Safety',
    ])
    const accommodation = sections[0].children.find((node) => node.title === 'Accommodation')!
    expect(accommodation.children.map((node) => node.title)).toEqual([
      'Short stays',
      'Monthly rentals',
    ])
    const internal = sections.flatMap(function all(node): string[] {
      return [...node.resources.map((resource) => resource.url), ...node.children.flatMap(all)]
    })
    expect(internal).toContain('/nomad-visas')
  })

  it('gives the pages what the public may read, in the editors order', async () => {
    const banks = await publishedProviders(payload, 'banking-providers')
    expect(banks.map((bank) => bank.rating)).toEqual([4.8, 4.6, 4.7, 4.3])
    const guide = await guideBySlug(payload, 'remote-skills-guide')
    expect(
      guide?.sections?.[0]?.items?.map((item) => [item.title, item.figure, item.label]),
    ).toEqual([
      ['Written Communication', 98, 'Critical'],
      ['Self-Management & Discipline', 96, 'Critical'],
      ['Digital Collaboration Tools', 94, 'High'],
      ['Adaptability & Flexibility', 92, 'High'],
      ['Async Communication', 90, 'High'],
      ['Proactive Problem-Solving', 88, 'High'],
      ['Cybersecurity Awareness', 85, 'Medium-High'],
      ['Video Presence & Communication', 83, 'Medium-High'],
      ['Cultural Intelligence', 80, 'Medium'],
      ['Data Literacy', 78, 'Medium'],
    ])
  })
})
