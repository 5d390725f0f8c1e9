import { createDocument, type ZodOpenApiResponsesObject } from 'zod-openapi'

import { z } from '../validation/zod'
import { companySearchParams } from './companySchemas'
import { companiesPage, oneCompany } from './companies'
import { problemSchema } from './envelopes'
import { jobSearchParams } from './jobSchemas'
import { jobsPage, oneJob } from './jobs'
import { visasPage } from './visas'
import { visaSearchParams } from './visaSchemas'
import { apiRequestsPerMinute } from './rateLimit'

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } })
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } })

const headers = {
  ETag: { description: 'A tag of this answer: send it back in If-None-Match to get 304 when nothing changed.', schema: { type: 'string' as const } },
  'Cache-Control': { description: 'public, max-age=60: a client or CDN may keep the answer a minute.', schema: { type: 'string' as const } },
}

/** What every GET may answer besides its data. */
const answers = (schema: z.ZodType, description: string, extra: ZodOpenApiResponsesObject = {}): ZodOpenApiResponsesObject => ({
  '200': { ...json(schema, description), headers },
  '304': { description: 'Not modified: the If-None-Match tag is still current.' },
  ...extra,
  '429': {
    ...problem(`Too many requests: at most ${apiRequestsPerMinute()} a minute from one address, the API and the MCP server together.`),
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
  },
})

const slug = (what: string) => z.object({ slug: z.string().min(1).max(300).meta({ description: `The ${what}'s slug, as in its address on the site.` }) })

/**
 * The public API's OpenAPI 3.1 document, generated from the very zod schemas its routes parse
 * with and answer through (src/lib/publicApi/*Schemas.ts): what it says cannot drift from what
 * the API does.
 */
export const openApiDocument = (site: string) =>
  createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Remote Passport API',
      version: '1.0.0',
      description:
        'Read-only access to the remote jobs, companies and nomad visa programs listed on Remote Passport. No key is needed; any site may call it (CORS). Answers carry an ETag and may be cached for a minute. Errors are application/problem+json (RFC 9457). The same searches are offered to AI assistants by the MCP server at /api/mcp.',
    },
    servers: [{ url: site }],
    tags: [
      { name: 'Jobs', description: 'Remote jobs, searched and filtered as on /jobs.' },
      { name: 'Companies', description: 'The directory of remote-first companies.' },
      { name: 'Visas', description: 'Digital nomad visa programs, checked against a passport.' },
    ],
    paths: {
      '/api/v1/jobs': {
        get: {
          tags: ['Jobs'],
          operationId: 'searchJobs',
          summary: 'Search listed jobs',
          description: 'The parameters of /jobs: a search, the eight filters (AND across filters, OR within one), where the seeker lives, their time zone, a minimum salary, a sort and a page of 30.',
          requestParams: { query: jobSearchParams },
          responses: answers(jobsPage, 'A page of jobs.', { '400': problem('A parameter was not understood: `errors` names it.') }),
        },
      },
      '/api/v1/jobs/{slug}': {
        get: {
          tags: ['Jobs'],
          operationId: 'getJob',
          summary: 'A listed job',
          requestParams: { path: slug('job') },
          responses: answers(oneJob, 'The job, with its whole description.', { '404': problem('No listed job has that slug.'), '410': problem('The job was listed and has closed.') }),
        },
      },
      '/api/v1/companies': {
        get: {
          tags: ['Companies'],
          operationId: 'searchCompanies',
          summary: 'Search the company directory',
          requestParams: { query: companySearchParams },
          responses: answers(companiesPage, 'A page of companies, in name order.', { '400': problem('A parameter was not understood: `errors` names it.') }),
        },
      },
      '/api/v1/companies/{slug}': {
        get: {
          tags: ['Companies'],
          operationId: 'getCompany',
          summary: 'A company, with its newest open jobs',
          requestParams: { path: slug('company') },
          responses: answers(oneCompany, 'The company.', { '404': problem('No company has that slug.') }),
        },
      },
      '/api/v1/visas': {
        get: {
          tags: ['Visas'],
          operationId: 'findVisas',
          summary: 'Nomad visa programs',
          description: 'The published programs of /nomad-visas, on one page. With a passport (and a monthly income), each says whether the seeker qualifies, those they do first.',
          requestParams: { query: visaSearchParams },
          responses: answers(visasPage, 'The programs.', { '400': problem('A parameter was not understood: `errors` names it.') }),
        },
      },
    },
  })
