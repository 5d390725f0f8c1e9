import type { Payload, PayloadRequest } from 'payload'

import type { FoundHiringSystem } from './findHiringSystem'

/**
 * Adds a found hiring system to a company unless the company already has one (an editor's choice
 * or an earlier finding stays) or another company already reads that board. Returns the source's id.
 * Pass the company's save's `req` to add it in the same transaction.
 */
export const ensureSource = async (payload: Payload, companyId: number, found: FoundHiringSystem, req?: PayloadRequest): Promise<number | null> => {
  const existing = await payload.find({
    collection: 'job-sources',
    where: { or: [{ company: { equals: companyId } }, { and: [{ kind: { equals: found.kind } }, { board: { equals: found.board } }] }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs.length) return null
  try {
    const created = await payload.create({
      collection: 'job-sources',
      data: { company: companyId, kind: found.kind, board: found.board, origin: found.origin },
      overrideAccess: true,
      req,
    })
    return created.id
  } catch (error) {
    // Another instance added the same board a moment ago (the unique kind + board index).
    if (error instanceof Error && error.name === 'ValidationError') return null
    throw error
  }
}
