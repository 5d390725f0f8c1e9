import { readMultipart } from '../../documents/readMultipart'
import { readUploadedResume, unreadableUpload } from '../../documents/readUploadedResume'
import {
  FILE_TOO_LARGE,
  FAILED_TO_PROCESS_FILE,
  PARSING_ERROR,
} from '../messages'
import type { AiContext } from '../http/aiContext'
import { admitRequest } from '../http/admitRequest'
import { errorResponse, json, toastError } from '../http/responses'
import { countToolCall } from '../usage/recordToolCall'

/**
 * POST /api/ai/parse-resume: a multipart form with `file` → { text, characterCount }, or
 * { error } with 413 (over 20MB, stopped while reading), 415 (not a PDF, DOCX, DOC or text by
 * its content), 422 (unreadable, unsafe or too slow to parse), 429 (a file of the same address
 * is being read, or its parse time is used up) or 503 (every worker busy, the queue full).
 */
export const handleParseResume = async (request: Request, context: AiContext) => {
  const admitted = await admitRequest(context, request, 'parse-resume')
  if (admitted.response) return admitted.response
  const form = await readMultipart(request)
  if (!form.ok)
    return form.reason === 'too-large'
      ? toastError(413, FILE_TOO_LARGE)
      : errorResponse(400, FAILED_TO_PROCESS_FILE)
  if (!form.file || form.file.bytes.length === 0)
    return toastError(400, { title: PARSING_ERROR.title, text: 'Please choose a file to upload.' })
  const extracted = await readUploadedResume(form.file.bytes, context, request.headers)
  if (!extracted.ok) return unreadableUpload(extracted)
  // The parser has no model: it is always the built-in engine.
  countToolCall(context.payload, 'parse-resume', 'built-in')
  return json({ text: extracted.text, characterCount: extracted.text.length })
}
