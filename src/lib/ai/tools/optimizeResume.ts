import { readUploadedResume } from '../../documents/readUploadedResume'
import { JOB_NOT_FOUND, MISSING_RESUME } from '../messages'
import { listedJobById } from '../jobs/toolJob'
import { optimizeResumeViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { optimizeResume as analyseResume, resumePreviewOf } from '../resume/optimizeResume'
import { optimizeResumeInput } from '../schemas/resume'
import { inputProblem } from '../schemas/inputProblem'
import { countToolCall } from '../usage/recordToolCall'
import type { AiContext } from './aiContext'
import { answered, type ToolAnswer, toastFailure } from './toolAnswer'
import { uploadFailure } from './uploadFailure'

/**
 * optimize-resume: { resumeText, targetRole, jobId? } (or a form whose file is read into the
 * resume text) → { fullResume, preview } for premium visitors, { preview } only for free ones,
 * with the engine that wrote it. Missing resume or role: 400 Missing Information. With `jobId`
 * the resume is matched against that job's own text (404 when it is no longer listed).
 */
export const optimizeResume = async (
  context: Pick<AiContext, 'payload' | 'parser' | 'settings'>,
  { fields, file, address, premium }: { fields: unknown; file: Buffer | null; address: string; premium: boolean },
): Promise<ToolAnswer> => {
  let values = fields
  if (file && file.length > 0) {
    const extracted = await readUploadedResume(file, context, address)
    if (!extracted.ok) return uploadFailure(extracted)
    values = { ...(fields as object), resumeText: extracted.text }
  }
  const input = optimizeResumeInput.safeParse(values)
  if (!input.success) return toastFailure(400, inputProblem(input.error.issues.map((issue) => issue.message), MISSING_RESUME))
  const { resumeText, targetRole, jobId } = input.data
  const job = jobId ? await listedJobById(context.payload, jobId) : null
  if (jobId && !job) return toastFailure(404, JOB_NOT_FOUND)
  const analysed = analyseResume(resumeText, targetRole, job)
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
  return answered(premium ? { fullResume: result, preview, engine, notice } : { preview, engine, notice })
}
