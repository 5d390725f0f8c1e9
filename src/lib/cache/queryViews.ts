/**
 * Pages whose address may carry a query (a search, filters, the job to tailor for). src/proxy.ts
 * serves `/page?query` from `/page/with-query/{query}` (the query as one path segment,
 * src/lib/site/queryPath.ts), so each query is cached for everyone like the plain page; a change
 * renders those routes afresh (./affectedRoutes.ts). One list for both, so neither names a route
 * the other does not know.
 */
export type QueryView = {
  /** The address visitors use. */
  page: string
  /** Where the plain address is served from, when the proxy rewrites it too. */
  plain?: string
  /** The route of its queries as Next.js names it (route groups included), for revalidation. */
  queryRoute: string
}

export const QUERY_VIEWS = {
  // /jobs rewrites its plain address too: its live search navigates without full page loads, and
  // the client router, which learns a route's shape only from addresses that are not rewritten,
  // would otherwise mistake a search for the cached plain page.
  jobs: { page: '/jobs', plain: '/jobs/plain', queryRoute: '/(frontend)/jobs/(listing)/with-query/[query]' },
  nomadVisas: { page: '/nomad-visas', queryRoute: '/(frontend)/nomad-visas/with-query/[query]' },
  resumeBuilder: { page: '/resume-builder', queryRoute: '/(frontend)/resume-builder/with-query/[query]' },
  coverLetterGenerator: { page: '/cover-letter-generator', queryRoute: '/(frontend)/cover-letter-generator/with-query/[query]' },
} as const satisfies Record<string, QueryView>

/** The address a query of `page` is served from. */
export const withQueryPath = (page: string, segment: string) => `${page}/with-query/${segment}`
