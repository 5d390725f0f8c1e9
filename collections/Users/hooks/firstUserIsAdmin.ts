import type { CollectionBeforeChangeHook } from 'payload'

/** The account made on Payload's create-first-user screen (or from ADMIN_EMAIL) runs the site. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}
