import { analyzeLinkedinProfile } from '../linkedin/linkedinAdvice'
import { MISSING_LINKEDIN } from '../messages'
import { linkedinViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { linkedinInput } from '../schemas/linkedin'
import { inputProblem } from '../schemas/inputProblem'
import { countToolCall } from '../usage/recordToolCall'
import type { AiContext } from './aiContext'
import { answered, type ToolAnswer, toastFailure } from './toolAnswer'

/**
 * linkedin-optimizer: { headline, summary } → { analysis, suggestions }. Missing headline or
 * summary: 400. Premium only: the route refuses a free visitor (403 Premium Feature) before the
 * body is read.
 */
export const linkedinOptimizer = async (
  context: Pick<AiContext, 'payload' | 'settings'>,
  { fields }: { fields: unknown },
): Promise<ToolAnswer> => {
  const input = linkedinInput.safeParse(fields)
  if (!input.success) return toastFailure(400, inputProblem(input.error.issues.map((issue) => issue.message), MISSING_LINKEDIN))
  const { headline, summary } = input.data
  const { result, engine, notice } = await withFallback(
    context.settings,
    (model, timeoutMs) => linkedinViaModel(model, timeoutMs, headline, summary),
    () => analyzeLinkedinProfile(headline, summary),
    logModelFailure(context.payload, 'linkedin-optimizer'),
  )
  countToolCall(context.payload, 'linkedin-optimizer', engine)
  return answered({ ...result, engine, notice })
}
