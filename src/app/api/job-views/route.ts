import { answerJobView } from '@/lib/jobs/counts/jobView'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** The job page's view beacon (src/components/jobs/JobViewBeacon.tsx). */
export async function POST(request: Request) {
  return answerJobView(request, { payload: await payloadClient() })
}
