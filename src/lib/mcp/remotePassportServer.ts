import { McpServer } from '@modelcontextprotocol/server'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { SharedCount } from '../jobs/jobsQuery'
import { searchPublicCompanies, companiesPage } from '../publicApi/companies'
import { companySearchParams } from '../publicApi/companySchemas'
import { jobSearchParams, publicJob } from '../publicApi/jobSchemas'
import { jobsPage, publicJobBySlug, searchPublicJobs } from '../publicApi/jobs'
import { ApiProblem } from '../publicApi/problem'
import { searchPublicVisas, visasPage } from '../publicApi/visas'
import { visaSearchParams } from '../publicApi/visaSchemas'
import { z } from '../validation/zod'

export type McpDependencies = { payload: Payload; pool: Pool; site: string; sharedCount?: SharedCount }

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const

/** A tool's answer: the structured result, and the same as JSON text for clients that read only text. */
const result = <T extends Record<string, unknown>>(structured: T) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(structured) }],
  structuredContent: structured,
})

/** A refusal the model can read and act on (an unknown slug, a closed job), as a tool error. */
const answerOrRefusal = async <T extends Record<string, unknown>>(produce: () => Promise<T>) => {
  try {
    return result(await produce())
  } catch (error) {
    if (error instanceof ApiProblem) return { isError: true, content: [{ type: 'text' as const, text: `${error.title}: ${error.detail ?? error.title}` }] }
    throw error
  }
}

/**
 * The Remote Passport MCP server: four read-only tools over the same lib functions, zod schemas
 * and answers as the public API (/api/v1), so an assistant and a program see the same board.
 * A fresh server per request (stateless), built from its dependencies.
 */
export const remotePassportServer = ({ payload, pool, site, sharedCount }: McpDependencies) => {
  const server = new McpServer({ name: 'remote-passport', title: 'Remote Passport', version: '1.0.0' })

  server.registerTool(
    'search_jobs',
    {
      title: 'Search remote jobs',
      description:
        'Search the remote jobs listed on Remote Passport, as its /jobs page does: words (q), the eight filters, where the seeker lives (livesIn, an ISO country code), their time zone (tz, IANA), a minimum yearly salary in US dollars (minSalary), a sort and a page of 30. Returns the jobs with their total.',
      inputSchema: jobSearchParams,
      outputSchema: jobsPage,
      annotations: READ_ONLY,
    },
    async (params) => result(await searchPublicJobs(pool, params, { site, sharedCount })),
  )

  server.registerTool(
    'get_job',
    {
      title: 'Read a job',
      description: 'One listed job by its slug (from search_jobs), with its whole description and where to apply.',
      inputSchema: z.object({ slug: z.string().min(1).max(300).meta({ description: "The job's slug." }) }).strict(),
      outputSchema: publicJob,
      annotations: READ_ONLY,
    },
    async ({ slug }) => answerOrRefusal(async () => (await publicJobBySlug(payload, slug, { site })).data),
  )

  server.registerTool(
    'search_companies',
    {
      title: 'Search remote companies',
      description: 'The directory of remote-first companies, in name order, 48 a page; q matches the name, industry or hiring regions.',
      inputSchema: companySearchParams,
      outputSchema: companiesPage,
      annotations: READ_ONLY,
    },
    async (params) => result(await searchPublicCompanies(payload, params, { site })),
  )

  server.registerTool(
    'find_visas',
    {
      title: 'Find digital nomad visas',
      description:
        "Digital nomad visa programs, by region and income bucket. Give the seeker's passport (ISO country code) and monthly income in US dollars to learn, for each program, whether they qualify (and why not), those they do first.",
      inputSchema: visaSearchParams,
      outputSchema: visasPage,
      annotations: READ_ONLY,
    },
    async (params) => result(await searchPublicVisas(payload, params)),
  )

  return server
}
