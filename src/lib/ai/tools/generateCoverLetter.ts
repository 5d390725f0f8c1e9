import { letterPreview, writeCoverLetter } from '../coverLetter/writeCoverLetter'
import { listedJobById } from '../jobs/toolJob'
import { JOB_NOT_FOUND, MISSING_COVER_LETTER } from '../messages'
import { coverLetterViaModel } from '../model/toolsViaModel'
import { logModelFailure } from '../model/logModelFailure'
import { withFallback } from '../model/withFallback'
import { parseResumeText } from '../resume/parseResumeText'
import { coverLetterInput } from '../schemas/coverLetter'
import { inputProblem } from '../schemas/inputProblem'
import { countToolCall } from '../usage/recordToolCall'
import type { AiContext } from './aiContext'
import { answered, type ToolAnswer, toastFailure } from './toolAnswer'

/**
 * generate-cover-letter → { fullLetter, preview } for premium visitors and { preview } (the
 * opening only) for free ones. Missing title or company: 400. With `jobId` the letter answers that
 * job's description (404 when it is no longer listed); with `resumeText` it picks the candidate's
 * achievements that match.
 */
export const generateCoverLetter = async (
  context: Pick<AiContext, 'payload' | 'settings'>,
  { fields, premium }: { fields: unknown; premium: boolean },
): Promise<ToolAnswer> => {
  const input = coverLetterInput.safeParse(fields)
  if (!input.success) return toastFailure(400, inputProblem(input.error.issues.map((issue) => issue.message), MISSING_COVER_LETTER))
  const values = input.data
  const job = values.jobId ? await listedJobById(context.payload, values.jobId) : null
  if (values.jobId && !job) return toastFailure(404, JOB_NOT_FOUND)
  // What the letter may state: the candidate's resume and notes, and the job itself.
  const sources = {
    candidate: [values.resumeText, values.additionalInfo, values.yourName],
    job: { title: values.jobTitle, company: values.companyName, description: job?.description, remote: job?.remote },
  }
  const { result, engine, notice } = await withFallback(
    context.settings,
    (model, timeoutMs) => coverLetterViaModel(model, timeoutMs, { ...values, jobDescription: job?.description }, sources),
    () => writeCoverLetter({ ...values, resume: values.resumeText ? parseResumeText(values.resumeText) : null, job }),
    logModelFailure(context.payload, 'generate-cover-letter'),
  )
  countToolCall(context.payload, 'generate-cover-letter', engine)
  const preview = letterPreview(result)
  return answered(premium ? { fullLetter: result, preview, engine, notice } : { preview, engine, notice })
}
