import { analyzeLinkedinProfile } from '../linkedin/linkedinAdvice'
import { FAILED_TO_ANALYZE, MISSING_LINKEDIN, PREMIUM_FEATURE } from '../messages'
import { linkedinViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { linkedinInput } from '../schemas/linkedin'
import { inputProblem } from '../schemas/inputProblem'
import type { AiContext } from '../http/aiContext'
import { admitRequest } from '../http/admitRequest'
import { readJsonBody, unreadableBody } from '../http/readJsonBody'
import { json, toastError } from '../http/responses'
import { countToolCall } from '../usage/recordToolCall'

/**
 * POST /api/ai/linkedin-optimizer → { analysis, suggestions }. Premium only: a free visitor gets
 * 403 with the Premium Feature text. Missing headline or summary: 400.
 */
export const handleLinkedinOptimizer = async (request: Request, context: AiContext) => {
  const admitted = await admitRequest(context, request, 'linkedin-optimizer')
  if (admitted.response) return admitted.response
  if (!admitted.premium) return toastError(403, PREMIUM_FEATURE)
  const body = await readJsonBody(request)
  if (!body.ok) return unreadableBody(body, FAILED_TO_ANALYZE)
  const input = linkedinInput.safeParse(body.value)
  if (!input.success) return toastError(400, inputProblem(input.error.issues.map((issue) => issue.message), MISSING_LINKEDIN))
  const { headline, summary } = input.data
  const { result, engine, notice } = await withFallback(
    context.settings,
    (model, timeoutMs) => linkedinViaModel(model, timeoutMs, headline, summary),
    () => analyzeLinkedinProfile(headline, summary),
    logModelFailure(context.payload, 'linkedin-optimizer'),
  )
  countToolCall(context.payload, 'linkedin-optimizer', engine)
  return json({ ...result, engine, notice })
}
