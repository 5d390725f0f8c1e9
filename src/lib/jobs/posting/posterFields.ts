import type { z } from '../../validation/zod'

/**
 * An API post may also carry `user_id null` and `is_active true`:
 * those exact values are what the server sets anyway, so they are accepted and ignored.
 */
const SPEC_INSERT_CONSTANTS: Record<string, unknown> = { user_id: null, is_active: true }

export const serverOwnedFieldMessage = (field: string) =>
  `${field} is set by Remote Passport and cannot be sent with a job post.`

/**
 * The keys of a public job post that are not fields of its form (`schema`): everything else of
 * the collection (posted_date, slug, plan, review and link-check state, timestamps …) belongs to
 * the server. Returned as field errors, so the poster learns which ones to leave out.
 */
export const refusedPosterFields = (data: Record<string, unknown>, schema: z.ZodObject) =>
  Object.entries(data)
    .filter(([key, value]) => !(key in schema.shape) && !(key in SPEC_INSERT_CONSTANTS && SPEC_INSERT_CONSTANTS[key] === value))
    .map(([key]) => ({ path: key, message: serverOwnedFieldMessage(key) }))

export const NUL_CHARACTER = 'Remove the NUL character (\\u0000) from this text: it cannot be stored.'

const holdsNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : Array.isArray(value) && value.some(holdsNul)

/** Fields whose text holds a NUL character, which PostgreSQL cannot store. */
export const nulCharacterErrors = (data: Record<string, unknown>) =>
  Object.entries(data)
    .filter(([, value]) => holdsNul(value))
    .map(([key]) => ({ path: key, message: NUL_CHARACTER }))

/** What a posting form's server action forwards: the form's own fields, and nothing else. */
export const formFieldsOf = (values: unknown, schema: z.ZodObject): Record<string, unknown> => {
  const given = values && typeof values === 'object' ? (values as Record<string, unknown>) : {}
  return Object.fromEntries(Object.keys(schema.shape).map((field) => [field, given[field]]))
}
