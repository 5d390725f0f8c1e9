import type { Payload, PayloadRequest } from 'payload'

import type { DocumentParser } from '../../documents/documentParser'
import type { ModelSettings } from '../model/languageModel'

/** Who is asking, as Payload's auth tells it (null: an anonymous visitor). */
export type AiVisitor = PayloadRequest['user'] | null

/** What every AI tool works with, passed in so tests can give their own. */
export type AiContext = {
  payload: Payload
  settings: ModelSettings
  parser: DocumentParser
  /** Signs the interview coach's visitor cookie. */
  secret: string
  /** Whether this visitor gets the premium results (asked only by the tools whose answer depends on it). */
  isPremium: (visitor: AiVisitor) => Promise<boolean>
}
