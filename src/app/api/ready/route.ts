import { instanceState } from '@/lib/cache/instanceState'
import { databaseReady } from '@/lib/health/databaseReady'

/**
 * Readiness: 200 when PostgreSQL answers within 2 s and this instance's cached pages have been
 * reconciled with it since start, else 503 with Retry-After.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const database = await databaseReady()
  const { ok, error } = database.ok && !instanceState().ready ? { ok: false, error: 'cached pages are being brought up to date' } : database
  if (ok) return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } })
  return Response.json(
    { status: 'unavailable', error },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  )
}
