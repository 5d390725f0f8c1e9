import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { CollectionSlug, Payload, Where } from 'payload'

const seedDir = path.dirname(fileURLToPath(import.meta.url))
const context = { disableRevalidate: true, seeding: true }
const published = { _status: 'published' as const }

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(path.join(seedDir, file), 'utf8')) as T

type Report = Record<string, number>

/** Collections filled from one JSON list each, a document found again by its `key` field. */
const FLAT_FILES = [
  { collection: 'visas', file: 'visas.json', key: 'country' },
  { collection: 'insurance-providers', file: 'insurance-providers.json', key: 'name' },
  { collection: 'banking-providers', file: 'banking-providers.json', key: 'name' },
  { collection: 'esim-providers', file: 'esim-providers.json', key: 'name' },
  { collection: 'hiring-platforms', file: 'hiring-platforms.json', key: 'name' },
] as const

type ResourceSeed = { name: string; description: string; url: string; free?: boolean }
type CategorySeed = {
  title: string
  description?: string
  icon?: string
  resources?: ResourceSeed[]
  subcategories?: CategorySeed[]
}

/**
 * The nomad guides' content: visas, providers, the resources tree and the guide pages, all
 * published. Idempotent; with `onlyEmpty` a collection that already holds documents is left alone.
 */
export const seedGuideContent = async (payload: Payload, { onlyEmpty }: { onlyEmpty: boolean }) => {
  const report: Report = {}
  const isEmpty = async (collection: CollectionSlug) =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

  for (const { collection, file, key } of FLAT_FILES) {
    if (onlyEmpty && !(await isEmpty(collection))) continue
    report[collection] = await seedList(payload, collection, await readJson(file), key)
  }
  if (!onlyEmpty || (await isEmpty('resource-categories'))) {
    Object.assign(
      report,
      await seedResources(payload, await readJson<CategorySeed[]>('resources.json')),
    )
  }
  if (!onlyEmpty || (await isEmpty('guides'))) {
    const files = (await readdir(path.join(seedDir, 'guides')))
      .filter((name) => name.endsWith('.json'))
      .sort()
    const guides = await Promise.all(
      files.map((name) => readJson<Record<string, unknown>>(`guides/${name}`)),
    )
    report.guides = await seedList(payload, 'guides', guides, 'slug')
  }
  return report
}

const seedList = async (
  payload: Payload,
  collection: CollectionSlug,
  rows: Record<string, unknown>[],
  key: string,
) => {
  let added = 0
  for (const row of rows) {
    const { totalDocs } = await payload.count({
      collection,
      where: { [key]: { equals: row[key] } },
    })
    if (totalDocs) continue
    await payload.create({ collection, data: { ...row, ...published } as never, context })
    added++
  }
  return added
}

const seedResources = async (payload: Payload, sections: CategorySeed[]) => {
  const counts = { 'resource-categories': 0, resources: 0 }

  const category = async (seed: CategorySeed, parent: number | null, sortOrder: number) => {
    const where: Where = {
      and: [
        { title: { equals: seed.title } },
        { parent: parent === null ? { exists: false } : { equals: parent } },
      ],
    }
    const found = await payload.find({
      collection: 'resource-categories',
      where,
      limit: 1,
      depth: 0,
    })
    let id = found.docs[0]?.id
    if (!id) {
      const { resources: _resources, subcategories: _subcategories, ...fields } = seed
      id = (
        await payload.create({
          collection: 'resource-categories',
          data: { ...fields, parent, sortOrder, ...published },
          context,
        })
      ).id
      counts['resource-categories']++
    }
    for (const [index, resource] of (seed.resources ?? []).entries()) {
      const where: Where = {
        and: [{ name: { equals: resource.name } }, { category: { equals: id } }],
      }
      if ((await payload.count({ collection: 'resources', where })).totalDocs) continue
      await payload.create({
        collection: 'resources',
        data: { ...resource, category: id, sortOrder: index + 1, ...published },
        context,
      })
      counts.resources++
    }
    for (const [index, child] of (seed.subcategories ?? []).entries())
      await category(child, id, index + 1)
  }

  for (const [index, section] of sections.entries()) await category(section, null, index + 1)
  return counts
}
