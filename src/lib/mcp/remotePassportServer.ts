import { McpServer } from '@modelcontextprotocol/server'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { SharedCount } from '../jobs/listing/jobsQuery'
import { searchPublicCompanies, companiesPage } from '../publicApi/companies'
import { companySearchParams } from '../publicApi/companySchemas'
import { jobSearchParams, publicJob } from '../publicApi/jobSchemas'
import { jobsPage, publicJobBySlug, searchPublicJobs } from '../publicApi/jobs'
import { searchPublicVisas, visasPage } from '../publicApi/visas'
import { visaSearchParams } from '../publicApi/visaSchemas'
import { z } from '../validation/zod'
import { oneAtATime } from './oneAtATime'
import { registerReadOnlyTool } from './readOnlyTool'

export type McpDependencies = { payload: Payload; pool: Pool; site: string; sharedCount?: SharedCount }

/**
 * The Remote Passport MCP server: four read-only tools over the same lib functions, zod schemas
 * and answers as the public API (/api/v1), so an assistant and a program see the same board.
 * A fresh server per request (stateless), built from its dependencies: the calls of one request
 * (a JSON-RPC batch) take their turns.
 */
export const remotePassportServer = ({ payload, pool, site, sharedCount }: McpDependencies) => {
  const server = new McpServer({ name: 'remote-passport', title: 'Remote Passport', version: '1.0.0' })
  const tools = { logger: payload.logger, inTurn: oneAtATime() }

  registerReadOnlyTool(
    server,
    tools,
    'search_jobs',
    {
      title: 'Search remote jobs',
      description:
        'Search the remote jobs listed on Remote Passport, as its /jobs page does: words (q), the eight filters, where the seeker lives (livesIn, an ISO country code), their time zone (tz, IANA), a minimum yearly salary in US dollars (minSalary), a sort and a page of 30. Returns the jobs with their total.',
      inputSchema: jobSearchParams,
      outputSchema: jobsPage,
    },
    (params) => searchPublicJobs(pool, params, { site, sharedCount }),
  )

  registerReadOnlyTool(
    server,
    tools,
    'get_job',
    {
      title: 'Read a job',
      description: 'One listed job by its slug (from search_jobs), with its whole description and where to apply.',
      inputSchema: z.object({ slug: z.string().min(1).max(300).meta({ description: "The job's slug." }) }).strict(),
      outputSchema: publicJob,
    },
    async ({ slug }) => (await publicJobBySlug(payload, slug, { site })).data,
  )

  registerReadOnlyTool(
    server,
    tools,
    'search_companies',
    {
      title: 'Search remote companies',
      description: 'The directory of remote-first companies, in name order, 48 a page; q matches the name, industry or hiring regions.',
      inputSchema: companySearchParams,
      outputSchema: companiesPage,
    },
    (params) => searchPublicCompanies(payload, params, { site }),
  )

  registerReadOnlyTool(
    server,
    tools,
    'find_visas',
    {
      title: 'Find digital nomad visas',
      description:
        "Digital nomad visa programs, by region and income bucket. Give the seeker's passport (ISO country code) and monthly income in US dollars to learn, for each program, whether they qualify (and why not), those they do first.",
      inputSchema: visaSearchParams,
      outputSchema: visasPage,
    },
    (params) => searchPublicVisas(payload, params),
  )

  return server
}
