import { payloadClient } from '@/lib/payload'

import { documentParser } from '../../documents/documentParser'
import { modelSettingsFromEnv } from '../model/languageModel'
import type { AiContext } from './aiContext'

let settings: ReturnType<typeof modelSettingsFromEnv> | null = null

/** The running server's AI context: its Payload, the configured model (read once), its parser. */
export const serverContext = async (): Promise<AiContext> => {
  const payload = await payloadClient()
  settings ??= modelSettingsFromEnv()
  return { payload, settings, parser: documentParser(), secret: payload.secret }
}
