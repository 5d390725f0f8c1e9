/**
 * Which cached pages show a table's rows: a change to the table makes those routes render afresh
 * on their next visit. A `page` route stands for every page of a dynamic route (all job pages),
 * named by its folder under src/app, route group included, as Next.js tags it.
 * Tables not listed here change nothing any visitor sees in a shared page.
 */
import { QUERY_VIEWS } from './queryViews'

export type CachedRoute = { path: string; type?: 'page' | 'layout' }

const JOB_PAGES: CachedRoute = { path: '/(frontend)/jobs/[slug]', type: 'page' }
/** Every cached /jobs query (a search, filters, a sort, a page). */
const JOB_SEARCHES: CachedRoute = { path: QUERY_VIEWS.jobs.queryRoute, type: 'page' }
/** /jobs itself, served from its plain route (src/proxy.ts). */
const JOB_LISTING: CachedRoute = { path: QUERY_VIEWS.jobs.plain }
/** The resume builder and the cover letter generator opened for a job (`?job=<slug>`). */
const TOOLS_FOR_A_JOB: CachedRoute[] = [
  { path: QUERY_VIEWS.resumeBuilder.queryRoute, type: 'page' },
  { path: QUERY_VIEWS.coverLetterGenerator.queryRoute, type: 'page' },
]
const FILTERED_VISAS: CachedRoute = { path: QUERY_VIEWS.nomadVisas.queryRoute, type: 'page' }
const COMPANY_PAGES: CachedRoute[] = [
  { path: '/(frontend)/company/[id]', type: 'page' },
  { path: '/(frontend)/companies/[id]', type: 'page' },
]
/** Everything: the site's settings reach every page (the header, the tools, the plans). */
export const EVERY_PAGE: CachedRoute = { path: '/', type: 'layout' }

const PROVIDER_PAGE: Record<string, string> = {
  banking_providers: '/international-banking',
  esim_providers: '/esim-data-plans',
  insurance_providers: '/nomad-insurance',
  hiring_platforms: '/remote-hiring-platforms',
}

const ROUTES: Record<string, CachedRoute[]> = {
  // Home (category counts), job pages, company pages (their open jobs), the listing (/jobs is
  // served from /jobs/plain: src/proxy.ts), the employer page (the launch special's places) and
  // the tools opened for a job (it may have closed).
  jobs: [{ path: '/' }, JOB_LISTING, JOB_SEARCHES, JOB_PAGES, ...COMPANY_PAGES, { path: '/post-job' }, ...TOOLS_FOR_A_JOB],
  companies: [{ path: '/' }, { path: '/companies' }, JOB_PAGES, ...COMPANY_PAGES],
  visas: [{ path: '/nomad-visas' }, FILTERED_VISAS, { path: '/resources' }],
  guides: [EVERY_PAGE],
  resources: [{ path: '/resources' }],
  resource_categories: [{ path: '/resources' }],
  posting_plans: [{ path: '/post-job' }],
  site_settings: [EVERY_PAGE],
  ...Object.fromEntries(Object.entries(PROVIDER_PAGE).map(([table, path]) => [table, [{ path }, { path: '/resources' }]])),
}

/** Every route some table's change renders afresh, each once. */
export const NAMED_ROUTES: CachedRoute[] = eachOnce(Object.values(ROUTES).flat())

/** The tables whose changes are broadcast to every instance (the migration's triggers). */
export const WATCHED_TABLES = Object.keys(ROUTES)

/** Stands for every table: after a lost connection, or at start, when anything may have changed. */
export const ANY_TABLE = '*'

/** The routes to render afresh after these tables changed, each once. */
export const affectedRoutes = (tables: Iterable<string>): CachedRoute[] => {
  const routes = [...new Set(tables)].flatMap((table) => (table === ANY_TABLE ? [EVERY_PAGE] : (ROUTES[table] ?? [])))
  if (routes.some((route) => route.path === EVERY_PAGE.path && route.type === EVERY_PAGE.type)) return [EVERY_PAGE]
  return eachOnce(routes)
}

/** Each route once, in the order first named. */
function eachOnce(routes: CachedRoute[]): CachedRoute[] {
  const seen = new Set<string>()
  return routes.filter((route) => {
    const key = `${route.path}|${route.type ?? ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
