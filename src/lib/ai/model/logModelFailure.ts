import type { Payload } from 'payload'

/**
 * Logs that the model failed and the built-in engine answered: the endpoint and the error's kind
 * and first line, never the model's output or the user's text that error messages can carry.
 */
export const logModelFailure = (payload: Payload, endpoint: string) => (error: unknown) => {
  const name = error instanceof Error ? error.name : 'Error'
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '').slice(0, 120) : ''
  payload.logger.warn(`AI model failed (${endpoint}), built-in engine answered: ${name} ${message}`)
}
