import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted account takes everything of the member's with it, in the same transaction: favorites,
 * job alerts and a newsletter subscription of the same address.
 */
export const removeMemberData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const member = await req.payload.findByID({ collection: 'members', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  await req.payload.delete({ collection: 'favorites', where: { member: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: 'job-alerts', where: { member: { equals: id } }, req, overrideAccess: true })
  if (member?.email) {
    await req.payload.delete({ collection: 'subscribers', where: { email: { equals: member.email.toLowerCase() } }, req, overrideAccess: true })
  }
}
