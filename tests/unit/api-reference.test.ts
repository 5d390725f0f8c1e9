import { describe, expect, it } from 'vitest'

import {
  apiReference,
  type ReferenceOperation,
  type SchemaField,
} from '@/lib/publicApi/apiReference'
import { openApiDocument } from '@/lib/publicApi/openApiDocument'
import { MAX_SCHEMA_DEPTH } from '@/lib/publicApi/schemaShape'

const SITE = 'https://remote-passport.test'
const document = openApiDocument(SITE)
const reference = apiReference(document, SITE)
const operations = reference.groups.flatMap((group) => group.operations)
const operation = (anchor: string) =>
  operations.find((candidate) => candidate.anchor === anchor) as ReferenceOperation
const field = (fields: SchemaField[], name: string) =>
  fields.find((candidate) => candidate.name === name) as SchemaField

describe('the API reference of /developers, read from the OpenAPI document /api/openapi.json serves', () => {
  it('lists every operation of every path once, by its operationId, under its tag in the document’s order', () => {
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((key) => ['get', 'put', 'post', 'patch', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.length).toBeGreaterThanOrEqual(5)
    expect(operations.map((each) => `${each.method} ${each.path}`).sort()).toEqual(
      documented.sort(),
    )
    expect(reference.groups.map((group) => [group.tag, group.anchor])).toEqual([
      ['Jobs', 'tag-jobs'],
      ['Companies', 'tag-companies'],
      ['Visas', 'tag-visas'],
    ])
    expect(reference.groups[0].operations.map((each) => each.anchor)).toEqual([
      'searchJobs',
      'getJob',
    ])
    expect(new Set(operations.map((each) => each.anchor)).size).toBe(operations.length)
    expect(reference).toMatchObject({
      title: 'Remote Passport API',
      version: '1.0.0',
      baseUrl: SITE,
    })
  })

  it('gives each parameter its place, type, values, default and whether it is required', () => {
    const search = operation('searchJobs')
    expect(search.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'livesIn', 'tz', 'minSalary', 'sort', 'page']),
    )
    const sort = search.parameters.find((parameter) => parameter.name === 'sort')
    expect(sort).toMatchObject({
      in: 'query',
      type: 'string',
      required: false,
      values: ['date', 'company', 'title', 'salary'],
      defaultValue: 'date',
    })
    const category = search.parameters.find((parameter) => parameter.name === 'category')
    expect(category).toMatchObject({
      type: 'array of string',
      values: expect.arrayContaining(['Engineering', 'Design']),
      constraints: ['at most 50 items'],
    })
    expect(search.parameters.find((parameter) => parameter.name === 'minSalary')).toMatchObject({
      type: 'integer',
      example: '80000',
      constraints: ['1 to 10000000'],
    })
    expect(
      operation('findVisas').parameters.find((parameter) => parameter.name === 'region')?.values,
    ).toContain('Middle East')
    expect(operation('getJob').parameters).toEqual([
      expect.objectContaining({
        name: 'slug',
        in: 'path',
        required: true,
        type: 'string',
        description: "The job's slug, as in its address on the site.",
      }),
    ])
  })

  it('expands $ref’d response schemas into their fields, nested, with enums and nullable types', () => {
    const ok = operation('searchJobs').responses.find((response) => response.status === '200')
    expect(ok).toMatchObject({
      description: 'A page of jobs.',
      contentType: 'application/json',
      schema: { schemaName: 'JobsPage', type: 'object' },
    })
    expect(ok?.headers.map((header) => header.name)).toEqual(['ETag', 'Cache-Control'])
    const data = field(ok?.schema?.fields ?? [], 'data')
    expect(data).toMatchObject({ type: 'array of JobSummary', required: true })
    expect(data.fields.map((each) => each.name)).toEqual(
      expect.arrayContaining(['slug', 'title', 'companyName', 'eligibleCountries', 'postedAt']),
    )
    expect(field(data.fields, 'category')).toMatchObject({
      type: 'string | null',
      values: expect.arrayContaining(['Engineering']),
    })
    expect(field(data.fields, 'postedAt').constraints).toEqual(['format date-time'])
    expect(field(field(data.fields, 'salaryUsdYearly').fields, 'min').type).toBe('number | null')

    const job = operation('getJob').responses.find((response) => response.status === '200')
    expect(field(job?.schema?.fields ?? [], 'data')).toMatchObject({
      schemaName: 'Job',
      fields: expect.arrayContaining([expect.objectContaining({ name: 'description' })]),
    })

    const tooMany = operation('findVisas').responses.find((response) => response.status === '429')
    expect(tooMany).toMatchObject({
      contentType: 'application/problem+json',
      schema: { schemaName: 'Problem' },
    })
    expect(tooMany?.headers).toEqual([
      { name: 'Retry-After', type: 'integer', description: 'Seconds to wait.' },
    ])
    expect(field(tooMany?.schema?.fields ?? [], 'errors').fields.map((each) => each.name)).toEqual([
      'parameter',
      'message',
    ])
    expect(
      operation('getCompany').responses.find((response) => response.status === '304'),
    ).toMatchObject({ schema: undefined, headers: [] })
  })

  it('writes a curl command for each GET, against the site, with the documented examples', () => {
    expect(operation('searchJobs').curl).toBe(
      `curl '${SITE}/api/v1/jobs?q=designer&livesIn=PT&tz=Europe/Lisbon&minSalary=80000'`,
    )
    expect(operation('getJob').curl).toBe(`curl '${SITE}/api/v1/jobs/SLUG'`)
    expect(operation('findVisas').curl).toBe(`curl '${SITE}/api/v1/visas?passport=US&income=4000'`)
    for (const each of operations)
      expect(each.curl, each.anchor).toMatch(new RegExp(`^curl '${SITE}/api/v1/`))
  })

  it('names a schema that holds itself instead of expanding it again, and stops at a depth', () => {
    const node = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        parent: { $ref: '#/components/schemas/Node' },
      },
      required: ['name'],
    }
    const deep = (level: number): object =>
      level === 0 ? { type: 'string' } : { type: 'object', properties: { inner: deep(level - 1) } }
    const cyclic = {
      ...document,
      paths: {
        '/tree': {
          get: {
            operationId: 'getTree',
            tags: ['Trees'],
            responses: {
              '200': {
                description: 'A tree.',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
              },
            },
          },
          post: {
            operationId: 'plantTree',
            requestBody: {
              required: true,
              content: { 'application/json': { schema: deep(MAX_SCHEMA_DEPTH + 3) } },
            },
            responses: { '201': { description: 'Planted.' } },
          },
        },
      },
      components: { schemas: { ...document.components?.schemas, Node: node } },
    }
    const tree = apiReference(cyclic, SITE)
    expect(tree.groups.map((group) => group.tag)).toEqual(['Trees', 'Other'])
    const [get] = tree.groups[0].operations
    const fields = get.responses[0].schema?.fields ?? []
    expect(fields.map((each) => each.name)).toEqual(['name', 'children', 'parent'])
    expect(field(fields, 'name').required).toBe(true)
    expect(field(fields, 'children')).toMatchObject({
      type: 'array of Node',
      cut: 'recursive',
      fields: [],
      required: false,
    })
    expect(field(fields, 'parent')).toMatchObject({
      type: 'Node',
      schemaName: 'Node',
      cut: 'recursive',
      fields: [],
    })

    const [post] = tree.groups[1].operations
    expect(post).toMatchObject({
      method: 'POST',
      anchor: 'plantTree',
      curl: undefined,
      requestBody: { required: true, contentType: 'application/json' },
    })
    let level = post.requestBody?.schema?.fields ?? []
    let depth = 0
    while (level.length && level[0].fields.length) {
      level = level[0].fields
      depth += 1
    }
    expect(level[0]).toMatchObject({ name: 'inner', type: 'object', cut: 'too deep' })
    expect(depth).toBeLessThan(MAX_SCHEMA_DEPTH)
  })

  it('falls back to a slug of method and path for an operation without an operationId', () => {
    const bare = apiReference(
      {
        paths: {
          '/api/v1/things/{id}': { delete: { responses: { '204': { description: 'Gone.' } } } },
        },
      },
      SITE,
    )
    expect(bare.groups[0].operations[0]).toMatchObject({
      anchor: 'delete-api-v1-things-id',
      method: 'DELETE',
      curl: undefined,
    })
    expect(bare).toMatchObject({ title: 'API reference', baseUrl: SITE })
  })
})
