import type { Payload } from 'payload'

import {
  createDocumentParser,
  type DocumentParser,
} from '../../src/lib/documents/documentParser'
import { isPremiumVisitor } from '../../src/lib/ai/access/premiumStatus'
import type { AiContext } from '../../src/lib/ai/tools/aiContext'
import type { ModelSettings } from '../../src/lib/ai/model/languageModel'

let address = 0

/** A client address of its own, so one test's requests never count against another's limit. */
export const freshAddress = () => `198.51.100.${++address}`

export const aiContext = (payload: Payload, overrides: Partial<AiContext> = {}): AiContext => ({
  payload,
  settings: { model: null, timeoutMs: 2_000 } satisfies ModelSettings,
  parser: sharedParser(),
  secret: 'integration-coach-secret',
  isPremium: (visitor) => isPremiumVisitor(payload, visitor),
  ...overrides,
})

let parser: DocumentParser | null = null
export const sharedParser = () => (parser ??= createDocumentParser({ timeoutMs: 15_000 }))

type Options = { headers?: Record<string, string>; token?: string; address?: string }

const headersOf = ({ headers = {}, token, address: from }: Options) => ({
  'x-forwarded-for': from ?? freshAddress(),
  ...(token ? { Authorization: `JWT ${token}` } : {}),
  ...headers,
})

export const jsonRequest = (path: string, body: unknown, options: Options = {}) =>
  new Request(`http://localhost:3000/api/ai/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headersOf(options) },
    body: JSON.stringify(body),
  })

export const uploadRequest = (
  path: string,
  file: Buffer,
  name: string,
  fields: Record<string, string> = {},
  options: Options = {},
) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', new Blob([new Uint8Array(file)]), name)
  return new Request(`http://localhost:3000/api/ai/${path}`, {
    method: 'POST',
    headers: headersOf(options),
    body: form,
  })
}

/** A response's JSON with its status. */
export const read = async (response: Response) => ({
  status: response.status,
  json: await response.json(),
  headers: response.headers,
})
