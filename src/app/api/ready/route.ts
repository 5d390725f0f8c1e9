import { databaseReady } from '@/lib/health/databaseReady'

/** Readiness: 200 when PostgreSQL answers within 2 s, else 503 with Retry-After. */
export const dynamic = 'force-dynamic'

export async function GET() {
  const { ok, error } = await databaseReady()
  if (ok) return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } })
  return Response.json(
    { status: 'unavailable', error },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  )
}
