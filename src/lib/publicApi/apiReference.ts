import { asJson, dereference, schemaShape, type Json, type SchemaShape } from './schemaShape'

export type { SchemaField, SchemaShape } from './schemaShape'

export type ReferenceParameter = SchemaShape & {
  name: string
  in: string
  required: boolean
  deprecated: boolean
}

export type ReferenceBody = {
  contentType?: string
  description?: string
  required: boolean
  schema?: SchemaShape
}

export type ReferenceResponse = {
  status: string
  description?: string
  contentType?: string
  schema?: SchemaShape
  headers: Array<{ name: string; type: string; description?: string }>
}

export type ReferenceOperation = {
  /** The anchor of its section: the operationId, else a slug of method and path. */
  anchor: string
  method: string
  path: string
  summary?: string
  description?: string
  deprecated: boolean
  parameters: ReferenceParameter[]
  requestBody?: ReferenceBody
  responses: ReferenceResponse[]
  /** A request to try it, for a GET. */
  curl?: string
}

export type ReferenceGroup = {
  tag: string
  anchor: string
  description?: string
  operations: ReferenceOperation[]
}

export type ApiReferenceContent = {
  title: string
  version?: string
  description?: string
  baseUrl: string
  groups: ReferenceGroup[]
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const

const UNTAGGED = 'Other'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

const slug = (words: string) =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const anchorOf = (operation: Json, method: string, path: string) => {
  const id = text(operation.operationId)?.replace(/[^A-Za-z0-9_-]/g, '-')
  return id || slug(`${method} ${path}`)
}

/** The first media type of a content map, with its schema read. */
const firstContent = (document: Json, content: unknown) => {
  const [contentType, media] = Object.entries(asJson(content))[0] ?? []
  const schema = media === undefined ? undefined : asJson(media).schema
  return { contentType, schema: schema === undefined ? undefined : schemaShape(document, schema) }
}

const parameterOf = (document: Json, value: unknown): ReferenceParameter => {
  const parameter = dereference(document, value)
  const shape = schemaShape(document, parameter.schema)
  return {
    ...shape,
    name: String(parameter.name ?? ''),
    in: String(parameter.in ?? ''),
    required: parameter.required === true || parameter.in === 'path',
    deprecated: parameter.deprecated === true,
    description: text(parameter.description) ?? shape.description,
    example:
      parameter.example === undefined
        ? shape.example
        : typeof parameter.example === 'string'
          ? parameter.example
          : JSON.stringify(parameter.example),
  }
}

/** The path item's parameters, replaced by the operation's own of the same name and place. */
const parametersOf = (document: Json, pathItem: Json, operation: Json) => {
  const all = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ]
  const byKey = new Map<string, ReferenceParameter>()
  for (const value of all) {
    const parameter = parameterOf(document, value)
    byKey.set(`${parameter.in}:${parameter.name}`, parameter)
  }
  return [...byKey.values()]
}

const requestBodyOf = (document: Json, value: unknown): ReferenceBody | undefined => {
  if (value === undefined) return undefined
  const body = dereference(document, value)
  return {
    ...firstContent(document, body.content),
    description: text(body.description),
    required: body.required === true,
  }
}

const responsesOf = (document: Json, value: unknown): ReferenceResponse[] =>
  Object.entries(asJson(value)).map(([status, raw]) => {
    const response = dereference(document, raw)
    const headers = Object.entries(asJson(response.headers)).map(([name, header]) => {
      const resolved = dereference(document, header)
      const shape = schemaShape(document, resolved.schema)
      return {
        name,
        type: shape.type,
        description: text(resolved.description) ?? shape.description,
      }
    })
    return {
      status,
      description: text(response.description),
      ...firstContent(document, response.content),
      headers,
    }
  })

/** A value as it goes into a URL: readable, with only what must be escaped escaped. */
const urlValue = (value: string) =>
  encodeURIComponent(value).replace(/%2F/gi, '/').replace(/%3A/gi, ':')

/**
 * A curl command for a GET: path parameters filled from their examples (else a placeholder in
 * capitals, as GitHub's docs write them), and the query parameters that give an example.
 */
export const curlExample = (site: string, path: string, parameters: ReferenceParameter[]) => {
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    )
    return parameter?.example
      ? urlValue(parameter.example)
      : name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()
  })
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.example !== undefined)
    .map(
      (parameter) => `${encodeURIComponent(parameter.name)}=${urlValue(parameter.example ?? '')}`,
    )
  return `curl '${site}${filled}${query.length ? `?${query.join('&')}` : ''}'`
}

/**
 * The API reference /developers renders, read from an OpenAPI 3.1 document: its operations
 * grouped by their first tag (in the document's order of tags), each with its parameters, request
 * body and responses, schemas expanded through their `$ref`s, and a curl command for each GET
 * against `site`.
 */
export const apiReference = (openApi: object, site: string): ApiReferenceContent => {
  const document = openApi as Json
  const info = asJson(document.info)
  const groups = new Map<string, ReferenceGroup>()
  const groupOf = (tag: string) => {
    const found = groups.get(tag)
    if (found) return found
    const group: ReferenceGroup = { tag, anchor: `tag-${slug(tag)}`, operations: [] }
    groups.set(tag, group)
    return group
  }
  for (const value of Array.isArray(document.tags) ? document.tags : []) {
    const tag = asJson(value)
    if (text(tag.name)) groupOf(String(tag.name)).description = text(tag.description)
  }

  for (const [path, rawItem] of Object.entries(asJson(document.paths))) {
    const pathItem = dereference(document, rawItem)
    for (const method of METHODS) {
      if (!(method in pathItem)) continue
      const operation = asJson(pathItem[method])
      const parameters = parametersOf(document, pathItem, operation)
      const tag = Array.isArray(operation.tags) ? text(operation.tags[0]) : undefined
      groupOf(tag ?? UNTAGGED).operations.push({
        anchor: anchorOf(operation, method, path),
        method: method.toUpperCase(),
        path,
        summary: text(operation.summary),
        description: text(operation.description),
        deprecated: operation.deprecated === true,
        parameters,
        requestBody: requestBodyOf(document, operation.requestBody),
        responses: responsesOf(document, operation.responses),
        curl: method === 'get' ? curlExample(site, path, parameters) : undefined,
      })
    }
  }

  const servers = Array.isArray(document.servers) ? document.servers : []
  return {
    title: text(info.title) ?? 'API reference',
    version: text(info.version),
    description: text(info.description),
    baseUrl: text(asJson(servers[0]).url) ?? site,
    groups: [...groups.values()].filter((group) => group.operations.length),
  }
}
