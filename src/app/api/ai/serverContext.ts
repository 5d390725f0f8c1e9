import { documentParser } from '@/lib/documents/documentParser'
import { isPremiumVisitor } from '@/lib/ai/access/premiumStatus'
import { modelSettingsFromEnv } from '@/lib/ai/model/languageModel'
import type { AiContext } from '@/lib/ai/tools/aiContext'
import { payloadClient } from '@/lib/payload'

let settings: ReturnType<typeof modelSettingsFromEnv> | null = null

/** The running server's AI context: its Payload, the configured model (read once), its parser. */
export const serverContext = async (): Promise<AiContext> => {
  const payload = await payloadClient()
  settings ??= modelSettingsFromEnv()
  return {
    payload,
    settings,
    parser: documentParser(),
    secret: payload.secret,
    isPremium: (visitor) => isPremiumVisitor(payload, visitor),
  }
}
