import type { Payload } from 'payload'

import type { Guide } from '@/payload-types'

type ProviderSlug =
  'insurance-providers' | 'banking-providers' | 'esim-providers' | 'hiring-platforms'

/** Public pages read what the public may read: published documents only, access applied. */
const publicRead = { overrideAccess: false, draft: false, depth: 0 } as const

/** The published guide behind a page (its title, description and sections), or null. */
export const guideBySlug = async (payload: Payload, slug: string): Promise<Guide | null> => {
  const { docs } = await payload.find({
    collection: 'guides',
    ...publicRead,
    where: { slug: { equals: slug } },
    limit: 1,
  })
  return docs[0] ?? null
}

/** Every published guide's slug and when it last changed: the guide pages that exist. */
export const publishedGuides = async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'guides',
    ...publicRead,
    select: { slug: true, updatedAt: true },
    sort: 'slug',
    limit: 0,
    pagination: false,
  })
  return docs.map((guide) => ({ slug: guide.slug, updatedAt: guide.updatedAt }))
}

/** The published providers of one comparison page, in the editors' order. */
export const publishedProviders = async <T extends ProviderSlug>(
  payload: Payload,
  collection: T,
) => {
  const { docs } = await payload.find({
    collection,
    ...publicRead,
    sort: ['sortOrder', 'name'],
    limit: 0,
    pagination: false,
  })
  return docs
}
