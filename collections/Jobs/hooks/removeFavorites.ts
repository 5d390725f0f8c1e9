import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted job leaves no favorites behind (they point at it and must not dangle). */
export const removeFavoritesOfJob: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'favorites', where: { job: { equals: id } }, req, overrideAccess: true })
}
