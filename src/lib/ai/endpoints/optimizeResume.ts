import { readMultipart } from '../../documents/readMultipart'
import { readUploadedResume, unreadableUpload } from '../../documents/readUploadedResume'
import {
  FAILED_TO_PROCESS_FILE,
  FILE_TOO_LARGE,
  JOB_NOT_FOUND,
  MISSING_RESUME,
} from '../messages'
import { listedJobById } from '../jobs/toolJob'
import { optimizeResumeViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { optimizeResume, resumePreviewOf } from '../resume/optimizeResume'
import { optimizeResumeInput } from '../schemas/resume'
import { inputProblem } from '../schemas/inputProblem'
import type { AiContext } from '../http/aiContext'
import { admitRequest } from '../http/admitRequest'
import { readJsonBody, unreadableBody } from '../http/readJsonBody'
import { errorResponse, json, toastError } from '../http/responses'
import { countToolCall } from '../usage/recordToolCall'

/** The body as { resumeText, targetRole }: JSON, or a form whose file is read into text. */
const readInput = async (
  request: Request,
  context: AiContext,
): Promise<{ value: unknown } | { response: Response }> => {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const body = await readJsonBody(request)
    return body.ok
      ? { value: body.value }
      : { response: unreadableBody(body, FAILED_TO_PROCESS_FILE) }
  }
  const form = await readMultipart(request)
  if (!form.ok)
    return {
      response:
        form.reason === 'too-large'
          ? toastError(413, FILE_TOO_LARGE)
          : errorResponse(400, FAILED_TO_PROCESS_FILE),
    }
  if (!form.file || form.file.bytes.length === 0) return { value: form.fields }
  const extracted = await readUploadedResume(form.file.bytes, context, request.headers)
  if (!extracted.ok) return { response: unreadableUpload(extracted) }
  return { value: { ...form.fields, resumeText: extracted.text } }
}

/**
 * POST /api/ai/optimize-resume → { fullResume, preview } for premium visitors, { preview } only
 * for free ones, with the engine that wrote it. Missing resume or role: 400 Missing Information.
 * With `jobId` the resume is matched against that job's own text (404 when it is no longer listed).
 */
export const handleOptimizeResume = async (request: Request, context: AiContext) => {
  const admitted = await admitRequest(context, request, 'optimize-resume')
  if (admitted.response) return admitted.response
  const body = await readInput(request, context)
  if ('response' in body) return body.response
  const input = optimizeResumeInput.safeParse(body.value)
  if (!input.success) return toastError(400, inputProblem(input.error.issues.map((issue) => issue.message), MISSING_RESUME))
  const { resumeText, targetRole, jobId } = input.data
  const job = jobId ? await listedJobById(context.payload, jobId) : null
  if (jobId && !job) return toastError(404, JOB_NOT_FOUND)
  const analysed = optimizeResume(resumeText, targetRole, job)
  const { result, engine, notice } = await withFallback(
    context.settings,
    // The model may state only what the resume says, and name the role (and job) it aims at.
    (model, timeoutMs) =>
      optimizeResumeViaModel(model, timeoutMs, analysed, { candidate: [resumeText], job: { title: targetRole, company: job?.company } }),
    () => analysed,
    logModelFailure(context.payload, 'optimize-resume'),
  )
  countToolCall(context.payload, 'optimize-resume', engine)
  const preview = resumePreviewOf(result)
  return json(
    admitted.premium
      ? { fullResume: result, preview, engine, notice }
      : { preview, engine, notice },
  )
}
