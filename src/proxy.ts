import { NextResponse, type NextRequest } from 'next/server'

import { adminGate, SESSION_COOKIE, withoutSession } from './lib/access/adminGate'
import { notAllowedHtml } from './lib/access/notAllowedPage'
import { adminPathOf, isAdminPage } from './lib/access/staffViews'
import { sessionSigningKey, staffRolesInToken } from './lib/auth/staffRolesInToken'
import { instanceState } from './lib/cache/instanceState'
import { UNAVAILABLE_HTML } from './lib/health/unavailablePage'
import { failed, tooLarge, toolErrorResponse } from './lib/ai/tools/toolAnswer'
import { jsonRpcRefusal } from './lib/mcp/jsonRpcRefusal'
import { ApiProblem, problemAnswer } from './lib/publicApi/problem'
import { payloadSecret } from './lib/site/payloadSecret'
import { restError } from './lib/site/restError'
import { QUERY_VIEWS, withQueryPath } from './lib/cache/queryViews'
import { canonicalListingSearch } from './lib/jobs/listing/parseListingParams'
import { encodeQueryPath } from './lib/site/queryPath'
import { badAddress, crossSiteAction, oversizedBody, type Refusal, unsupportedBody } from './lib/site/requestScreen'

const JOB_PAGE = /^\/jobs\/([^/]+)$/

/**
 * Pages whose address may carry a query, each query served from a route that takes it as a path
 * segment and cached for everyone like the plain page (src/lib/cache/queryViews.ts, which the
 * cache's invalidation reads too). The listing's controls read the query from the path, on the
 * server and in the browser alike (src/app/(frontend)/jobs/(listing)/ListingControls.tsx); a
 * member's favorites are rendered for them alone, and a GET form's spelling of a listing is
 * sent to the listing's own address.
 */
const QUERY_VIEW_ROUTES = new Map<string, { plain?: string; query: (search: string) => string; canonical?: (search: string) => string }>(
  Object.values(QUERY_VIEWS).map((view) => [view.page, { plain: 'plain' in view ? view.plain : undefined, query: (search: string) => withQueryPath(view.page, encodeQueryPath(search)) }]),
)
QUERY_VIEW_ROUTES.set(QUERY_VIEWS.jobs.page, {
  plain: QUERY_VIEWS.jobs.plain,
  canonical: canonicalListingSearch,
  query: (search) =>
    new URLSearchParams(search).get('tab') === 'favorites' ? `/jobs/favorites/${encodeQueryPath(search)}` : withQueryPath(QUERY_VIEWS.jobs.page, encodeQueryPath(search)),
})

/** The query the address asks for, without Next's own `_rsc` marker: '' when none. */
const queryOf = (request: NextRequest) => {
  const search = new URLSearchParams(request.nextUrl.searchParams)
  search.delete('_rsc')
  return search.toString()
}

/** A browser loading a page (not the client router asking for its data, which asks canonically). */
const pageLoad = (request: NextRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('rsc') && !request.nextUrl.searchParams.has('_rsc')

let signingKey: Uint8Array | undefined

/** The staff roles the session cookie carries: checked here, without a query. */
const sessionRoles = async (request: NextRequest) => {
  signingKey ??= sessionSigningKey(payloadSecret())
  return staffRolesInToken(request.cookies.get(SESSION_COOKIE)?.value, signingKey)
}

/** Payload's admin: staff-only views refused to whoever lacks the role, other pages read as a visitor's without a staff session. */
const adminAnswer = async (request: NextRequest) => {
  const carriesSession = request.cookies.has(SESSION_COOKIE) || request.headers.has('authorization')
  const gate = adminGate(request.nextUrl.pathname, await sessionRoles(request), carriesSession)
  if (gate.answer === 'not-allowed') {
    return new NextResponse(notAllowedHtml(gate.view), { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  if (gate.answer === 'view-refusal') {
    const view = request.nextUrl.clone()
    view.pathname = adminPathOf(gate.view)
    return NextResponse.rewrite(view, { status: 403 })
  }
  if (gate.answer === 'as-visitor') return NextResponse.next({ request: { headers: withoutSession(request.headers) } })
  return NextResponse.next()
}

/**
 * A job page that closed answers 410 Gone (pages cannot set a status themselves). The instance
 * keeps the closed jobs in memory, fresh from the database's change notifications: no query here.
 */
const closedJob = (pathname: string) => {
  const slug = JOB_PAGE.exec(pathname)?.[1]
  if (!slug) return false
  try {
    return instanceState().closedJobs?.has(decodeURIComponent(slug)) ?? false
  } catch {
    return false // a malformed escape: the page answers 404 itself
  }
}

/**
 * While the database is down every page and API answers 503 at once. A closed job's page is
 * rendered with status 410 and noindex; a staff-only admin view answers 403 at every address
 * Payload routes to it (Payload's admin streams its pages, so a view cannot set a status itself).
 * The proxy asks nothing of the database or of the site's own API. (The security headers, the
 * Content-Security-Policy included, are the same for every page: next.config.ts.)
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const api = pathname.startsWith('/api/')
  // The public API only reads: any other method is refused in its own error style.
  if (publicApi(pathname) && !['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
    return problemAnswer(new ApiProblem(405, 'Method not allowed', 'The public API only reads: use GET.', undefined, { Allow: 'GET, OPTIONS' }))
  }
  const refusal =
    badAddress(request.url) ??
    crossSiteAction(request.headers) ??
    (api ? (unsupportedBody(pathname, request.headers, request.method) ?? (await oversizedBody(pathname, request))) : null)
  if (refusal) return refuse(refusal, pathname)
  // The change listener's connection says whether the database answers (its heartbeat runs each
  // second): no query here. Before it has connected, requests go through.
  if (instanceState().databaseUp === false) return unavailable(request)
  if (api) return NextResponse.next()
  const twins = QUERY_VIEW_ROUTES.get(pathname)
  const query = twins ? queryOf(request) : ''
  const canonical = twins?.canonical && query && pageLoad(request) ? twins.canonical(query) : query
  if (canonical !== query) {
    const to = request.nextUrl.clone()
    to.search = canonical ? `?${canonical}` : ''
    return NextResponse.redirect(to, 307)
  }
  const twinPath = twins && (query ? twins.query(query) : twins.plain)
  if (twinPath) {
    const twin = request.nextUrl.clone()
    twin.pathname = twinPath
    return NextResponse.rewrite(twin)
  }
  if (isAdminPage(pathname)) return adminAnswer(request)
  if (!closedJob(pathname)) return NextResponse.next()
  const response = NextResponse.rewrite(request.nextUrl, { status: 410 })
  response.headers.set('X-Robots-Tag', 'noindex')
  return response
}

/** The public API (/api/v1) answers its errors as application/problem+json (RFC 9457). */
const publicApi = (pathname: string) => pathname.startsWith('/api/v1/')

/** The MCP server answers its errors as JSON-RPC errors. */
const mcpServer = (pathname: string) => pathname === '/api/mcp'

/** The AI tools answer their errors as { error, title? } (src/lib/ai/tools/toolAnswer.ts). */
const aiTool = (pathname: string) => pathname.startsWith('/api/ai/')

/** A refused request: JSON in the answer style of its API (the AI tools', the public API's, the MCP server's or Payload's), else text. */
const refuse = ({ status, message, upload }: Refusal, pathname: string) => {
  if (aiTool(pathname)) return toolErrorResponse(status === 413 ? tooLarge(upload === true, message) : failed(status, message))
  if (publicApi(pathname)) return problemAnswer(new ApiProblem(status, 'Refused', message))
  if (mcpServer(pathname)) return jsonRpcRefusal(status, message)
  if (pathname.startsWith('/api/')) return restError(status, message)
  return new NextResponse(message, { status, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** The database is down: a fast 503 with Retry-After, never a hung request. */
const unavailable = (request: NextRequest) => {
  const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' }
  const message = 'The service is temporarily unavailable. Please try again in a few seconds.'
  if (publicApi(request.nextUrl.pathname)) return problemAnswer(new ApiProblem(503, 'Service unavailable', message, undefined, headers))
  if (mcpServer(request.nextUrl.pathname)) return jsonRpcRefusal(503, message, { headers })
  if (aiTool(request.nextUrl.pathname)) return toolErrorResponse(failed(503, message, undefined, 5))
  if (request.nextUrl.pathname.startsWith('/api/')) return restError(503, message, headers)
  return new NextResponse(UNAVAILABLE_HTML, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}

export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|flags/|icons/|favicon.ico|og-image.png|site.webmanifest|api/health|api/ready).*)' }],
}
