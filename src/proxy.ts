import { NextResponse, type NextRequest } from 'next/server'
import pg from 'pg'

import { jobPageState } from './lib/jobs/jobPageState'

let pool: pg.Pool | null = null
const database = () => {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3, connectionTimeoutMillis: 2000, query_timeout: 2000 })
    pool.on('error', () => {})
  }
  return pool
}

/**
 * A job page that closed answers 410 Gone (pages cannot set a status themselves): the page still
 * renders, saying so and offering similar open jobs. Any doubt (database trouble) lets it through.
 */
export async function proxy(request: NextRequest) {
  const slug = decodeURIComponent(request.nextUrl.pathname.split('/')[2] ?? '')
  if (!slug || !process.env.DATABASE_URL) return NextResponse.next()
  const state = await jobPageState(database(), slug).catch(() => 'listed' as const)
  if (state !== 'gone') return NextResponse.next()
  const response = NextResponse.rewrite(request.nextUrl, { status: 410 })
  response.headers.set('X-Robots-Tag', 'noindex')
  return response
}

export const config = { matcher: ['/jobs/:slug'] }
