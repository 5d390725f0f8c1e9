import { type Dispatcher, request } from 'undici'

import { errorKind } from '../linkCheck/engine/classifyError'

/** The longest one request to an engine may take, to its last byte. */
export const ENGINE_REQUEST_TIMEOUT_MS = 15_000
/** The most of an engine's answer that is kept (for the log): they are a few hundred bytes. */
const ANSWER_CAP = 4_000

export type EngineAnswer = { status: number; text: string }
/** No engine answered: refused, reset, timed out. */
export class NoAnswerError extends Error {
  constructor(readonly kind: string) {
    super(`no answer (${kind})`)
    this.name = 'NoAnswerError'
  }
}

export type EnginePost = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<EngineAnswer>

/**
 * POSTs to a search engine with undici, bounded in time, and reads its (short) answer. The
 * addresses are the operator's configuration, not a visitor's, so the link checker's SSRF guard is
 * not in the way (the tests' loopback server is one).
 */
export const enginePost =
  ({
    timeoutMs = ENGINE_REQUEST_TIMEOUT_MS,
    dispatcher,
  }: { timeoutMs?: number; dispatcher?: Dispatcher } = {}): EnginePost =>
  async (url, body, headers) => {
    try {
      const response = await request(url, {
        method: 'POST',
        headers: { 'user-agent': 'RemotePassport/1.0 (+search engine notices)', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        ...(dispatcher ? { dispatcher } : {}),
      })
      const text = await response.body.text()
      return { status: response.statusCode, text: text.slice(0, ANSWER_CAP) }
    } catch (error) {
      throw new NoAnswerError(errorKind(error))
    }
  }
