import { handleInterviewCoach } from '@/lib/ai/endpoints/interviewCoach'
import { serverContext } from '@/lib/ai/http/serverContext'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return handleInterviewCoach(request, await serverContext())
}
