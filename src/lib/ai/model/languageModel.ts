import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'

export type ModelSettings = { model: LanguageModel | null; timeoutMs: number }

/**
 * The configured language model: any OpenAI-compatible server (AI_BASE_URL, AI_MODEL, and
 * AI_API_KEY when the server wants one). Unset, the tools use the built-in engine.
 */
export const modelSettingsFromEnv = (
  env: Record<string, string | undefined> = process.env,
): ModelSettings => {
  const timeoutMs = Number(env.AI_TIMEOUT_MS || 20_000)
  if (!env.AI_BASE_URL || !env.AI_MODEL) return { model: null, timeoutMs }
  const provider = createOpenAICompatible({
    name: 'configured',
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY || undefined,
    supportsStructuredOutputs: env.AI_STRUCTURED_OUTPUTS !== '0',
  })
  return { model: provider.chatModel(env.AI_MODEL), timeoutMs }
}
