import { sharedJobFacets } from '@/lib/cache/sharedQueries'
import { poolOf } from '@/lib/db/pool'
import { parseListingParams } from '@/lib/jobs/listing/parseListingParams'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/job-facets?q=…&category=…: the /jobs filter choices with their counts within that
 * search and those filters (the listing's own parameters, read by the same rules), asked by the
 * browser when a visitor reaches for a filter, so no listing page carries them. Served from Next's
 * data cache (dropped when a job changes); browsers keep it a minute.
 */
export async function GET(request: Request) {
  const params = parseListingParams(new URL(request.url).searchParams)
  const facets = await sharedJobFacets(poolOf(await payloadClient()), params)
  return Response.json(facets, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
