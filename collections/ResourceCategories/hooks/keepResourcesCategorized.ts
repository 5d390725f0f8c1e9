import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** A category that still holds resources or subcategories is not deleted: the editor is told why. */
export const keepResourcesCategorized: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const [resources, children] = await Promise.all([
    req.payload.count({ collection: 'resources', where: { category: { equals: id } }, req, overrideAccess: true }),
    req.payload.count({ collection: 'resource-categories', where: { parent: { equals: id } }, req, overrideAccess: true }),
  ])
  if (!resources.totalDocs && !children.totalDocs) return
  const held = [
    resources.totalDocs ? `${resources.totalDocs} resource${resources.totalDocs === 1 ? '' : 's'}` : '',
    children.totalDocs ? `${children.totalDocs} subcategor${children.totalDocs === 1 ? 'y' : 'ies'}` : '',
  ].filter(Boolean)
  throw new APIError(`This category still holds ${held.join(' and ')}. Move or delete them first.`, 409, undefined, true)
}
