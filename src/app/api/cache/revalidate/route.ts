import { revalidatePath, revalidateTag } from 'next/cache'
import { z } from 'zod'

import { affectedRoutes, ANY_TABLE, WATCHED_TABLES } from '@/lib/cache/affectedRoutes'
import { REVALIDATE_HEADER, tokenMatches } from '@/lib/cache/revalidation'
import { restError } from '@/lib/site/restError'

const body = z.object({ tables: z.array(z.string().max(64)).max(100) })

/**
 * POST /api/cache/revalidate: this instance's own change listener, and no one else (a secret made
 * at start), names the tables that changed; the pages showing them render afresh on their next visit,
 * and the shared query results read from them (tagged with the table's name) are read again.
 */
export async function POST(request: Request) {
  if (!tokenMatches(request.headers.get(REVALIDATE_HEADER))) return new Response('Not Found', { status: 404 })
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return restError(400, 'Expected { tables: string[] }.')
  const { tables } = parsed.data
  const routes = affectedRoutes(tables)
  for (const route of routes) revalidatePath(route.path, route.type)
  for (const table of tables.includes(ANY_TABLE) ? WATCHED_TABLES : tables) revalidateTag(table, { expire: 0 })
  return Response.json({ revalidated: routes }, { headers: { 'Cache-Control': 'no-store' } })
}
