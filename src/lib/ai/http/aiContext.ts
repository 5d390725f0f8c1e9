import type { Payload } from 'payload'

import type { DocumentParser } from '../../documents/documentParser'
import type { ModelSettings } from '../model/languageModel'

/** What every AI endpoint works with, passed in so tests can give their own. */
export type AiContext = {
  payload: Payload
  settings: ModelSettings
  parser: DocumentParser
  /** Signs the interview coach's visitor cookie. */
  secret: string
}
