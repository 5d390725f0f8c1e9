import { NOT_A_VIEW, recordJobView } from '@/lib/jobs/counts/jobView'
import { payloadClient } from '@/lib/payload'
import { restError } from '@/lib/site/restError'

export const dynamic = 'force-dynamic'

/** The job page's view beacon (src/components/jobs/JobViewBeacon.tsx): 204, or 400 to anything else. */
export async function POST(request: Request) {
  const { method, url, headers } = request
  const body = await request.json().catch(() => null)
  const outcome = await recordJobView(await payloadClient(), { method, url, headers, body })
  return outcome === 'taken' ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) : restError(400, NOT_A_VIEW)
}
