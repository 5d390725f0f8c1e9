import type { Payload, TypedUser } from 'payload'

import { isCountryCode } from '../../places/countryCodes'

/**
 * Keeps where a member lives on their profile (an ISO code, or null for "Anywhere"), through the
 * members collection's access: a member changes only their own.
 */
export const rememberCountry = async (payload: Payload, member: TypedUser, country: unknown): Promise<{ ok: boolean }> => {
  if (country !== null && (typeof country !== 'string' || !isCountryCode(country))) return { ok: false }
  await payload.update({ collection: 'members', id: member.id, data: { livesIn: country }, user: member, overrideAccess: false, depth: 0 })
  return { ok: true }
}
