import type { ExtractResult } from '../../documents/extractDocumentText'
import { INVALID_FILE_TYPE, PARSING_ERROR } from '../messages'
import { failed, toastFailure } from './toolAnswer'

/** An upload that could not be read, as the tools tell it: an error toast, with Retry-After when busy. */
export const uploadFailure = (extracted: ExtractResult & { ok: false }) =>
  extracted.status === 415
    ? toastFailure(415, INVALID_FILE_TYPE)
    : failed(extracted.status, extracted.error, PARSING_ERROR.title, extracted.retryAfterSeconds || undefined)
