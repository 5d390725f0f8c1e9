import {
  DOCUMENT_UNSAFE,
  INVALID_FILE_TYPE,
  NO_TEXT_FOUND,
  PARSE_ONE_AT_A_TIME,
  PARSER_BUSY,
  PARSING_ERROR,
  PARSING_TIMED_OUT,
} from '../ai/messages'
import { normalizeResumeText } from '../ai/resume/normalizeResumeText'
import { type DocumentParser, DocumentUnsafeError, ParserBusyError, ParseTimeoutError } from './documentParser'
import { inspectDocx } from './inspectDocx'
import { documentText } from './layout/documentText'
import { sniffDocumentType } from './sniffDocumentType'

export type ExtractResult =
  | { ok: true; text: string }
  | { ok: false; status: 415 | 422 | 429 | 503; error: string; retryAfterSeconds?: number }

const fail = (status: 415 | 422, error: string): ExtractResult => ({ ok: false, status, error })

/** How long to wait before trying again when the parser is busy (the time limit of one file). */
const BUSY_RETRY_SECONDS = 10

/**
 * The text of an uploaded resume: its type decided by its content, a DOCX's zip directory checked
 * before anything is unzipped, the parsing done in a parser process of its own (limited in time,
 * memory and what it hands back), the result normalised.
 */
export const extractDocumentText = async (
  bytes: Buffer,
  parser: DocumentParser,
  owner = '',
): Promise<ExtractResult> => {
  const kind = sniffDocumentType(bytes.subarray(0, 8192))
  if (!kind) return fail(415, INVALID_FILE_TYPE.text)
  let raw: string
  if (kind === 'txt') raw = new TextDecoder('utf-8').decode(bytes)
  else {
    if (kind === 'docx') {
      const verdict = await inspectDocx(bytes)
      if (!verdict.ok)
        return verdict.reason === 'not-docx'
          ? fail(415, INVALID_FILE_TYPE.text)
          : fail(422, DOCUMENT_UNSAFE)
    }
    try {
      raw = documentText(await parser.parse(kind, bytes, owner))
    } catch (error) {
      if (error instanceof ParserBusyError) {
        return error.reason === 'owner'
          ? { ok: false, status: 429, error: PARSE_ONE_AT_A_TIME, retryAfterSeconds: BUSY_RETRY_SECONDS }
          : { ok: false, status: 503, error: PARSER_BUSY, retryAfterSeconds: BUSY_RETRY_SECONDS }
      }
      if (error instanceof ParseTimeoutError) return fail(422, PARSING_TIMED_OUT)
      if (error instanceof DocumentUnsafeError) return fail(422, DOCUMENT_UNSAFE)
      return fail(422, PARSING_ERROR.text)
    }
  }
  const text = normalizeResumeText(raw)
  return text ? { ok: true, text } : fail(422, NO_TEXT_FOUND)
}
