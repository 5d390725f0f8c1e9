import { readUploadedResume } from '../../documents/readUploadedResume'
import { PARSING_ERROR } from '../messages'
import { countToolCall } from '../usage/recordToolCall'
import type { AiContext } from './aiContext'
import { answered, type ToolAnswer, toastFailure } from './toolAnswer'
import { uploadFailure } from './uploadFailure'

/**
 * parse-resume: an uploaded file → { text, characterCount }, or a failure: 400 (no file), 415 (not
 * a PDF, DOCX, DOC or text by its content), 422 (unreadable, unsafe or too slow to parse), 429 (a
 * file of the same address is being read, or its parse time is used up) or 503 (every worker
 * busy, the queue full). The same for every visitor: it never asks who they are.
 */
export const parseResume = async (
  context: Pick<AiContext, 'payload' | 'parser'>,
  { file, address }: { file: Buffer | null; address: string },
): Promise<ToolAnswer> => {
  if (!file || file.length === 0)
    return toastFailure(400, { title: PARSING_ERROR.title, text: 'Please choose a file to upload.' })
  const extracted = await readUploadedResume(file, context, address)
  if (!extracted.ok) return uploadFailure(extracted)
  // The parser has no model: it is always the built-in engine.
  countToolCall(context.payload, 'parse-resume', 'built-in')
  return answered({ text: extracted.text, characterCount: extracted.text.length })
}
