import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  streamText,
  type UIMessage,
  type UIMessageStreamWriter,
} from 'ai'

import { BUILT_IN_FALLBACK_NOTICE } from '../messages'
import { COACH_INSTRUCTIONS } from '../model/instructions'
import type { ModelSettings } from '../model/languageModel'
import type { ChatMessage, CoachMetadata } from '../schemas/interview'
import { coachReply } from './coachReply'

export type CoachUIMessage = UIMessage<CoachMetadata>

type Writer = UIMessageStreamWriter<CoachUIMessage>

const TEXT_ID = 'reply'

/** The model's reply as it streams; false when it failed before writing a word. */
const streamFromModel = async (
  writer: Writer,
  settings: ModelSettings,
  messages: ChatMessage[],
  onError: (error: unknown) => void,
) => {
  let wrote = false
  try {
    const result = streamText({
      model: settings.model!,
      instructions: COACH_INSTRUCTIONS,
      messages: messages.map(({ role, content }) => ({ role, content })),
      timeout: { totalMs: settings.timeoutMs, chunkMs: Math.min(settings.timeoutMs, 10_000) },
      maxRetries: 0,
      // Failures arrive as stream parts and are handled below, not logged twice.
      onError: () => {},
    })
    for await (const part of result.stream) {
      if (part.type === 'error') throw part.error
      if (part.type === 'abort') throw new Error('The model stream was aborted')
      if (part.type !== 'text-delta' || !part.text) continue
      if (!wrote) writer.write({ type: 'text-start', id: TEXT_ID })
      wrote = true
      writer.write({ type: 'text-delta', id: TEXT_ID, delta: part.text })
    }
    if (!wrote) throw new Error('The model sent an empty reply')
  } catch (error) {
    onError(error)
    if (!wrote) return false
    writer.write({
      type: 'text-delta',
      id: TEXT_ID,
      delta: '\n\n(The reply was cut short. Please send your answer again.)',
    })
  }
  writer.write({ type: 'text-end', id: TEXT_ID })
  return true
}

/** The built-in reply, sent word by word so the page shows it arriving like a model's. */
const streamBuiltIn = (writer: Writer, response: string) => {
  writer.write({ type: 'text-start', id: TEXT_ID })
  for (const piece of response.match(/\S+\s*/g) ?? [response])
    writer.write({ type: 'text-delta', id: TEXT_ID, delta: piece })
  writer.write({ type: 'text-end', id: TEXT_ID })
}

/**
 * The coach's reply as an AI SDK UI message stream: the model's when one is configured and
 * answers, else the built-in coach's. The metadata tells the page the engine, any fallback notice,
 * the feedback summary (for premium toasts) and the free allowance.
 */
export const coachStreamResponse = (options: {
  messages: ChatMessage[]
  settings: ModelSettings
  allowance: Omit<CoachMetadata, 'engine' | 'notice' | 'feedback'>
  headers?: Record<string, string>
  onModelError?: (error: unknown) => void
  /** Told which engine wrote the reply, once it is written. */
  onEngine?: (engine: CoachMetadata['engine']) => void
}) => {
  const { messages, settings, allowance, headers, onModelError = () => {}, onEngine = () => {} } = options
  const stream = createUIMessageStream<CoachUIMessage>({
    execute: async ({ writer }) => {
      const builtIn = coachReply(messages)
      writer.write({ type: 'start' })
      let metadata: CoachMetadata = { ...allowance, engine: 'built-in', feedback: builtIn.feedback }
      if (settings.model && (await streamFromModel(writer, settings, messages, onModelError)))
        metadata = { ...metadata, engine: 'model' }
      else {
        if (settings.model) metadata = { ...metadata, notice: BUILT_IN_FALLBACK_NOTICE }
        streamBuiltIn(writer, builtIn.response)
      }
      writer.write({ type: 'finish', messageMetadata: metadata })
      onEngine(metadata.engine)
    },
  })
  return createUIMessageStreamResponse({
    stream,
    headers: { 'Cache-Control': 'no-store', ...headers },
  })
}
