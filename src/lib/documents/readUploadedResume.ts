import type { Payload } from 'payload'

import { poolOf } from '@/lib/db/pool'

import { parseTimeLeft, spendParseTime } from '../ai/access/parseTimeBudget'
import { PARSE_TIME_USED } from '../ai/messages'
import type { DocumentParser } from './documentParser'
import { type ExtractResult, extractDocumentText } from './extractDocumentText'

/**
 * An uploaded resume read for a client address: refused while the address has used up its parse
 * time, read with one worker at most for it, and the time it took counted against it.
 */
export const readUploadedResume = async (
  bytes: Buffer,
  { payload, parser }: { payload: Payload; parser: DocumentParser },
  address: string,
): Promise<ExtractResult> => {
  const pool = poolOf(payload)
  const left = await parseTimeLeft(pool, address)
  if (!left.allowed) return { ok: false, status: 429, error: PARSE_TIME_USED, retryAfterSeconds: left.retryAfterSeconds }
  const started = performance.now()
  const result = await extractDocumentText(bytes, parser, address)
  await spendParseTime(pool, address, performance.now() - started)
  return result
}
