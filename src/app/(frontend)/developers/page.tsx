import type { Metadata } from 'next'
import Link from 'next/link'

import { pageOpenGraph } from '@/lib/site/openGraph'
import { apiReference } from '@/lib/publicApi/apiReference'
import { openApiDocument } from '@/lib/publicApi/openApiDocument'
import { apiRequestsPerMinute } from '@/lib/publicApi/rateLimit'
import { siteUrl } from '@/lib/site/siteUrl'

import { ApiReference } from './ApiReference'

export const metadata: Metadata = {
  title: 'Developers: the Remote Passport API and MCP server',
  description: 'Search remote jobs, companies and nomad visas from your own programs: a free read API (OpenAPI 3.1) and an MCP server for AI assistants.',
  openGraph: pageOpenGraph({ title: 'The Remote Passport API', description: 'Remote jobs, companies and nomad visas for your programs and AI assistants.' }),
}

const mcpConfig = (site: string) => JSON.stringify({ mcpServers: { 'remote-passport': { type: 'http', url: `${site}/api/mcp` } } }, null, 2)

export default function DevelopersPage() {
  const site = siteUrl()
  // The very document /api/openapi.json serves, read here rather than fetched.
  const reference = apiReference(openApiDocument(site), site)
  return (
    <div>
      <section className="mx-auto max-w-4xl space-y-5 px-4 pt-10 pb-6 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">Developers</h1>
        <p className="text-lg text-slate-700">
          Everything a job seeker finds on Remote Passport, your programs can read too: the listed jobs with the same search and
          filters as <Link className="text-blue-700 underline" href="/jobs">/jobs</Link>, the company directory and the nomad visa programs.
          No key is needed, any site may call it, answers carry an ETag, and each address may make {apiRequestsPerMinute()} requests a
          minute.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="rounded-lg border border-slate-200 bg-white p-4 min-w-0">
            <h2 className="font-semibold text-slate-900">Read API</h2>
            <p className="mt-1 text-sm text-slate-700">
              The contract: <a className="text-blue-700 underline" href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
            </p>
            <pre className="mt-3 rounded bg-slate-900 p-3 text-xs break-all whitespace-pre-wrap text-slate-100">
              <code>{`curl '${site}/api/v1/jobs?q=designer&livesIn=PT'`}</code>
            </pre>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-4 min-w-0">
            <h2 className="font-semibold text-slate-900">MCP server for AI assistants</h2>
            <p className="mt-1 text-sm text-slate-700">
              Streamable HTTP at <code className="text-slate-900">/api/mcp</code>, tools <code>search_jobs</code>, <code>get_job</code>,{' '}
              <code>search_companies</code> and <code>find_visas</code>. Add it to your client:
            </p>
            <pre tabIndex={0} className="mt-3 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
              <code>{mcpConfig(site)}</code>
            </pre>
          </div>
        </div>
      </section>
      <section aria-labelledby="api-reference-title" className="border-t border-slate-200">
        <ApiReference reference={reference} />
      </section>
    </div>
  )
}
