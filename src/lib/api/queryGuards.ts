import { APIError, type CollectionBeforeOperationHook, NotFound } from 'payload'

import { isStaff } from '../access/roles'

/** The most documents one public REST page holds (staff lists in the admin are not capped). */
export const PUBLIC_PAGE_SIZE_MAX = 100

/** Geometry operators: no field here is a point, so Payload's query builder would crash on them. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

const usesGeoOperator = (where: unknown): boolean => {
  if (!where || typeof where !== 'object') return false
  return Object.entries(where as Record<string, unknown>).some(([key, value]) => GEO_OPERATORS.has(key) || usesGeoOperator(value))
}

const badRequest = (message: string) => new APIError(message, 400, undefined, true)

/**
 * What every collection's REST reads, writes and deletes go through before Payload runs them:
 * a create or update without a JSON object is 400, an id that cannot be one is 404, a page below
 * 1 or a geometry operator is 400, and visitors and members get pages of at most 100 documents
 * (no `limit=0`, no `pagination=false`).
 */
export const guardRestQuery: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  // The operations' arguments differ (find has a page, findByID an id …): read what is there.
  const query = args as { id?: unknown; page?: unknown; where?: unknown; limit?: unknown; pagination?: unknown; data?: unknown }
  if ((operation === 'create' || operation === 'update') && (typeof query.data !== 'object' || query.data === null || Array.isArray(query.data))) {
    throw badRequest('Send the document as a JSON object, with Content-Type: application/json.')
  }
  const numericIds = req.payload.db.defaultIDType === 'number' && !collection.flattenedFields.some((field) => field.name === 'id')
  if (numericIds && query.id !== undefined && query.id !== null && !/^\d{1,15}$/.test(String(query.id))) throw new NotFound(req.t)
  if (query.page !== undefined && !(Number.isInteger(query.page) && Number(query.page) >= 1)) throw badRequest('page must be a whole number of 1 or more.')
  if (usesGeoOperator(query.where)) throw badRequest('The near, within and intersects operators apply to point fields, and no field here is one.')
  if (operation === 'read' && query.id === undefined && !isStaff(req.user)) {
    // Asking for everything (`limit=0`, `pagination=false`) gets the cap; no limit, Payload's 10.
    const asked = Number(query.limit)
    const everything = query.pagination === false || (query.limit !== undefined && !(asked > 0))
    const limit = everything ? PUBLIC_PAGE_SIZE_MAX : query.limit === undefined ? undefined : Math.min(asked, PUBLIC_PAGE_SIZE_MAX)
    return { ...args, pagination: true, limit }
  }
  return args
}
