import { NextResponse, type NextRequest } from 'next/server'
import pg from 'pg'

import { databaseUp, UNAVAILABLE_HTML } from './lib/health/databaseGate'
import { jobPageState } from './lib/jobs/jobPageState'
import { contentSecurityPolicy } from './lib/site/contentSecurityPolicy'

let pool: pg.Pool | null = null
const database = () => {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3, connectionTimeoutMillis: 2000, query_timeout: 2000 })
    pool.on('error', () => {})
  }
  return pool
}

const JOB_PAGE = /^\/jobs\/([^/]+)$/

/** A job page that closed answers 410 Gone: pages cannot set a status themselves. Any doubt lets it through. */
const closedJob = async (pathname: string) => {
  const slug = JOB_PAGE.exec(pathname)?.[1]
  if (!slug || !process.env.DATABASE_URL) return false
  const state = await jobPageState(database(), decodeURIComponent(slug)).catch(() => 'listed' as const)
  return state === 'gone'
}

/**
 * While the database is down every page and API answers 503 at once. Every page gets a
 * Content-Security-Policy with a fresh nonce (Next.js puts it on its scripts); a closed job's
 * page is rendered with status 410 and noindex.
 */
export async function proxy(request: NextRequest) {
  if (process.env.DATABASE_URL && !(await databaseUp())) return unavailable(request)
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next()
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const policy = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development' })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', policy)

  const gone = await closedJob(request.nextUrl.pathname)
  const response = gone
    ? NextResponse.rewrite(request.nextUrl, { status: 410, request: { headers } })
    : NextResponse.next({ request: { headers } })
  if (gone) response.headers.set('X-Robots-Tag', 'noindex')
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/** The database is down: a fast 503 with Retry-After, never a hung request. */
const unavailable = (request: NextRequest) => {
  const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' }
  if (request.nextUrl.pathname.startsWith('/api/')) {
    return NextResponse.json({ errors: [{ message: 'The service is temporarily unavailable. Please try again in a few seconds.' }] }, { status: 503, headers })
  }
  return new NextResponse(UNAVAILABLE_HTML, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}

export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|flags/|icon.svg|api/health|api/ready).*)' }],
}
