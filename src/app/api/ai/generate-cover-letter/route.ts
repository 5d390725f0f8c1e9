import { handleGenerateCoverLetter } from '@/lib/ai/endpoints/generateCoverLetter'
import { serverContext } from '@/lib/ai/http/serverContext'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return handleGenerateCoverLetter(request, await serverContext())
}
