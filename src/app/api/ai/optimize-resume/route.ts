import { handleOptimizeResume } from '@/lib/ai/endpoints/optimizeResume'
import { serverContext } from '@/lib/ai/http/serverContext'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return handleOptimizeResume(request, await serverContext())
}
