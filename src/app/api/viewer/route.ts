import { payloadClient } from '@/lib/payload'
import { viewerFor } from '@/lib/viewer/viewer'

/** GET /api/viewer: who is looking at the (shared, cached) page; never stored by any cache. */
export async function GET(request: Request) {
  const viewer = await viewerFor(await payloadClient(), request.headers)
  return Response.json(viewer, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })
}
