import { sharedJobFacets } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/job-facets: the /jobs filter choices with their counts, asked by the browser when a
 * visitor reaches for a filter, so no listing page carries them. Served from Next's data cache
 * (dropped when a job changes); browsers keep it a minute.
 */
export async function GET() {
  const facets = await sharedJobFacets(poolOf(await payloadClient()))
  return Response.json(facets, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
