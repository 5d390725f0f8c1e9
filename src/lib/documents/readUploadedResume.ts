import { poolOf } from '@/lib/db/pool'
import { clientAddress } from '@/lib/rateLimit/clientAddress'

import { parseTimeLeft, spendParseTime } from '../ai/access/parseTimeBudget'
import type { AiContext } from '../ai/http/aiContext'
import { errorResponse, toastError } from '../ai/http/responses'
import { INVALID_FILE_TYPE, PARSE_TIME_USED, PARSING_ERROR } from '../ai/messages'
import { type ExtractResult, extractDocumentText } from './extractDocumentText'

/**
 * An uploaded resume read for a client address: refused while the address has used up its parse
 * time, read with one worker at most for it, and the time it took counted against it.
 */
export const readUploadedResume = async (bytes: Buffer, context: AiContext, headers: Headers): Promise<ExtractResult> => {
  const pool = poolOf(context.payload)
  const address = clientAddress(headers)
  const left = await parseTimeLeft(pool, address)
  if (!left.allowed) return { ok: false, status: 429, error: PARSE_TIME_USED, retryAfterSeconds: left.retryAfterSeconds }
  const started = performance.now()
  const result = await extractDocumentText(bytes, context.parser, address)
  await spendParseTime(pool, address, performance.now() - started)
  return result
}

/** The answer to an upload that could not be read: an error toast, with Retry-After when busy. */
export const unreadableUpload = (failed: ExtractResult & { ok: false }) => {
  if (failed.status === 415) return toastError(415, INVALID_FILE_TYPE)
  const retry = failed.retryAfterSeconds ? { 'Retry-After': String(failed.retryAfterSeconds) } : undefined
  return errorResponse(failed.status, failed.error, PARSING_ERROR.title, retry)
}
