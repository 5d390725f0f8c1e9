/** A JSON object of an OpenAPI document, read without trusting its shape. */
export type Json = Record<string, unknown>

/** What a reader needs of a schema: its type in words, its values and limits, its fields. */
export type SchemaShape = {
  type: string
  /** The component it was read from (`#/components/schemas/{name}`), if any. */
  schemaName?: string
  description?: string
  /** The values it may take (an enum, a const), of each item for an array. */
  values?: string[]
  defaultValue?: string
  example?: string
  /** Limits in words: "format uri", "at most 200 characters", "1 to 100000". */
  constraints: string[]
  /** An object's properties, or those of each item of an array of objects. */
  fields: SchemaField[]
  /** Why its fields are not listed: it contains itself, or it sits too deep. */
  cut?: 'recursive' | 'too deep'
}

export type SchemaField = SchemaShape & { name: string; required: boolean }

/** Objects nested deeper than this are named, not expanded. */
export const MAX_SCHEMA_DEPTH = 5

const SAFE_INTEGER_BOUND = Number.MAX_SAFE_INTEGER

export const asJson = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}

const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

const shown = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value)

/** The object a local `$ref` (`#/components/...`) points at in the document, or `{}`. */
export const resolvePointer = (document: Json, ref: string): Json => {
  if (!ref.startsWith('#/')) return {}
  let node: unknown = document
  for (const part of ref.slice(2).split('/'))
    node = asJson(node)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
  return asJson(node)
}

/** The object itself, or the one its `$ref` points at (parameters, responses, request bodies). */
export const dereference = (document: Json, value: unknown): Json => {
  const node = asJson(value)
  return typeof node.$ref === 'string'
    ? { ...resolvePointer(document, node.$ref), ...withoutRef(node) }
    : node
}

const withoutRef = (node: Json): Json =>
  Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'))

const limits = (schema: Json): string[] => {
  const words: string[] = []
  const range = (min: unknown, max: unknown, unit: string) => {
    const low = typeof min === 'number' && Math.abs(min) < SAFE_INTEGER_BOUND ? min : undefined
    const high = typeof max === 'number' && Math.abs(max) < SAFE_INTEGER_BOUND ? max : undefined
    const tail = unit ? ` ${unit}` : ''
    if (low !== undefined && high !== undefined) words.push(`${low} to ${high}${tail}`)
    else if (low !== undefined) words.push(`at least ${low}${tail}`)
    else if (high !== undefined) words.push(`at most ${high}${tail}`)
  }
  if (asText(schema.format)) words.push(`format ${schema.format}`)
  range(schema.minLength, schema.maxLength, 'characters')
  range(schema.minimum, schema.maximum, '')
  if (typeof schema.exclusiveMinimum === 'number')
    words.push(`more than ${schema.exclusiveMinimum}`)
  if (typeof schema.exclusiveMaximum === 'number')
    words.push(`less than ${schema.exclusiveMaximum}`)
  range(schema.minItems, schema.maxItems, 'items')
  // A long pattern (a date-time's) says less than its format does.
  if (asText(schema.pattern) && !schema.format && String(schema.pattern).length <= 40)
    words.push(`pattern ${schema.pattern}`)
  return words
}

const enumValues = (schema: Json): string[] | undefined => {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => shown(value) ?? 'null')
  if ('const' in schema) return [shown(schema.const) ?? 'null']
  return undefined
}

const isNull = (schema: Json) => schema.type === 'null'

/**
 * A schema read for people: `$ref`s to components followed (each named), `anyOf`/`oneOf` with
 * null read as "| null", arrays as "array of …" with their items' fields, objects' properties
 * listed in order. A component met again inside itself, or an object deeper than
 * MAX_SCHEMA_DEPTH, is named without its fields, so any document ends.
 */
export const schemaShape = (
  document: Json,
  value: unknown,
  trail: string[] = [],
  depth = 0,
): SchemaShape => {
  const schema = asJson(value)
  const extras = {
    description: asText(schema.description),
    defaultValue: shown(schema.default),
    example: shown(schema.example),
  }
  const own = (shape: SchemaShape): SchemaShape => ({
    ...shape,
    description: extras.description ?? shape.description,
    defaultValue: extras.defaultValue ?? shape.defaultValue,
    example: extras.example ?? shape.example,
  })

  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? schema.$ref
    if (trail.includes(schema.$ref))
      return own({ type: name, schemaName: name, constraints: [], fields: [], cut: 'recursive' })
    return own({
      ...schemaShape(
        document,
        resolvePointer(document, schema.$ref),
        [...trail, schema.$ref],
        depth,
      ),
      schemaName: name,
    })
  }

  const variants = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined
  if (variants) {
    const nullable = variants.some((variant) => isNull(asJson(variant)))
    const shapes = variants
      .filter((variant) => !isNull(asJson(variant)))
      .map((variant) => schemaShape(document, variant, trail, depth))
    const orNull = nullable ? ' | null' : ''
    if (shapes.length === 1) return own({ ...shapes[0], type: `${shapes[0].type}${orNull}` })
    const values = shapes.every((shape) => shape.values)
      ? shapes.flatMap((shape) => shape.values ?? [])
      : undefined
    return own({
      type: `${shapes.map((shape) => shape.type).join(' | ')}${orNull}`,
      values,
      constraints: [],
      fields: [],
    })
  }

  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => schemaShape(document, part, trail, depth))
    const typed = parts.find((part) => part.type !== 'any')
    return own({
      type: typed?.type ?? 'any',
      schemaName: parts.length === 1 ? parts[0].schemaName : undefined,
      constraints: [...parts.flatMap((part) => part.constraints), ...limits(schema)],
      fields: parts.flatMap((part) => part.fields),
      cut: parts.find((part) => part.cut)?.cut,
    })
  }

  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === 'string',
  )
  const orNull = types.includes('null') && types.length > 1 ? ' | null' : ''
  const base = types.filter((type) => type !== 'null')
  const values = enumValues(schema)

  if (base.includes('array') || schema.items) {
    const items = schemaShape(document, schema.items, trail, depth)
    const itemLimits = items.constraints.map((words) => `each ${words}`)
    return own({
      type: `array of ${items.schemaName ?? items.type}${orNull}`,
      values: items.values,
      constraints: [...limits(schema), ...itemLimits],
      fields: items.fields,
      cut: items.cut,
    })
  }

  const properties = asJson(schema.properties)
  if (base.includes('object') || Object.keys(properties).length) {
    const type = `object${orNull}`
    if (depth >= MAX_SCHEMA_DEPTH && Object.keys(properties).length)
      return own({ type, constraints: [], fields: [], cut: 'too deep' })
    const required = new Set(Array.isArray(schema.required) ? schema.required : [])
    const fields = Object.entries(properties).map(([name, property]) => ({
      name,
      required: required.has(name),
      ...schemaShape(document, property, trail, depth + 1),
    }))
    return own({ type, constraints: limits(schema), fields })
  }

  const given = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : []
  const inferred = [...new Set(given.map((value) => (value === null ? 'null' : typeof value)))]
  const scalar = (base.length ? base : inferred).join(' | ') || 'any'
  return own({ type: `${scalar}${orNull}`, values, constraints: limits(schema), fields: [] })
}
