import { handleParseResume } from '@/lib/ai/endpoints/parseResume'
import { serverContext } from '@/lib/ai/http/serverContext'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return handleParseResume(request, await serverContext())
}
