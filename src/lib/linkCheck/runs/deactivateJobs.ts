import type { Payload } from 'payload'

/**
 * Takes jobs off the board through Payload, so the listing hooks run (counts and filter choices
 * refresh at once) exactly as when a moderator unticks "active".
 */
export const deactivateJobs = async (payload: Payload, ids: number[]): Promise<number[]> => {
  if (!ids.length) return []
  const { docs } = await payload.update({
    collection: 'jobs',
    where: { and: [{ id: { in: ids } }, { is_active: { equals: true } }] },
    data: { is_active: false },
    overrideAccess: true,
    depth: 0,
    context: { reason: 'broken-link' },
  })
  return docs.map((doc) => doc.id)
}
