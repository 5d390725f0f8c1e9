import { z } from '../validation/zod'
import { badParameters } from './problem'

/** The object a zod schema of query parameters reads: a parameter its schema takes as a list keeps every value. */
const queryObject = (schema: z.ZodObject, search: URLSearchParams) => {
  const values: Record<string, string | string[]> = {}
  for (const key of new Set(search.keys())) {
    const field = schema.shape[key]
    const list = field instanceof z.ZodOptional ? field.unwrap() : field
    values[key] = list instanceof z.ZodArray ? search.getAll(key) : search.get(key)!
  }
  return values
}

/** Query parameters through their schema; a refusal names each bad one (400). */
export const parseQuery = <T extends z.ZodObject>(schema: T, search: URLSearchParams): z.output<T> => {
  const parsed = schema.safeParse(queryObject(schema, search))
  if (!parsed.success) throw badParameters(parsed.error)
  return parsed.data
}
