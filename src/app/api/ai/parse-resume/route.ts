import { answerAiRequest } from '../aiRoute'
import { serverContext } from '../serverContext'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return answerAiRequest('parse-resume', request, await serverContext())
}
