import { BUILT_IN_FALLBACK_NOTICE } from '../messages'
import type { EngineInfo } from '../schemas/resume'
import type { ModelSettings } from './languageModel'

export type Engined<T> = EngineInfo & { result: T }

/**
 * The model's answer when a model is configured and answers in time with output that passes the
 * schema; otherwise the built-in engine's, with a notice saying so. Never an empty result.
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
    return { engine: 'built-in', notice: BUILT_IN_FALLBACK_NOTICE, result: builtIn() }
  }
}
