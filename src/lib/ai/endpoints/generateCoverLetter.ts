import { letterPreview, writeCoverLetter } from '../coverLetter/writeCoverLetter'
import { FAILED_TO_GENERATE_LETTER, MISSING_COVER_LETTER } from '../messages'
import { coverLetterViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { coverLetterInput } from '../schemas/coverLetter'
import { inputProblem } from '../schemas/inputProblem'
import type { AiContext } from '../http/aiContext'
import { admitRequest } from '../http/admitRequest'
import { readJsonBody, unreadableBody } from '../http/readJsonBody'
import { json, toastError } from '../http/responses'

/**
 * POST /api/ai/generate-cover-letter → { fullLetter, preview } for premium visitors and
 * { preview } (the opening only) for free ones. Missing title or company: 400.
 */
export const handleGenerateCoverLetter = async (request: Request, context: AiContext) => {
  const admitted = await admitRequest(context, request, 'generate-cover-letter')
  if (admitted.response) return admitted.response
  const body = await readJsonBody(request)
  if (!body.ok) return unreadableBody(body, FAILED_TO_GENERATE_LETTER)
  const input = coverLetterInput.safeParse(body.value)
  if (!input.success) return toastError(400, inputProblem(input.error.issues.map((issue) => issue.message), MISSING_COVER_LETTER))
  const { result, engine, notice } = await withFallback(
    context.settings,
    (model, timeoutMs) => coverLetterViaModel(model, timeoutMs, input.data),
    () => writeCoverLetter(input.data),
    logModelFailure(context.payload, 'generate-cover-letter'),
  )
  const preview = letterPreview(result)
  return json(
    admitted.premium
      ? { fullLetter: result, preview, engine, notice }
      : { preview, engine, notice },
  )
}
