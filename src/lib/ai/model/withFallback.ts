import { InventedFactsError } from '../facts/inventedFacts'
import { BUILT_IN_FALLBACK_NOTICE, INVENTED_FACTS_NOTICE } from '../messages'
import type { EngineInfo } from '../schemas/resume'
import type { ModelSettings } from './languageModel'

export type Engined<T> = EngineInfo & { result: T }

/**
 * The model's answer when a model is configured and answers in time with output that passes the
 * schema (and, where the caller checks, states no fact its input lacks); otherwise the built-in
 * engine's, with a notice saying why. Never an empty result.
 */
export const withFallback = async <T>(
  settings: ModelSettings,
  viaModel: (model: NonNullable<ModelSettings['model']>, timeoutMs: number) => Promise<T>,
  builtIn: () => T,
  onError: (error: unknown) => void = () => {},
): Promise<Engined<T>> => {
  if (!settings.model) return { engine: 'built-in', result: builtIn() }
  try {
    return { engine: 'model', result: await viaModel(settings.model, settings.timeoutMs) }
  } catch (error) {
    onError(error)
    const notice = error instanceof InventedFactsError ? INVENTED_FACTS_NOTICE : BUILT_IN_FALLBACK_NOTICE
    return { engine: 'built-in', notice, result: builtIn() }
  }
}
