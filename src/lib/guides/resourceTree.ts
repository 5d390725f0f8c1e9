import type { Payload } from 'payload'

import type { Resource, ResourceCategory } from '@/payload-types'

export type ResourceNode = {
  id: number
  title: string
  description?: string | null
  icon?: string | null
  resources: Resource[]
  children: ResourceNode[]
}

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : (value ?? null)

/**
 * Builds the sections of /resources from flat rows: categories without a parent are the sections,
 * the others hang under their parent (nested as deep as editors make them), resources under their
 * category. A category whose parent is not published is left out with everything under it.
 */
export const buildResourceTree = (
  categories: ResourceCategory[],
  resources: Resource[],
): ResourceNode[] => {
  const nodes = new Map<number, ResourceNode>(
    categories.map((category) => [
      category.id,
      {
        id: category.id,
        title: category.title,
        description: category.description,
        icon: category.icon,
        resources: [],
        children: [],
      },
    ]),
  )
  for (const resource of resources)
    nodes.get(idOf(resource.category) ?? -1)?.resources.push(resource)
  const roots: ResourceNode[] = []
  for (const category of categories) {
    const node = nodes.get(category.id)!
    const parent = idOf(category.parent)
    if (parent === null) roots.push(node)
    else nodes.get(parent)?.children.push(node)
  }
  return roots
}

/** The published sections of /resources, in the editors' order. */
export const resourceSections = async (payload: Payload) => {
  const read = {
    overrideAccess: false,
    draft: false,
    depth: 0,
    limit: 0,
    pagination: false,
  } as const
  const [categories, resources] = await Promise.all([
    payload.find({ collection: 'resource-categories', ...read, sort: ['sortOrder', 'title'] }),
    payload.find({ collection: 'resources', ...read, sort: ['sortOrder', 'name'] }),
  ])
  return buildResourceTree(categories.docs, resources.docs)
}
