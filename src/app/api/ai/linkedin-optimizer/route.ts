import { handleLinkedinOptimizer } from '@/lib/ai/endpoints/linkedinOptimizer'
import { serverContext } from '@/lib/ai/http/serverContext'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return handleLinkedinOptimizer(request, await serverContext())
}
